import "~/components/page-kit";
import "~/features/question/question-kit";

// The one modal's confirm dialog (components/ui/modal.tsx) for the question screens, loaded after their first
// script (question-kit.ts, decision 011).
export { ConfirmDialog } from "~/components/ui/modal";
