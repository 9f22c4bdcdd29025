// Where the focus goes when the one modal (modal.tsx) closes: back to what opened it (docs/decisions/018).

/**
 * The element that last took the focus. A dialog opened by a form's button (Start, Submit, Delete file) comes
 * after a post during which the button was disabled, which took the focus away from it; this still names it.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener("focusin", (event) => {
    if (event.target instanceof HTMLElement && !event.target.closest("dialog")) lastFocused = event.target;
  });
}

/** What opened the dialog that is opening now: what has the focus, else what had it last (if still on the page). */
export function openerNow(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/**
 * Whether a link (its resolved `href`) leads to `pathAndQuery` on this origin: a link to a dialog's own URL is
 * the link that opens that dialog, which is how a page loaded with the dialog open finds its opener.
 */
export function leadsTo(href: string, pathAndQuery: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  return url.origin === origin && `${url.pathname}${url.search}` === pathAndQuery;
}

/**
 * After the dialog has gone: if the focus went with it (it is on the body), give it to the opener if it is still
 * on the page, else to a link that opens the same dialog, else to the main landmark. A focus the browser has
 * already given back (Escape on a modal dialog returns it to the opener) is left alone.
 */
export function focusAfterDialog(opener: HTMLElement | null, openedAt: string): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const kept = opener && opener !== document.body && opener.isConnected ? opener : null;
  const link = kept
    ? null
    : [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].find((candidate) =>
        leadsTo(candidate.href, openedAt, window.location.origin),
      );
  const target = kept ?? link ?? document.getElementById("main");
  target?.focus({ preventScroll: !kept && !link });
}
