import "~/components/page-kit";

// The question form's answer as the answers' machinery (answer-outbox.client.ts, decision 042) reads it from the
// page and puts a kept one back into it.

/** The question form's fields as an answer: text fields only (a file goes with the upload), without the intent. */
export function fieldsOf(data: FormData): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, value] of data) {
    if (typeof value !== "string" || name === "intent" || name.startsWith("save_")) continue;
    fields.push([name, value]);
  }
  return fields;
}

/** The question form's answer controls (its text fields besides them are the question's own). */
export const ANSWER_CONTROLS = "input[name=answer], input[name=blank], textarea[name=answer]";

/** Whether the learner changed the answer the page came with (its inputs' defaults are the server's answer). */
export function changedSinceLoad(form: HTMLFormElement): boolean {
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(ANSWER_CONTROLS)) {
    const choice =
      control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox");
    if (choice ? control.checked !== control.defaultChecked : control.value !== control.defaultValue)
      return true;
  }
  return false;
}

/** Puts a kept answer back into the form (a reload, a closed tab, a move made offline), as typing would. */
export function restore(form: HTMLFormElement, fields: [string, string][]): void {
  const byName = new Map<string, string[]>();
  for (const [name, value] of fields) byName.set(name, [...(byName.get(name) ?? []), value]);
  const seen = new Map<string, number>();
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(ANSWER_CONTROLS)) {
    const values = byName.get(control.name) ?? [];
    if (control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox")) {
      control.checked = values.includes(control.value);
      continue;
    }
    const index = seen.get(control.name) ?? 0;
    seen.set(control.name, index + 1);
    const value = values[index] ?? "";
    if (control.value === value) continue;
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
    control.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
