import { Link, useParams } from "@remix-run/react";

import { learningCentrePath, myClassPath } from "~/domain/paths";
import { useT, type MessageKey } from "~/i18n/i18n";

type Props = {
  title: MessageKey;
  text: MessageKey;
  hint?: MessageKey;
  action: { to: string; label: MessageKey };
};

/** A page that only says what happened and offers one way on: error, not-found and no-permission pages. */
export function StatusPage({ title, text, hint, action }: Props) {
  const t = useT();
  return (
    <div className="status-page">
      <h1>{t(title)}</h1>
      <p>{t(text)}</p>
      {hint ? <p>{t(hint)}</p> : null}
      <p className="status-page__actions">
        <Link className="button button--primary" to={action.to}>
          {t(action.label)}
        </Link>
      </p>
    </div>
  );
}

/**
 * The school's own status pages (learner-area §2, §4): the error page leads back to the learning centre, a
 * course that does not exist (2004) or that the learner may not enter (expired, disabled) to my courses.
 */
const SCHOOL_PAGES = {
  error: { title: "errors.errorTitle", text: "errors.errorText", back: "centre" },
  courseNotFound: { title: "errors.notFoundTitle", text: "errors.courseNotFound", back: "myClass" },
  noPermission: {
    title: "errors.forbiddenTitle",
    text: "errors.noPermission",
    hint: "errors.noPermissionHint",
    back: "myClass",
  },
} as const satisfies Record<
  string,
  { title: MessageKey; text: MessageKey; hint?: MessageKey; back: "centre" | "myClass" }
>;

/** One of the school's status pages, for the school in the URL. */
export function SchoolStatusPage({ page }: { page: keyof typeof SCHOOL_PAGES }) {
  const { school = "" } = useParams();
  const copy: { title: MessageKey; text: MessageKey; hint?: MessageKey; back: "centre" | "myClass" } =
    SCHOOL_PAGES[page];
  const action =
    copy.back === "centre"
      ? { to: learningCentrePath(school), label: "common.backToCentre" as const }
      : { to: myClassPath(school), label: "common.backToMyClass" as const };
  return <StatusPage title={copy.title} text={copy.text} hint={copy.hint} action={action} />;
}
