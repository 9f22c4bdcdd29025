import "~/components/page-kit";

import { answerWorkerScript } from "~/features/question/answer-worker.server";
import { resourceAnswer } from "~/utils/headers.server";

// The answering screens' service worker (decision 052): registered by their late code with the scope of the screen
// (its own path), so that no other page pays its start. Asked again by the browser on each registration: no-cache,
// so that a new build's worker replaces the old one at once.
export function loader() {
  return resourceAnswer(answerWorkerScript(), {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": "no-cache",
  });
}
