import type { MessageKey } from "~/i18n/i18n";

import { rootOf, titleFromRoot, translatorFor, type Matches } from "./page-title";

// The titles of the college's library only, in a module of their own so that the other pages' code does not
// carry them (the JS budget, decision 025). The library's pages are the ones that lay out the college
// (hzvtc-layout.tsx), so this module travels in their shared script rather than as a small file of its own
// (the platform home's title: platform-title.ts).

/**
 * A page of the college's ideological-resource library (the hzvtc site): its title, then the national
 * online-education brand (public-sites §2.9; decision 027). The course view keeps its generic course title.
 */
export function libraryTitle(matches: Matches, page: "home" | MessageKey): string {
  const root = rootOf(matches);
  const title = titleFromRoot(matches, page);
  return root ? translatorFor(root)("title.withBrand", { title }) : title;
}
