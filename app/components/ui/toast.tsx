import { useT } from "~/i18n/i18n";
import type { Toast } from "~/utils/toast.server";

/**
 * A toast: the outcome of the last form post (from the flash cookie), or a client action's message (a
 * ToastStack, toast-queue.tsx). Announced politely, fades out by CSS (no script needed) after `durationMs` (5 s by default).
 */
export function ToastMessage({ toast, durationMs }: { toast: Toast; durationMs?: number }) {
  const t = useT();
  return (
    <div
      className={`toast toast--${toast.type}`}
      role={toast.type === "error" ? "alert" : "status"}
      style={durationMs ? ({ "--toast-delay": `${durationMs}ms` } as React.CSSProperties) : undefined}
    >
      {toast.text ?? t(toast.key)}
    </div>
  );
}
