import type { MessageKey } from "~/i18n/i18n";

import { rootOf, screenTitle, titleFromRoot, translatorFor, type Matches } from "./page-title";

// The titles of two kinds of page only (the college's library, the platform home), in a module of their own so
// that the other pages' code does not carry them (the JS budget, decision 025).

/**
 * A page of the college's ideological-resource library (the hzvtc site): its title, then the national
 * online-education brand (public-sites §2.9; decision 027). The course view keeps its generic course title.
 */
export function libraryTitle(matches: Matches, page: "home" | MessageKey): string {
  const root = rootOf(matches);
  const title = titleFromRoot(matches, page);
  return root ? translatorFor(root)("title.withBrand", { title }) : title;
}

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
