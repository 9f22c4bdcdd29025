import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";

/** A field in error, a choice of a group in error (radios take no aria-invalid), or the form's message. */
const FIRST_ERROR = "[aria-invalid=true],fieldset[aria-describedby] input,[role=alert]";

/**
 * With JavaScript, a refused post puts the focus on what went wrong (decision 036): the form's first
 * field in error (`aria-invalid`, whose `aria-describedby` reads its message; for a group, its first choice),
 * else its form-level message (an alert). Give the returned ref to the form; `result` is the action's reply
 * (conform's), read as it comes.
 */
export function useErrorFocus(result: SubmissionResult<string[]> | null | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.status === "error") form.current?.querySelector<HTMLElement>(FIRST_ERROR)?.focus();
  }, [result]);
  return form;
}
