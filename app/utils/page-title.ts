import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";

import { translatorOf, type MessageKey, type Translate } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";

export type Matches = Parameters<MetaFunction>[0]["matches"];
type RootMeta = { locale: Locale; school: { name: string } | null; formRefused?: boolean } | undefined;

const NO_ROOT_TITLE = "Online Learning Platform";

export function rootOf(matches: Matches): RootMeta {
  return matches.find((match) => match.id === "root")?.data as RootMeta;
}

/** The catalogue of the root's locale, held by the server and by the browser before it hydrates (decision 022). */
export function translatorFor(root: NonNullable<RootMeta>): Translate {
  return translatorOf(root.locale) ?? ((key) => key);
}

/**
 * The one rule for a refused form's title (decision 036; the GOV.UK pattern): when the action of the
 * request that rendered the page answered a form with errors (a post without JavaScript), the title says so
 * first ('错误：…', 'Error: …'). The screens' title helpers end here (the library's wraps titleFromRoot).
 */
export function refusedFormTitle(root: NonNullable<RootMeta>, t: Translate, title: string): string {
  return root.formRefused ? t("title.formError", { title }) : title;
}

/**
 * A page title by public-sites §2.9, from the root loader's locale and school: "home" uses the school name,
 * "course" the generic course title, a message key names a page of a site ("{page} - {school}").
 */
export function titleFromRoot(matches: Matches, page: "home" | "course" | MessageKey): string {
  const root = rootOf(matches);
  if (!root) return NO_ROOT_TITLE;
  const t = translatorFor(root);
  const school = root.school?.name;
  const title =
    page === "course"
      ? t("title.course")
      : page === "home"
        ? school
          ? t("title.withSchool", { school })
          : t("title.default")
        : school
          ? t("title.pageOfSchool", { page: t(page), school })
          : t(page);
  return refusedFormTitle(root, t, title);
}

/** The school's own title, or the platform's (the root's, under every screen that names itself). */
export function rootTitle(matches: Matches): string {
  return titleFromRoot(matches, "home");
}

/**
 * A screen's title (decision 022): the screen, then what it is about when it is about one thing (a
 * course, an assessment), then the school: '我的笔记 - 示范学校', '课程学习 - Python 基础 - 示范学校'.
 */
export function screenTitle(matches: Matches, screen: MessageKey, subject?: string | null): string {
  const root = rootOf(matches);
  if (!root) return NO_ROOT_TITLE;
  const t = translatorFor(root);
  const named = subject ? t("title.screenOfSubject", { screen: t(screen), subject }) : t(screen);
  const school = root.school?.name;
  return refusedFormTitle(root, t, school ? t("title.pageOfSchool", { page: named, school }) : named);
}

/** A screen's `meta`: its title, or the failure's title when its loader failed (404, 'something went wrong'). */
export function screenMeta<Data = unknown>(
  screen: MessageKey,
  subjectOf?: (data: Data) => string | null | undefined,
): MetaFunction {
  return ({ matches, data, error }) => [
    {
      title: error
        ? screenTitle(matches, errorTitleKey(error))
        : screenTitle(matches, screen, data && subjectOf ? subjectOf(data as Data) : null),
    },
  ];
}

/**
 * In the browser: a navigation whose request got no answer at all (offline, the line cut), which the router reports
 * as fetch's TypeError ('Failed to fetch', Firefox's 'NetworkError…', Safari's 'Load failed'). A server never throws
 * it to a page: its own failures are answers (decision 024).
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** The title of a page that failed: not found, no connection, or something went wrong. */
export function errorTitleKey(error: unknown): MessageKey {
  if (isNetworkFailure(error)) return "errors.offlineTitle";
  return isRouteErrorResponse(error) && error.status === 404 ? "errors.notFoundTitle" : "errors.errorTitle";
}
