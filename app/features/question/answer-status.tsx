import { lazyPart } from "~/components/ui/lazy-part";

import type { AnswerSavingProps } from "./answer-status.lazy";

// The answers' one status line and their machinery (answer-status.lazy.tsx, decision 042): rendered by the server,
// empty, so that its live region is in the page from the start; its code loads once the page has loaded (decision
// 031), which keeps the first visit within the question screens' budget.

export const AnswerSaving = lazyPart<AnswerSavingProps>(
  () => import("./answer-status.lazy").then((module) => module.AnswerSaving),
  { afterPageLoad: true },
);
