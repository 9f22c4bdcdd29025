import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/assess/assess-kit";
import { useSubmit } from "@remix-run/react";
import { useCallback, useRef } from "react";

import { ExamTimer } from "~/features/question/exam-timer";
import type { TimerMode } from "~/domain/exam-timer";

// The answering screen's timer (learner-area §4), loaded after the page's first script (decision 011): the server
// renders the time left, the browser takes over the count when this code has arrived (components/ui/lazy-part.tsx).
// At zero it finishes with the answer on screen, no dialog: once, with the question form's fields when the form
// is there.

export function AttemptTimer(props: {
  mode: TimerMode;
  formId: string;
  action: string;
  queId: string | null;
}) {
  const { formId, action, queId } = props;
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
  return <ExamTimer mode={props.mode} onTimeUp={onTimeUp} />;
}
