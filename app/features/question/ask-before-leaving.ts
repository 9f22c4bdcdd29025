// The one "leave this page?" of the answering screens (decision 042): the browser's own `beforeunload` prompt, on
// while the page holds something that only it holds and that leaving or reloading would lose — answer files held
// in the page (answer-files-held.ts), answers waiting when the browser keeps nothing on the device (the status
// line, answer-status.lazy.tsx). One listener, whatever it holds. Browser only, late-loaded code.

const askBeforeLeaving = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Older browsers show their prompt only when a value is set.
  event.returnValue = "";
};

/** What the page holds that leaving it would lose: files held in it, answers the browser does not keep. */
const leaveLoses = new Set<"files" | "answers">();

/** Leaving or reloading the page asks first while `what` is held (`holds`), or anything else is. */
export function askBeforeLeavingWhile(what: "files" | "answers", holds: boolean): void {
  if (holds) leaveLoses.add(what);
  else leaveLoses.delete(what);
  if (leaveLoses.size > 0) window.addEventListener("beforeunload", askBeforeLeaving);
  else window.removeEventListener("beforeunload", askBeforeLeaving);
}
