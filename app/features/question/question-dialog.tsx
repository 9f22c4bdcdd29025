import { lazyPart } from "~/components/ui/lazy-part";

// The question screens' confirm dialogs (submit, incomplete submit, answer again, delete a file) are the one modal
// (components/ui/modal.tsx, decision 018), whose code loads once the page has loaded rather than with the page's
// first script (decision 011): it is there before the learner can open a dialog, and tracks the focus from then.
// `LazyConfirmDialog` is that same `ConfirmDialog`, named for how it loads.
export const LazyConfirmDialog = lazyPart(
  () => import("./question-dialog.lazy").then((module) => module.ConfirmDialog),
  { afterPageLoad: true },
);
