// The public sites' server rules (public-sites §4.1, §4.2, §6, §6.1): the site table's other half (sites.ts holds
// where each site lives, which every page's script needs). What a site's address answers another school, who keeps
// a user of another school, where logout goes, which words make a path public and where a school-coded address of a
// site moves are derived from `SITE_RULES`, never written per site elsewhere. A server module: loaders and the
// portal's guards ask it, the pages' script never carries it. Adding a site: docs/how-to-add-a-site.md.

import { isSectionKey } from "./hzvtc-keys";
import { isPartyKey } from "./party-keys";
import { tenantNotFoundPath } from "./paths";
import { ownsSite, siteBasePath, siteHomePath, SITE_KEYS, SITES, type Site, type SiteKey } from "./sites";

export type SiteRules = {
  /**
   * What the address of a school that does not own the site answers (§6): the owner's home (the college), that
   * school's own 404 page (the party site, the contest), or the page decides per visit (the study trip: its
   * visitor and its users go to my courses, decision 013).
   */
  otherSchools: "owner-home" | "not-found" | "per-visit";
  /**
   * A logged-in user of another school: a visitor here who may switch accounts (decision 008), sent to log in
   * to the owner's school (the college, decision 027), or sent to their own my courses (the study trip).
   */
  otherUsers: "visitor" | "owner-login" | "my-courses";
  /** Logout stays on the page (§4.1: 'except on the hzvtc, party and clnyy pages'); elsewhere it follows. */
  logoutStaysOnPage: boolean;
  /** Its own name makes a path public too, whatever else it contains (§4.2: 'the sxyxlx pages always count'). */
  publicByName: boolean;
};

export const SITE_RULES: Readonly<Record<SiteKey, SiteRules>> = {
  hzvtc: {
    otherSchools: "owner-home",
    otherUsers: "owner-login",
    logoutStaysOnPage: true,
    publicByName: false,
  },
  party: { otherSchools: "not-found", otherUsers: "visitor", logoutStaysOnPage: true, publicByName: false },
  contest: { otherSchools: "not-found", otherUsers: "visitor", logoutStaysOnPage: true, publicByName: false },
  "study-trip": {
    otherSchools: "per-visit",
    otherUsers: "my-courses",
    logoutStaysOnPage: false,
    publicByName: true,
  },
};

const entries = () => SITE_KEYS.map((key) => [key, { ...SITES[key], ...SITE_RULES[key] }] as const);

/** The first segment of a site's path: the word that makes a path public (§4.2: 'containing hzvtc, custom'). */
const familyOf = (site: Site) => site.path.split("/")[0] ?? site.path;
/** The last segment of a site's path: its name (`sxyxlx`). */
const nameOf = (site: Site) => site.path.split("/").at(-1) ?? site.path;

/**
 * The words whose presence makes a path public (§4.2: 'the public pages are those containing hzvtc, custom or
 * Page404; the sxyxlx pages always count as public'): every site's family, and the names of the sites public by
 * name. Page404 is not a site's: access.server.ts adds it.
 */
export function sitePublicMarkers(): string[] {
  const words = [
    ...entries().map(([, site]) => familyOf(site)),
    ...entries()
      .filter(([, site]) => site.publicByName)
      .map(([, site]) => nameOf(site)),
  ];
  return [...new Set(words)];
}

/** A site's page keeps a logged-in user of another school where they are (§6: 'except on hzvtc and custom pages'). */
export function keepsOtherSchoolUser(pathname: string): boolean {
  return entries().some(([, site]) => pathname.includes(familyOf(site)));
}

/** Logout stays on the page of a site that says so (§4.1); the path contains the site's path. */
export function logoutStaysOnSitePage(pathname: string): boolean {
  return entries().some(([, site]) => site.logoutStaysOnPage && pathname.includes(site.path));
}

/** The sites whose users of another school are sent to log in to the owner's school, by their path. */
export function ownerLoginSiteOfPath(pathname: string): SiteKey | null {
  const found = entries().find(
    ([, site]) => site.otherUsers === "owner-login" && pathname.includes(site.path),
  );
  return found?.[0] ?? null;
}

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
  const rule = SITE_RULES[site].otherSchools;
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
