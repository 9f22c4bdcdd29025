import type { ReactNode } from "react";

import { useT } from "~/i18n/i18n";

import { LanguageSwitch } from "../language-switch";

type Props = {
  header: ReactNode;
  /** Side widgets (consultation, QR code…), fixed beside the page on wide screens, after it on phones. */
  aside?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * The frame of every public site: its own header and footer instead of the portal's, side widgets, and a
 * back-to-top link (an anchor, so it works without JavaScript). Routes opt in with `handle.publicSite`.
 */
export function PublicSiteShell({ header, aside, footer, children, className = "" }: Props) {
  const t = useT();
  return (
    <div className={`public-site ${className}`}>
      {header}
      <main id="main" className="public-main" tabIndex={-1}>
        {children}
      </main>
      <aside className="public-widgets" aria-label={t("site.widgets")}>
        {aside}
        <a className="public-widgets__top" href="#top">
          {t("site.backToTop")}
        </a>
      </aside>
      <footer className="public-footer">
        <div className="public-footer__inner">
          {footer}
          <LanguageSwitch />
        </div>
      </footer>
    </div>
  );
}
