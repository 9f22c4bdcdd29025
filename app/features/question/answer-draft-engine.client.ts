import "~/components/page-kit";

import { AUTOSAVE_DELAY_MS, draftKey } from "~/domain/assessment-rules";

import type { AutosaveReply, AutosaveStatus } from "./answer-draft";

// The short answer's draft and autosave (answer-draft.ts), loaded when a short answer is on screen (decision 011).

function readDraft(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage off (private mode, quota): the autosave still runs
  }
}

function writeDraft(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // as above
  }
}

/** Sets a field's value the way typing does, so React's handlers (the character counter) see it. */
function typeInto(field: HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Drafts and autosaves the short answer of `formId` until the returned function stops it. */
export function startDraft(options: {
  formId: string;
  recordId: string;
  queId: string;
  saved: string;
  autosaveUrl: string;
  navigate: (to: string, options: { replace: boolean }) => void;
  setRestored: (restored: boolean) => void;
  setStatus: (status: AutosaveStatus) => void;
}): () => void {
  const { formId, recordId, queId, saved, autosaveUrl, navigate, setRestored, setStatus } = options;
  const form = document.getElementById(formId);
  const field = form?.querySelector<HTMLTextAreaElement>('textarea[name="answer"]');
  if (!(form instanceof HTMLFormElement) || !field) return () => undefined;
  const key = draftKey(recordId, queId);
  let timer: number | undefined;
  let request: AbortController | null = null;
  let gone = false;

  const autosave = async () => {
    const value = field.value;
    const body = new FormData(form);
    // A file picked but not uploaded yet is the upload button's to send, never every autosave's.
    body.delete("file");
    body.set("intent", "save");
    request?.abort();
    const current = new AbortController();
    request = current;
    setStatus("saving");
    try {
      const response = await fetch(autosaveUrl, { method: "POST", body, signal: current.signal });
      const reply = (await response.json()) as AutosaveReply;
      if (gone || current.signal.aborted) return;
      if (reply.ok) {
        if (readDraft(key) === value) writeDraft(key, null);
        setStatus("saved");
      } else if (reply.over) {
        // The attempt is over (1409): the reply set the flash message; go where a submit would go.
        navigate(reply.over, { replace: true });
      } else {
        setStatus("failed");
      }
    } catch {
      if (!gone && !current.signal.aborted) setStatus("failed");
    }
  };

  const keep = () => {
    writeDraft(key, field.value);
    setStatus("idle");
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
  };
  const onInput = (event: Event) => {
    if (event.target === field) keep();
  };
  // A move (previous, next, a card number, submit) posts the answer itself: no autosave racing it.
  const onSubmit = () => {
    window.clearTimeout(timer);
    request?.abort();
  };
  form.addEventListener("input", onInput);
  form.addEventListener("submit", onSubmit);

  const draft = readDraft(key);
  if (draft !== null) {
    if (draft === saved) writeDraft(key, null);
    else {
      typeInto(field, draft); // which also schedules its autosave
      setRestored(true);
    }
  } else if (field.value !== saved) {
    // Typed before this code arrived (a slow line): kept and autosaved like every later keystroke.
    keep();
  }

  return () => {
    gone = true;
    window.clearTimeout(timer);
    form.removeEventListener("input", onInput);
    form.removeEventListener("submit", onSubmit);
  };
}
