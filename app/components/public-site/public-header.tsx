import { Form, Link } from "@remix-run/react";

import { LogoutForm, PersonalMenuList } from "~/components/personal-menu";
import { displayName } from "~/domain/user";
import { useT } from "~/i18n/i18n";
import type { LoginHostLinks, User } from "~/services/account.server";

export type PublicNavItem = {
  label: string;
  to: string;
  current: boolean;
  /** Opens in a new tab (the party site's learning centre, §2.4), said to screen readers. */
  newTab?: boolean;
};

type Props = {
  brand: { name: string; logo: string | null; home: string };
  /** The school's own home page (outside the portal). */
  schoolHomeUrl?: string;
  search?: { action: string; name: string; value: string; active: boolean; label: string };
  nav: readonly PublicNavItem[];
  /** The user this site shows as logged in; null for a visitor (or a user of another school, §4.1). */
  user: User | null;
  /** A user of another school is logged in: offer to log out (and then log in here) instead of Login. */
  switchAccount?: boolean;
  loginUrl: string;
  loginHost: LoginHostLinks;
};

/**
 * The header of the public sites (public-sites §4.1): a Login button for a visitor, the name with the user menu
 * (information service centre, personal info, change password, logout) for a user. The menu is a <details>,
 * so it opens by keyboard, touch or click with or without JavaScript; logout stays on this page.
 */
export function PublicHeader(props: Props) {
  const { brand, schoolHomeUrl, search, nav, user, switchAccount = false, loginUrl, loginHost } = props;
  const t = useT();
  return (
    <header className="public-header" id="top">
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      <div className="public-header__bar">
        <Link to={brand.home} className="public-header__brand">
          {brand.logo ? (
            <img src={brand.logo} alt="" width={36} height={36} className="public-header__logo" />
          ) : null}
          <span>{brand.name}</span>
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
                placeholder={search.label}
                className="field public-search__input"
              />
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
            <details className="personal-menu">
              <summary>
                <span>{displayName(user)}</span>
                <span className="visually-hidden">{t("a11y.personalMenu")}</span>
              </summary>
              <PersonalMenuList loginHost={loginHost} />
            </details>
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
