import type { MessageKey } from "~/i18n/i18n";

import { rootOf, screenTitle, translatorFor, type Matches } from "./page-title";

// The platform home's title, for its one page (the catalogue), apart from the library's titles (site-titles.ts):
// a module both used made a small script of its own on each library page (the JS budget, decision 025).

/**
 * The platform home (public-sites §2.9: 'a media-talent training platform title'): the catalogue when no school
 * is known, the page a visitor without a school lands on, names the platform where a school's page names the
 * school (decision 027). With a school it is that school's catalogue, titled as every screen.
 */
export function platformHomeTitle(matches: Matches, screen: MessageKey): string {
  const root = rootOf(matches);
  if (!root || root.school) return screenTitle(matches, screen);
  const t = translatorFor(root);
  return t("title.pageOfSchool", { page: t(screen), school: t("title.platformHome") });
}
