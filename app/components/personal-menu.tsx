import { Form, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

import { LOGOUT_PATH } from "~/domain/paths";
import { useT } from "~/i18n/i18n";
import type { LoginHostLinks } from "~/services/account.server";

/**
 * Logout: a post that names this page, so the portal can come back to it where the spec says so (public sites,
 * §4.1) or go on to the login service's answer.
 */
export function LogoutForm({
  className,
  buttonClass,
  children,
}: {
  className?: string;
  buttonClass: string;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <Form method="post" action={LOGOUT_PATH} reloadDocument className={className}>
      <input type="hidden" name="from" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={buttonClass}>
        {children}
      </button>
    </Form>
  );
}

/** The user menu's entries (learner-area §1, public-sites §4.1): the login service's pages and logout. */
export function PersonalMenuList({ loginHost }: { loginHost: LoginHostLinks }) {
  const t = useT();
  return (
    <ul className="personal-menu__list">
      <li>
        <a href={loginHost.infoCentre}>{t("header.infoCentre")}</a>
      </li>
      <li>
        <a href={loginHost.personalInfo}>{t("header.personalInfo")}</a>
      </li>
      <li>
        <a href={loginHost.changePassword}>{t("header.changePassword")}</a>
      </li>
      <li>
        <LogoutForm buttonClass="link-button">{t("header.logout")}</LogoutForm>
      </li>
    </ul>
  );
}
