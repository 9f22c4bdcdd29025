import type { MessageKey } from "~/i18n/i18n";

import { rootOf, titleFromRoot, translatorFor, type Matches } from "./page-title";

// The college library's page titles, in a module of their own so that the other pages' code does not carry them
// (the JS budget, decisions 025 and 035). Only the college's pages import it, so the bundler keeps it in the file
// of their shared code (the platform home's title is in platform-home-title.ts for that reason).

/**
 * A page of the college's ideological-resource library (the hzvtc site): its title, then the national
 * online-education brand (public-sites §2.9; decision 027). The course view keeps its generic course title.
 */
export function libraryTitle(matches: Matches, page: "home" | MessageKey): string {
  const root = rootOf(matches);
  const title = titleFromRoot(matches, page);
  return root ? translatorFor(root)("title.withBrand", { title }) : title;
}
