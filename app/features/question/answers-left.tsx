import { lazyCode, useLazyCode } from "~/components/ui/lazy-code";

// Answers left on this device by an attempt that has ended, listed as not saved (answers-left.lazy.tsx, decision
// 042): on the assessment list and the pages an ended attempt leads to. Nothing of it is in the page's first script
// or its server HTML (what the device holds is known only in the browser): its code loads after hydration.

const code = lazyCode(() => import("./answers-left.lazy"));

export function AnswersLeft() {
  const loaded = useLazyCode(code);
  return loaded ? <loaded.AnswersLeftList /> : null;
}
