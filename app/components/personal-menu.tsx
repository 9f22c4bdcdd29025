import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

import { OUTBOX_PREFIX } from "~/domain/device-answers";
import { LOGOUT_PATH } from "~/domain/paths";
import { useT } from "~/i18n/i18n";
import type { LoginHostLinks } from "~/services/account.server";
import { useOptionalUser } from "~/utils/root-data";

/**
 * The answers this learner kept on the device (decision 042) go at logout: the next person to use the browser never
 * finds them; another learner's, keyed by that learner, stay until they come back (decision 052). Run once the
 * logout has gone (the page is left for its answer; with JavaScript: without it nothing is kept on the device),
 * never before: a logout that cannot go leaves them.
 */
function forgetDeviceAnswers(learner: string): void {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(`${OUTBOX_PREFIX}${learner}:`)) localStorage.removeItem(key);
  } catch {
    // storage off: nothing was kept
  }
}

/**
 * The question screens kept on the device (decision 052) go as the logout leaves, everyone's (copies only: the
 * answers live in the records), with the answering screens' worker; the next page's sweep finishes what is left.
 */
function forgetCopies(): void {
  if (!("caches" in window)) return;
  void caches.keys().then((names) => {
    for (const name of names) if (name.startsWith("portal-offline")) void caches.delete(name);
  });
  void navigator.serviceWorker
    ?.getRegistrations()
    .then((all) => all.forEach((each) => void each.unregister()));
}

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
  const user = useOptionalUser();
  const learner = `${user?.school_code ?? ""}:${user?.id ?? user?.username ?? ""}`;
  return (
    <Form
      method="post"
      action={LOGOUT_PATH}
      reloadDocument
      className={className}
      // The answers kept on this device are cleared once the logout has gone (never offline: it could not go, and
      // the browser's error page is left too). The question screens ask first, and refuse offline saying why
      // (answer-status.lazy.tsx).
      onSubmit={() => {
        if (!navigator.onLine) return;
        forgetCopies();
        onpagehide = () => forgetDeviceAnswers(learner);
      }}
    >
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

/**
 * The user's menu in a header (learner area and public sites): a <details>, so it opens by keyboard, touch or
 * click with JavaScript or without. Its name starts with the name it shows (then "personal menu"), a chevron
 * says it opens. With JavaScript the summary also says whether it is open (aria-expanded, set here only: without
 * JavaScript the browser says so for a <summary> itself, and a server-rendered attribute would lie after a
 * toggle), and Escape or a press outside closes it, Escape giving the focus back to the summary.
 */
export function PersonalMenu({
  name,
  photo,
  loginHost,
}: {
  name: string;
  photo?: string | null;
  loginHost: LoginHostLinks;
}) {
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const node = details.current;
    const summary = node?.querySelector("summary");
    if (!node || !summary) return;
    const sync = () => summary.setAttribute("aria-expanded", String(node.open));
    const onKey = (event: KeyboardEvent) => {
      if (!node.open || event.key !== "Escape") return;
      node.open = false;
      summary.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !node.contains(event.target)) node.open = false;
    };
    sync();
    node.addEventListener("toggle", sync);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      node.removeEventListener("toggle", sync);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return (
    <details ref={details} className="personal-menu">
      <summary>
        {photo ? <img className="personal-menu__photo" src={photo} alt="" width={28} height={28} /> : null}
        <span>{name}</span> <span className="visually-hidden">{t("a11y.personalMenu")}</span>
        <span className="personal-menu__chevron" aria-hidden="true" />
      </summary>
      <PersonalMenuList loginHost={loginHost} />
    </details>
  );
}
