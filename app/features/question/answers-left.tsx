import { lazyCode, useLazyCode } from "~/components/ui/lazy-code";

// Answers left on this device by an attempt that has ended, listed as not saved (answers-left.lazy.tsx, decision
// 042): on the assessment list and the pages an ended attempt leads to. Nothing of it is in the page's first script
// or its server HTML (what the device holds is known only in the browser): its code loads after hydration. Beside
// it, the answer files a page left unsent (app/features/question/answer-files-left.lazy.tsx: "not sent: <name> — pick it again").

const code = lazyCode(() => import("./answers-left.lazy"));
// The answering screens' code, loaded as the root loads its sweep (a dynamic import, after the page).
const files = lazyCode(() => import("~/features/question/answer-files-left.lazy"));

export function AnswersLeft() {
  const loaded = useLazyCode(code);
  const lost = useLazyCode(files);
  return (
    <>
      {loaded ? <loaded.AnswersLeftList /> : null}
      {lost ? <lost.FilesLeftList /> : null}
    </>
  );
}
