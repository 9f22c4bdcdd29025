import type { FormMessage } from "~/forms/form-message";
import { useT, type MessageKey } from "~/i18n/i18n";

// The one way a form shows what went wrong (app/forms/form-message.ts): a form message as an alert at the top
// of the form, a field error under its field, tied to it by `id` (the field's aria-describedby), and the error
// summary at the top of the page's main content (error-summary.tsx, decision 036).

/** A form-level message: the upstream's words when it gave any, else the catalogue text. */
export function FormErrors({ id, message }: { id: string; message: FormMessage | null }) {
  const t = useT();
  if (!message) return null;
  return (
    // Focusable: a refused post puts the focus here when the form has no field in error (use-error-focus.ts).
    <p className="notice notice--error" role="alert" id={id} tabIndex={-1}>
      {message.text ?? t(message.key)}
    </p>
  );
}

/**
 * A field's error under it; give the field `aria-describedby={id}` and `aria-invalid` when there is one.
 * `values`: the catalogue text's placeholders (a limit the rule took from data); `alert`: announced at once.
 */
export function FieldError({
  id,
  error,
  values,
  alert = false,
}: {
  id: string;
  error: MessageKey | null;
  values?: Record<string, string | number>;
  alert?: boolean;
}) {
  const t = useT();
  if (!error) return null;
  return (
    <p className="form-error" id={id} role={alert ? "alert" : undefined}>
      {t(error, values)}
    </p>
  );
}
