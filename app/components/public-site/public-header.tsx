import { Form, Link } from "@remix-run/react";

import { LogoutForm, PersonalMenu } from "~/components/personal-menu";
import { SEARCH_KEYWORD_MAX } from "~/domain/text-length";
import { displayName } from "~/domain/user";
import { useT } from "~/i18n/i18n";

import type { PublicSiteVisit } from "./use-public-site";

export type PublicNavItem = {
  label: string;
  to: string;
  current: boolean;
  /** Opens in a new tab (the party site's learning centre, §2.4), said to screen readers. */
  newTab?: boolean;
};

type Props = {
  /** Who is visiting and the school's name, logo and login links (usePublicSite). */
  site: PublicSiteVisit;
  /** The site's home (the brand links to it). */
  home: string;
  /** The school's own home page (outside the portal). */
  schoolHomeUrl?: string;
  search?: {
    action: string;
    name: string;
    value: string;
    active: boolean;
    label: string;
    /** Fields sent with the keyword (the party header names itself, so the server can answer its empty search
     * in its own words, public-sites §5). */
    hidden?: Readonly<Record<string, string>>;
  };
  nav: readonly PublicNavItem[];
};

/**
 * The header of the public sites (public-sites §4.1): a Login button for a visitor, the name with the user menu
 * (information service centre, personal info, change password, logout) for a user: the one PersonalMenu, a
 * <details>, so it opens by keyboard, touch or click with or without JavaScript; logout stays on this page.
 */
export function PublicHeader(props: Props) {
  const { site, home, schoolHomeUrl, search, nav } = props;
  const { user, switchAccount, loginUrl, loginHost } = site;
  const t = useT();
  return (
    <header className="public-header" id="top">
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      <div className="public-header__bar">
        <Link to={home} className="public-header__brand">
          {site.logo ? (
            <img src={site.logo} alt="" width={36} height={36} className="public-header__logo" />
          ) : null}
          <span>{site.name}</span>
        </Link>
        {search ? (
          <div className={`public-search ${search.active ? "public-search--active" : ""}`}>
            <Form method="get" action={search.action} role="search">
              <label htmlFor="public-search-input" className="visually-hidden">
                {search.label}
              </label>
              <input
                id="public-search-input"
                type="search"
                name={search.name}
                defaultValue={search.value}
                maxLength={SEARCH_KEYWORD_MAX}
                placeholder={search.label}
                className="field public-search__input"
              />
              {Object.entries(search.hidden ?? {}).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button type="submit" className="button button--primary public-search__button">
                {t("site.search")}
              </button>
            </Form>
          </div>
        ) : null}
        <div className="public-header__account">
          {schoolHomeUrl ? (
            <a href={schoolHomeUrl} className="public-header__school-home">
              {t("header.schoolHome")}
            </a>
          ) : null}
          {user ? (
            <PersonalMenu name={displayName(user)} loginHost={loginHost} />
          ) : switchAccount ? (
            <SwitchAccountForm />
          ) : (
            <a className="button button--primary" href={loginUrl}>
              {t("header.login")}
            </a>
          )}
        </div>
      </div>
      <nav className="public-nav" aria-label={t("a11y.mainNav")}>
        <ul>
          {nav.map((item) => (
            <li key={item.to}>
              {item.newTab ? (
                <a href={item.to} target="_blank" rel="noopener noreferrer">
                  {item.label}
                  <span className="visually-hidden">{t("site.opensInNewTab")}</span>
                </a>
              ) : (
                <Link to={item.to} aria-current={item.current ? "page" : undefined}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/**
 * For a user of another school on a public site: logging out keeps them on this page (§4.1), as a visitor who
 * can then log in to this site's school.
 */
export function SwitchAccountForm() {
  const t = useT();
  return (
    <LogoutForm className="switch-account" buttonClass="button button--primary">
      {t("site.switchAccount")}
    </LogoutForm>
  );
}
