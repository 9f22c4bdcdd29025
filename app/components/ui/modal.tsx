import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";

import { useT } from "~/i18n/i18n";

type ModalProps = { title: string; closeHref: string; children: ReactNode };

/**
 * The one modal pattern: the dialog is URL state (`?edit=ID`, `?confirm=delete-ID`), so the server renders it
 * open and closing it is a link. With JavaScript it takes the focus and Escape closes it.
 */
export function Modal({ title, closeHref, children }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const node = dialog.current;
    const first = node?.querySelector<HTMLElement>("textarea, input, select, button");
    (first ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(closeHref, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeHref, navigate]);

  return (
    <div className="modal-backdrop">
      <section
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 id={titleId}>{title}</h2>
          <Link to={closeHref} className="modal__close" aria-label={t("ui.close")} preventScrollReset>
            ×
          </Link>
        </header>
        {children}
      </section>
    </div>
  );
}

type ConfirmProps = {
  title: string;
  message: string;
  closeHref: string;
  /** Hidden fields of the confirming post, e.g. {intent: "delete", id}. */
  fields: Record<string, string>;
  confirmLabel?: string;
};

/** A dialog form's buttons: cancel is a link that closes the dialog, the submit is off while posting. */
export function ModalActions({ closeHref, submitLabel }: { closeHref: string; submitLabel?: string }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="modal__actions">
      <Link to={closeHref} className="button" preventScrollReset>
        {t("ui.cancel")}
      </Link>
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel ?? t("ui.confirm")}
      </button>
    </div>
  );
}

/** A confirm dialog whose confirm button posts a form: works the same with JavaScript off. */
export function ConfirmDialog({ title, message, closeHref, fields, confirmLabel }: ConfirmProps) {
  return (
    <Modal title={title} closeHref={closeHref}>
      <p>{message}</p>
      <Form method="post" preventScrollReset>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <ModalActions closeHref={closeHref} submitLabel={confirmLabel} />
      </Form>
    </Modal>
  );
}
