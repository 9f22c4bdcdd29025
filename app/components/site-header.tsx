import { Link, useMatches } from "@remix-run/react";

import { headerMenu } from "~/domain/header-menu";
import { homePathOf } from "~/domain/paths";
import { useT } from "~/i18n/i18n";
import { displayName } from "~/domain/user";
import { useLoginUrl, useOptionalUser, type RootData } from "~/utils/root-data";

import { PersonalMenu } from "./personal-menu";
import { SchoolBrand } from "./school-brand";

/** A route handle that names the element where its pages' own content starts (`id`). */
export type SkipTarget = { skipTo: string };

function hasSkipTarget(handle: unknown): handle is SkipTarget {
  return typeof handle === "object" && handle !== null && typeof (handle as SkipTarget).skipTo === "string";
}

export function SiteHeader({ root }: { root: RootData }) {
  const t = useT();
  const user = useOptionalUser();
  const loginUrl = useLoginUrl();
  const menu = user ? headerMenu(user) : null;
  const home = homePathOf(root.school?.code);
  const photo = user?.user_open_data?.weixin?.photo;
  // A layout whose pages open with a menu of their own (the learning centre's) names where its content starts, so
  // the skip link passes that menu too (decision 017: it landed 8 Tabs before the page's heading).
  const skipTo = useMatches()
    .map((match) => match.handle)
    .filter(hasSkipTarget)
    .pop();

  return (
    <header className="site-header">
      <a className="skip-link" href={`#${skipTo?.skipTo ?? "main"}`}>
        {t("a11y.skipToContent")}
      </a>
      <div className="site-header__inner">
        <Link to={home} className="site-header__brand">
          <SchoolBrand school={root.school} />
        </Link>
        {user && menu ? (
          <>
            <nav className="site-nav" aria-label={t("a11y.mainNav")}>
              <ul className="site-nav__list">
                {menu.schoolHome ? (
                  <li>
                    <Link to={menu.schoolHome}>{t("header.schoolHome")}</Link>
                  </li>
                ) : null}
                <li>
                  <a href={root.loginHost.infoCentre}>{t("header.workbench")}</a>
                </li>
                {menu.learningCentre ? (
                  <li>
                    <Link to={menu.learningCentre}>{t("header.learningCentre")}</Link>
                  </li>
                ) : null}
                {menu.userManagement ? (
                  <li>
                    <a href={root.loginHost.userManagement}>{t("header.userManagement")}</a>
                  </li>
                ) : null}
                {menu.travelStudy ? (
                  <li>
                    <Link to={menu.travelStudy}>{t("header.travelStudy")}</Link>
                  </li>
                ) : null}
              </ul>
            </nav>
            <PersonalMenu name={displayName(user)} photo={photo} loginHost={root.loginHost} />
          </>
        ) : (
          <a className="button button--primary site-header__login" href={loginUrl}>
            {t("header.login")}
          </a>
        )}
      </div>
    </header>
  );
}
