import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";

import { createTranslator, type CompiledMessages, type MessageKey } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";

type Matches = Parameters<MetaFunction>[0]["matches"];
type RootMeta = { locale: Locale; messages: unknown; school: { name: string } | null } | undefined;

/**
 * A page title by public-sites §2.9, from the root loader's locale, catalogue and school: "home" uses the
 * school name, "course" the generic course title, a message key names a page of a site ("{page} - {school}").
 */
export function titleFromRoot(matches: Matches, page: "home" | "course" | MessageKey): string {
  const root = matches.find((match) => match.id === "root")?.data as RootMeta;
  if (!root) return "Online Learning Platform";
  const t = createTranslator(root.locale, root.messages as CompiledMessages);
  const school = root.school?.name;
  if (page === "course") return t("title.course");
  if (page === "home") return school ? t("title.withSchool", { school }) : t("title.default");
  return school ? t("title.pageOfSchool", { page: t(page), school }) : t(page);
}

/** The title of a page that failed: not found, or something went wrong. */
export function errorTitleKey(error: unknown): MessageKey {
  return isRouteErrorResponse(error) && error.status === 404 ? "errors.notFoundTitle" : "errors.errorTitle";
}
