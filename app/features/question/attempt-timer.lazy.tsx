import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/assess/assess-kit";
import { useSubmit } from "@remix-run/react";
import { useCallback, useRef } from "react";

import { ExamTimer } from "~/features/question/exam-timer";
import type { TimerMode } from "~/domain/exam-countdown";

import { askTimeLeft } from "./time-left";

// The answering screen's timer (learner-area §4), loaded after the page's first script (decision 011): the server
// renders the time left, the browser takes over the count when this code has arrived (components/ui/lazy-part.tsx).
// At zero it asks the server (decision 042) and, when the server has no time left either, finishes with the
// answer on screen, no dialog: once, with the question form's fields when the form is there.

export function AttemptTimer(props: {
  mode: TimerMode;
  timeZone: string;
  formId: string;
  action: string;
  /** The attempt's time-left address (the autosave route's GET). */
  timeUrl: string;
  queId: string | null;
}) {
  const { formId, action, queId, timeUrl } = props;
  const submit = useSubmit();
  const finishing = useRef(false);
  const onTimeUp = useCallback(() => {
    if (finishing.current) return;
    finishing.current = true;
    const form = document.getElementById(formId);
    const body = form instanceof HTMLFormElement ? new FormData(form) : new FormData();
    body.set("intent", "finish");
    if (!(form instanceof HTMLFormElement)) {
      body.set("from", "dialog");
      body.set("que_id", queId ?? "");
    }
    submit(body, { method: "post", encType: "multipart/form-data", action, replace: true });
  }, [submit, formId, action, queId]);
  const askServer = useCallback(() => askTimeLeft(timeUrl), [timeUrl]);
  return <ExamTimer mode={props.mode} timeZone={props.timeZone} onTimeUp={onTimeUp} askServer={askServer} />;
}
