import type { MetaDescriptor } from "@remix-run/node";

import type { MessageKey } from "~/i18n/i18n";

import { rootOf, translatorFor, type Matches } from "./page-title";

// A page's own description beside its title (share-meta.ts puts it on the sharing card too). A module of its own:
// the pages that describe themselves carry it, the others (the contest, at its budget) do not.

/**
 * A page's own description (search engines, sharing cards): the page named, then the school's, so that each page
 * of a site says what it is instead of the site's one sentence (decision 044). `page` is a catalogue key, or the
 * page's own words (a project's name) with `asText`.
 */
export function pageDescription(matches: Matches, page: string, asText = false): MetaDescriptor[] {
  const root = rootOf(matches);
  if (!root) return [];
  const t = translatorFor(root);
  const school = root.school?.name ?? t("title.default");
  const content = t("share.pageDescription", { page: asText ? page : t(page as MessageKey), school });
  return [
    { name: "description", content },
    { property: "og:description", content },
  ];
}
