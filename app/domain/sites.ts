// The public sites (public-sites §2.2–§2.7, §4.1, §4.2, §6, §6.1) in one table. What makes a path public, who
// keeps a user of another school, where logout goes, which school a school-less page belongs to, every site's
// home and base path, and which pages carry frame content in the root's data are derived from it, never written
// per site elsewhere. Which school owns a site is its `site` in school-rules.ts (every school code lives there).
// Adding a site: docs/how-to-add-a-site.md. Every page's script carries this table (the header's school home
// links through it): keep it data, with nothing heavier than school-rules behind it.

import { BASE_PATH, segment } from "./paths";
import { schoolRules, siteSchool } from "./school-rules";

export const SITE_KEYS = ["hzvtc", "party", "contest", "study-trip"] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

export type Site = {
  /** The site's home below `/center/{school}` (public-sites §2): `hzvtc`, `custom/party`… */
  path: string;
  /** The base of its pages that the spec writes without a school, below `/center` (§2.2, §2.4), or null. */
  schoolLessPath: string | null;
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
  /** Its frame's content travels in the root loader's data (decision 011), so its error pages have it too. */
  frameInRoot: boolean;
};

export const SITES: Readonly<Record<SiteKey, Site>> = {
  // The college's ideological-resource library (§2.2, §2.3; school 100028; decision 008).
  hzvtc: {
    path: "hzvtc",
    schoolLessPath: "hzvtc",
    otherSchools: "owner-home",
    otherUsers: "owner-login",
    logoutStaysOnPage: true,
    publicByName: false,
    frameInRoot: false,
  },
  // The party-building site (§2.4, §2.5; school 100004; decision 010).
  party: {
    path: "custom/party",
    schoolLessPath: "custom/party",
    otherSchools: "not-found",
    otherUsers: "visitor",
    logoutStaysOnPage: true,
    publicByName: false,
    frameInRoot: true,
  },
  // The science contest (§2.6; school 100044; decision 012).
  contest: {
    path: "custom/clnyy",
    schoolLessPath: null,
    otherSchools: "not-found",
    otherUsers: "visitor",
    logoutStaysOnPage: true,
    publicByName: false,
    frameInRoot: false,
  },
  // The study trips (§2.7; schools 100035 and 100046; decision 013).
  "study-trip": {
    path: "custom/sxyxlx",
    schoolLessPath: null,
    otherSchools: "per-visit",
    otherUsers: "my-courses",
    logoutStaysOnPage: false,
    publicByName: true,
    frameInRoot: false,
  },
};

const entries = () => SITE_KEYS.map((key) => [key, SITES[key]] as const);

/** The first school that owns a site in the school table (the study trip has two: this is the first). */
export function siteOwner(site: SiteKey): string {
  return siteSchool(site);
}

/** Whether `school` owns `site` (school-rules' `site`). */
export function ownsSite(school: string | null | undefined, site: SiteKey): boolean {
  return schoolRules(school).site === site;
}

/** The public site a school owns, if any. */
export function siteOfSchool(school: string | null | undefined): SiteKey | null {
  return schoolRules(school).site;
}

/** A site's home for a school (its owner's by default): `/center/{school}/{path}`. */
export function siteHomePath(site: SiteKey, school: string = siteOwner(site)): string {
  return `${BASE_PATH}/${segment(school)}/${SITES[site].path}`;
}

/** The base of a site's school-less pages (`/center/hzvtc`, `/center/custom/party`). */
export function siteBasePath(site: SiteKey): string {
  const base = SITES[site].schoolLessPath;
  if (base === null) throw new Error(`the ${site} site has no school-less pages`);
  return `${BASE_PATH}/${base}`;
}

/** The first segment of a site's path: the word that makes a path public (§4.2: 'containing hzvtc, custom'). */
const familyOf = (site: Site) => site.path.split("/")[0] ?? site.path;
/** The last segment of a site's path: its name (`sxyxlx`). */
const nameOf = (site: Site) => site.path.split("/").at(-1) ?? site.path;

/**
 * The words whose presence makes a path public (§4.2: 'the public pages are those containing hzvtc, custom or
 * Page404; the sxyxlx pages always count as public'): every site's family, and the names of the sites public by
 * name. Page404 is not a site's: access.ts adds it.
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

/** The path's segments below `/center`. */
function segmentsBelowBase(pathname: string): string[] {
  const below =
    pathname.startsWith(`${BASE_PATH}/`) || pathname === BASE_PATH
      ? pathname.slice(BASE_PATH.length)
      : pathname;
  return below.split("/").filter(Boolean);
}

const startsWithSegments = (segments: readonly string[], prefix: readonly string[]) =>
  prefix.every((part, index) => segments[index] === part);

/**
 * The site of a school-less page (`/center/hzvtc/culture` is the college's, `/center/custom/party/list/new` the
 * party site's, §2.2, §2.4), or null.
 */
export function siteOfSchoolLessPath(pathname: string): SiteKey | null {
  const segments = segmentsBelowBase(pathname);
  const found = entries().find(
    ([, site]) =>
      site.schoolLessPath !== null && startsWithSegments(segments, site.schoolLessPath.split("/")),
  );
  return found?.[0] ?? null;
}

/** The school a site's school-less page belongs to: its name heads the page, its login is a visitor's (§4.1). */
export function schoolOfSchoolLessPath(pathname: string): string | null {
  const site = siteOfSchoolLessPath(pathname);
  return site ? siteOwner(site) : null;
}

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The site whose frame content the root carries for this path (`frameInRoot`): its owner's home and the pages
 * below it, or its school-less pages. Null elsewhere, and for another school's address of the site.
 */
export function framedSiteOfPath(pathname: string): SiteKey | null {
  const found = entries().find(
    ([key, site]) =>
      site.frameInRoot &&
      (isUnder(pathname, siteHomePath(key)) ||
        (site.schoolLessPath !== null && isUnder(pathname, siteBasePath(key)))),
  );
  return found?.[0] ?? null;
}
