import { NavLink } from "@remix-run/react";

import { userPath, type UserPage } from "~/domain/paths";
import { useT } from "~/i18n/i18n";

// The learning centre's screens, in the order of learner-area §2.
const ENTRIES = [
  "myClass",
  "studyRecord",
  "myNote",
  "myCertificate",
  "myPractice",
  "myAssess",
  "MyStudy",
] as const satisfies readonly UserPage[];

/** The user area's left menu; on a phone and a tablet its links wrap into rows above the content, all in sight. */
export function UserAreaNav({ school }: { school: string }) {
  const t = useT();
  return (
    <nav className="user-nav" aria-label={t("a11y.userNav")}>
      <h2 className="user-nav__title">{t("userMenu.title")}</h2>
      <ul className="user-nav__list">
        {ENTRIES.map((entry) => (
          <li key={entry}>
            <NavLink
              to={userPath(school, entry)}
              className={({ isActive }) => `user-nav__link${isActive ? " user-nav__link--active" : ""}`}
            >
              {t(`userMenu.${entry}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
