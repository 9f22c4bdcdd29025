import { useT } from "~/i18n/i18n";
import type { Toast } from "~/utils/toast.server";

/** The outcome of the last form post; announced politely, fades out by CSS (no script needed). */
export function ToastMessage({ toast }: { toast: Toast }) {
  const t = useT();
  return (
    <div className={`toast toast--${toast.type}`} role={toast.type === "error" ? "alert" : "status"}>
      {toast.text ?? t(toast.key)}
    </div>
  );
}
