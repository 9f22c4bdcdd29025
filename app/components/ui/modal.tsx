import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";

import { useT } from "~/i18n/i18n";

import { focusAfterDialog, openerNow } from "./modal-focus";
import { useIsPending } from "~/hooks/use-is-pending";

type ModalProps = {
  title: string;
  closeHref: string;
  children: ReactNode;
  /**
   * A dialog form's refused reply (the action's, as it comes): when a new one arrives, the focus goes to what
   * went wrong, as useErrorFocus does for the pages' forms (decision 036) — the first field in error, a choice
   * of a group in error, or the form's message.
   */
  refused?: unknown;
};

/**
 * The one modal (docs/decisions/018): a `<dialog>` whose open state is the URL (`?edit=ID`, `?confirm=delete-ID`),
 * so the server renders it open and closing it is a link.
 *
 * With JavaScript it is shown with `showModal()`: the browser makes the rest of the page inert and keeps Tab
 * inside; focus goes to the heading; Escape closes it (the URL follows), and focus goes back to what opened it.
 * Without JavaScript it is open but not modal; `_ui.scss` then makes everything but the skip link and the dialog
 * inert by CSS, so the dialog is the first thing after the skip link, and its heading takes focus (tabindex -1).
 */
/**
 * Shows `dialog` as a modal while `active` (the one modal's behaviour, for Modal and the player's covering panels):
 * the browser makes the rest of the page inert and keeps Tab inside; focus goes to `heading`; Escape closes it and
 * the URL follows (`closeHref`); when it goes, focus goes back to what opened it.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement>,
  heading: RefObject<HTMLHeadingElement>,
  closeHref: string,
  active = true,
): void {
  const navigate = useNavigate();
  // The latest of each, for the listeners of the effect below (re-running it would steal the focus).
  const latest = useRef({ navigate, closeHref });
  useEffect(() => {
    latest.current = { navigate, closeHref };
  });

  useEffect(() => {
    const node = dialog.current;
    if (!active || !node) return;
    // What had the focus when the dialog came: the link or button that opened it (or nothing on a page load).
    const opener = openerNow();
    const openedAt = `${window.location.pathname}${window.location.search}`;
    // A dialog the server rendered open (not modal): reopen it as a modal.
    if (node.open) node.close();
    node.showModal();
    heading.current?.focus();
    // Escape closes the dialog natively; the URL follows. The close() just above also ends in a close event,
    // but by then the dialog is open again.
    const onClose = () => {
      if (!node.open) latest.current.navigate(latest.current.closeHref, { preventScrollReset: true });
    };
    node.addEventListener("close", onClose);
    return () => {
      node.removeEventListener("close", onClose);
      focusAfterDialog(opener, openedAt);
    };
  }, [dialog, heading, active]);
}

export function Modal({ title, closeHref, children, refused }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useModalDialog(dialog, heading, closeHref);
  useEffect(() => {
    if (refused)
      dialog.current
        ?.querySelector<HTMLElement>("[aria-invalid=true],fieldset[aria-describedby] input,[role=alert]")
        ?.focus();
  }, [refused]);

  return (
    <div className="modal-backdrop">
      <dialog ref={dialog} open className="modal" aria-modal="true" aria-labelledby={titleId}>
        <header className="modal__header">
          <h2 id={titleId} ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <Link to={closeHref} className="modal__close" aria-label={t("ui.close")} preventScrollReset>
            ×
          </Link>
        </header>
        {children}
      </dialog>
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
  /** A way to look before confirming (the attempt's summary, decision 043): a link under the message. */
  link?: { href: string; label: string };
};

/** A dialog form's buttons: cancel is a link that closes the dialog, the submit is off while posting. */
export function ModalActions({ closeHref, submitLabel }: { closeHref: string; submitLabel?: string }) {
  const t = useT();
  const busy = useIsPending();
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
export function ConfirmDialog({ title, message, closeHref, fields, confirmLabel, link }: ConfirmProps) {
  return (
    <Modal title={title} closeHref={closeHref}>
      <p>{message}</p>
      {link ? (
        <p>
          <Link to={link.href}>{link.label}</Link>
        </p>
      ) : null}
      <Form method="post" preventScrollReset>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <ModalActions closeHref={closeHref} submitLabel={confirmLabel} />
      </Form>
    </Modal>
  );
}
