// What of a path the root loader reads (decision 022): the school in the path, the public site's school of a
// school-less path, whether its guard or the root asks for the user and which site's frame content it carries
// (sites.ts). Two paths of one scope give the same root data for one browser between two posts, so a navigation
// between them need not run the root loader again (root.tsx `shouldRevalidate`).

import { schoolFromPath, userComesFromGuard } from "./access";
import { siteSchoolOfPath } from "./sites";
import { framedSiteOfPath } from "./sites";

/** The root's scope of a path as one string: equal strings, equal root data. */
export function rootScopeOf(pathname: string): string {
  return [
    schoolFromPath(pathname) ?? "",
    siteSchoolOfPath(pathname) ?? "",
    // The root asks for the user on every page but those whose guard does (userComesFromGuard).
    userComesFromGuard(pathname) ? "guarded" : "",
    framedSiteOfPath(pathname) ?? "",
  ].join("|");
}
