import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { useModalDialog } from "~/components/ui/modal";
import { useT } from "~/i18n/i18n";

/** Below the desktop breakpoint (`$bp-desktop`) a panel covers the stage: there it is a modal dialog. */
const COVERS_THE_STAGE = "(max-width: 1023.98px)";

/**
 * One of the player's side panels (directory, introduction, notes), open while the URL says `?panel=`. On a desktop
 * it is a column beside the stage (`<aside>`). Where it covers the stage (a phone, a tablet) it becomes, once the
 * script runs, a modal `<dialog>` like the one modal (ui/modal.tsx, docs/decisions/018): focus goes to its heading,
 * Tab stays inside, Escape closes it (the URL follows) and focus goes back to what opened it. The server renders
 * the column (it cannot know the width), so hydration matches; without JavaScript `_player.scss` makes the page
 * behind a covering panel inert, so after the skip link comes the panel.
 */
export function PanelFrame({
  title,
  modifier,
  closeHref,
  children,
}: {
  title: string;
  /** The panel's name in its class, `player-panel--<modifier>`. */
  modifier: string;
  closeHref: string;
  children: ReactNode;
}) {
  const t = useT();
  const [modal, setModal] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useModalDialog(dialog, heading, closeHref, modal);

  // Modal where the panel covers the stage; again when the window is resized across the breakpoint.
  useEffect(() => {
    const covers = window.matchMedia(COVERS_THE_STAGE);
    const fit = () => setModal(covers.matches);
    fit();
    covers.addEventListener("change", fit);
    return () => covers.removeEventListener("change", fit);
  }, []);

  const content = (
    <>
      <header className="player-panel__header">
        <h2 id="player-panel-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <Link
          to={closeHref}
          className="player-panel__close"
          preventScrollReset
          aria-label={t("player.close")}
        >
          ×
        </Link>
      </header>
      {children}
    </>
  );
  const className = `player-panel player-panel--${modifier}`;
  return modal ? (
    <dialog ref={dialog} className={className} aria-labelledby="player-panel-title">
      {content}
    </dialog>
  ) : (
    <aside className={className} aria-labelledby="player-panel-title">
      {content}
    </aside>
  );
}
