// Where a school-coded address of a public site goes (public-sites §4.1, §6, §6.1): one rule for every site, from
// the site table (sites.ts) and the school-less pages each site has. Loaders only: the pages' script never needs it.

import { isSectionKey } from "./hzvtc-keys";
import { isPartyKey } from "./party-keys";
import { tenantNotFoundPath } from "./paths";
import { ownsSite, siteBasePath, siteHomePath, SITES, type SiteKey } from "./sites";

/**
 * The school-less page a school-coded sub-path of a site moves to (§2.2, §2.4 write them without a school), with
 * the query kept, or null when the sub-path is none of them.
 */
const SCHOOL_LESS_PAGES: Partial<Record<SiteKey, (parts: string[], search: string) => string | null>> = {
  // The six sections, the search and the detail (§2.2, §2.3). §6 names /{school}/hzvtc/list as a page without
  // login: the site's whole list, which is the search with its keyword or none (an empty college search lists
  // every course, decision 008), with its page (decision 027).
  hzvtc: ([page, ...more], search) => {
    if (more.length > 0) return null;
    if (isSectionKey(page) || page === "search" || page === "detail")
      return `${siteBasePath("hzvtc")}/${page}${search}`;
    if (page === "list") return hzvtcListTarget(new URLSearchParams(search));
    return null;
  },
  // The list, search, detail and project pages (§2.4, §2.5).
  party: ([page, section, ...more], search) => {
    if (more.length > 0) return null;
    if (page === "list" && isPartyKey(section)) return `${siteBasePath("party")}/list/${section}${search}`;
    if (section === undefined && (page === "search" || page === "detail" || page === "project"))
      return `${siteBasePath("party")}/${page}${search}`;
    return null;
  },
};

/** Where /{school}/hzvtc/list leads: the search, with the keyword and page it was given. */
function hzvtcListTarget(query: URLSearchParams): string {
  const params = new URLSearchParams({ keywords: query.get("keywords") ?? "" });
  const page = query.get("page");
  if (page) params.set("page", page);
  return `${siteBasePath("hzvtc")}/search?${params.toString()}`;
}

/**
 * Where `/center/{school}/{site path}{rest}` goes, or null to serve it (the home) or, for a sub-path that is
 * nothing, to answer the site's 404:
 *
 * - a school that does not own a site whose other schools get their own 404 page (the party site, the contest:
 *   §6 'others go to Page404') goes to `/center/{school}/Page404`, whatever the page;
 * - a school-coded sub-path the spec writes without a school moves there, with its query;
 * - otherwise another school goes to the owner's home (the college, §6: 'redirected to the designated school's
 *   hzvtc page'), and the owner's own address is served (its home) or unknown (anything else).
 *
 * The study trip decides per visit (`studyTripAccess`): its addresses are served here.
 */
export function siteTenantRedirect(site: SiteKey, school: string, rest = "", search = ""): string | null {
  const rule = SITES[site].otherSchools;
  if (rule === "per-visit") return null;
  const owner = ownsSite(school, site);
  if (!owner && rule === "not-found") return tenantNotFoundPath(school);
  const sub = rest.replace(/^\/+|\/+$/g, "");
  const parts = sub === "" ? [] : sub.split("/");
  if (parts.length === 0) return owner ? null : siteHomePath(site);
  const moved = SCHOOL_LESS_PAGES[site]?.(parts, search) ?? null;
  if (moved) return moved;
  return owner ? null : siteHomePath(site);
}
