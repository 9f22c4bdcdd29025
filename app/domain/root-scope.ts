// What of a path the root loader reads (decision 022): the school in the path, the public site's school of a
// school-less path and which site's frame content it carries (sites.ts). Two paths of one scope give the same root
// data for one browser between two posts, so a navigation between them need not run the root loader again
// (root.tsx `shouldRevalidate`). The user is the same on every page of one browser between two posts (decision 048).

import { schoolFromPath } from "./access";
import { framedSiteOfPath, siteSchoolOfPath } from "./sites";

/** The root's scope of a path as one string: equal strings, equal root data. */
export function rootScopeOf(pathname: string): string {
  return [
    schoolFromPath(pathname) ?? "",
    siteSchoolOfPath(pathname) ?? "",
    framedSiteOfPath(pathname) ?? "",
  ].join("|");
}
