import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";

import { AUTOSAVE_DELAY_MS, draftKey } from "~/domain/assessment-rules";

// A short answer's safety net while JavaScript runs (issue 5, "beyond the spec"): every keystroke is kept in
// localStorage under the attempt and question, and a pause in typing autosaves it (subtype 1). A draft that
// differs from the server's answer when the question loads (a reload, a post lost with the connection) is put
// back into the editor with a visible note; a draft the server already has is dropped.
//
// The autosave is a plain fetch to a resource route, not a Remix fetcher: a fetcher whose request fails (the
// connection is gone) raises the route's error boundary, which would take the exam page away mid-attempt.

export type AutosaveReply = { ok: true } | { ok: false; over?: string; message?: string };
export type AutosaveStatus = "idle" | "saving" | "saved" | "failed";

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

export function useAnswerDraft(options: {
  /** The question form's id; its `textarea[name=answer]` is the short answer. */
  formId: string;
  recordId: string;
  queId: string;
  /** The answer the server holds for this question. */
  saved: string;
  /** Only short answers are drafted and autosaved. */
  enabled: boolean;
  /** The autosave resource route, with the attempt's query. */
  autosaveUrl: string;
}): { restored: boolean; status: AutosaveStatus } {
  const { formId, recordId, queId, saved, enabled, autosaveUrl } = options;
  const navigate = useNavigate();
  const [restored, setRestored] = useState(false);
  const [status, setStatus] = useState<AutosaveStatus>("idle");

  useEffect(() => {
    setRestored(false);
    setStatus("idle");
    if (!enabled) return;
    const form = document.getElementById(formId);
    const field = form?.querySelector<HTMLTextAreaElement>('textarea[name="answer"]');
    if (!(form instanceof HTMLFormElement) || !field) return;
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

    const onInput = (event: Event) => {
      if (event.target !== field) return;
      writeDraft(key, field.value);
      setStatus("idle");
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
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
    }

    return () => {
      gone = true;
      window.clearTimeout(timer);
      form.removeEventListener("input", onInput);
      form.removeEventListener("submit", onSubmit);
    };
  }, [formId, recordId, queId, saved, enabled, autosaveUrl, navigate]);

  return { restored, status };
}
