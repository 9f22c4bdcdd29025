import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";

import { lazyCode } from "~/components/ui/lazy-code";

/** The draft's code, loaded only when a short answer is on screen. */
const draftEngine = lazyCode(() => import("./answer-draft-engine.client"));

// A short answer's safety net while JavaScript runs ("beyond the spec", decision 007): every keystroke is kept in
// localStorage under the attempt and question, and a pause in typing autosaves it (subtype 1). A draft that
// differs from the server's answer when the question loads (a reload, a post lost with the connection) is put
// back into the editor with a visible note; a draft the server already has is dropped.
//
// The autosave is a plain fetch to a resource route, not a Remix fetcher: a fetcher whose request fails (the
// connection is gone) raises the route's error boundary, which would take the exam page away mid-attempt.

export type AutosaveReply = { ok: true } | { ok: false; over?: string; message?: string };
export type AutosaveStatus = "idle" | "saving" | "saved" | "failed";

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
    let stop: (() => void) | null = null;
    let gone = false;
    // Without its code (it could not be had) the answer is posted as typed, without a draft.
    void draftEngine.load().then((code) => {
      if (gone || !code) return;
      stop = code.startDraft({
        formId,
        recordId,
        queId,
        saved,
        autosaveUrl,
        navigate,
        setRestored,
        setStatus,
      });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [formId, recordId, queId, saved, enabled, autosaveUrl, navigate]);

  return { restored, status };
}
