import "~/components/page-kit";

import { getEnv } from "~/env.server";
import { answerWorkerScript, withdrawWorkerScript } from "~/features/question/answer-worker.server";
import { resourceAnswer } from "~/utils/headers.server";

// The answering screens' service worker (decision 052): registered by their late code with the scope of the screen
// (its own path), so that no other page pays its start. Asked again by the browser on each registration: no-cache,
// so that a new build's worker replaces the old one at once — and, the copies withdrawn by the operator
// (PORTAL_OFFLINE_COPIES=off), the worker that deletes them and unregisters itself replaces it.
export function loader() {
  const script = getEnv().offlineCopies ? answerWorkerScript() : withdrawWorkerScript();
  return resourceAnswer(script, {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": "no-cache",
  });
}
