import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";

import { CROSS_SITE_STATUS_TEXT } from "~/domain/cross-site";
import { homePathOf, PORTAL_HOME } from "~/domain/paths";
import { useOptionalI18n, type MessageKey } from "~/i18n/i18n";
import { isUpstreamFailureBody } from "~/utils/upstream-failure-body";
import { isNetworkFailure } from "~/utils/page-title";
import { useRootData } from "~/utils/root-data";

import { NotFoundPage, type StatusHome } from "./not-found-page";

type Copy = { title: MessageKey; text: MessageKey };

function copyFor(status: number, reason: string | null): Copy {
  if (status === 403 && reason === CROSS_SITE_STATUS_TEXT)
    return { title: "errors.crossSiteTitle", text: "errors.crossSiteText" };
  if (status === 404) return { title: "errors.notFoundTitle", text: "errors.notFound" };
  // Bad input to an action (docs/decisions/028): 400, 405, 413, 415 (the plain answer names which).
  if (status > 399 && status < 416 && status !== 403)
    return { title: "errors.badRequestTitle", text: "errors.badRequestText" };
  if (status === 403) return { title: "errors.forbiddenTitle", text: "errors.studyBan" };
  if (status === 503 || reason === "unreachable" || reason === "timeout")
    return { title: "errors.unavailableTitle", text: "errors.unavailableText" };
  if (status === 502) return { title: "errors.errorTitle", text: "errors.badAnswerText" };
  return { title: "errors.errorTitle", text: "errors.errorText" };
}

/**
 * The one error boundary: a friendly page for every failure, with the status the server answered; never a
 * stack trace. Unexpected errors are logged on the server by Remix.
 */
export function GeneralErrorBoundary({ home }: { home?: StatusHome } = {}) {
  const error = useRouteError();
  const i18n = useOptionalI18n();
  const root = useRootData();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const reason = !isRouteErrorResponse(error)
    ? null
    : isUpstreamFailureBody(error.data)
      ? error.data.reason
      : error.statusText || null;

  // Only when the root itself failed: no catalogue to speak from, so both languages.
  if (!i18n) {
    return (
      <div className="status-page">
        <h1>出错了 / Something went wrong</h1>
        <p>
          <a href={PORTAL_HOME}>在线学习平台 / Online Learning Platform</a>
        </p>
      </div>
    );
  }
  if (status === 404) return <NotFoundPage home={home} />;
  const { t } = i18n;
  // A navigation that got no answer (decision 044): the line is down, not the page; the way on is the same
  // address again, and the header still shows the learner (useOptionalUser).
  const offline = isNetworkFailure(error);
  const copy: Copy = offline
    ? { title: "errors.offlineTitle", text: "errors.offlineText" }
    : copyFor(status, reason);
  const centre = homePathOf(root?.school?.code);
  return (
    <div className="status-page" role="alert">
      <h1>{t(copy.title)}</h1>
      <p>{t(copy.text)}</p>
      <p className="status-page__actions">
        <Link
          className="button button--primary"
          to={offline ? location.pathname + location.search : (home?.to ?? centre)}
        >
          {offline ? t("errors.tryAgain") : (home?.label ?? t("common.backToCentre"))}
        </Link>
      </p>
    </div>
  );
}
