// The public sites (public-sites §2.2–§2.7) in one table, its browser half: where each site lives and whose frame
// the root carries. Every page's script carries it (the header's school home links through it, the root's
// `shouldRevalidate` asks which site's frame a path has), so it holds only that; what a site's address does for
// another school, its users, logout and the public words are server rules, `SITE_RULES` in sites.server.ts, keyed
// by the same `SiteKey`. Which school owns a site is its `site` in school-rules.ts (every school code lives there).
// Adding a site: docs/how-to-add-a-site.md.

import { BASE_PATH, cataloguePath, segment } from "./paths";
import { schoolRules, siteSchool } from "./school-rules";

export const SITE_KEYS = ["hzvtc", "party", "contest", "study-trip"] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

export type Site = {
  /** The site's home below `/center/{school}` (public-sites §2): `hzvtc`, `custom/party`… */
  path: string;
  /** The base of its pages that the spec writes without a school, below `/center` (§2.2, §2.4), or null. */
  schoolLessPath: string | null;
  /** Its frame's content travels in the root loader's data (decision 011), so its error pages have it too. */
  frameInRoot?: true;
};

export const SITES: Readonly<Record<SiteKey, Site>> = {
  // The college's ideological-resource library (§2.2, §2.3; school 100028; decision 008).
  hzvtc: { path: "hzvtc", schoolLessPath: "hzvtc" },
  // The party-building site (§2.4, §2.5; school 100004; decision 010).
  party: { path: "custom/party", schoolLessPath: "custom/party", frameInRoot: true },
  // The science contest (§2.6; school 100044; decision 012).
  contest: { path: "custom/clnyy", schoolLessPath: null },
  // The study trips (§2.7; schools 100035 and 100046; decision 013).
  "study-trip": { path: "custom/sxyxlx", schoolLessPath: null },
};

/** Whether `school` owns `site` (school-rules' `site`). */
export function ownsSite(school: string | null | undefined, site: SiteKey): boolean {
  return schoolRules(school).site === site;
}

/** The public site a school owns, if any. */
export function siteOfSchool(school: string | null | undefined): SiteKey | null {
  return schoolRules(school).site;
}

/** A site's home for a school (its owner's by default): `/center/{school}/{path}`. */
export function siteHomePath(site: SiteKey, school: string = siteSchool(site)): string {
  return `${BASE_PATH}/${segment(school)}/${SITES[site].path}`;
}

/** The base of a site's school-less pages (`/center/hzvtc`, `/center/custom/party`). */
export function siteBasePath(site: SiteKey): string {
  const base = SITES[site].schoolLessPath;
  if (base === null) throw new Error(`the ${site} site has no school-less pages`);
  return `${BASE_PATH}/${base}`;
}

/** The path is the base or below it, segment by segment. */
const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The first site whose entry `test` holds. */
const findSite = (test: (site: Site, key: SiteKey) => boolean) =>
  SITE_KEYS.find((key) => test(SITES[key], key)) ?? null;

/**
 * The site of a school-less page (`/center/hzvtc/culture` is the college's, `/center/custom/party/list/new` the
 * party site's, §2.2, §2.4), or null.
 */
export function siteOfSchoolLessPath(pathname: string): SiteKey | null {
  const below = isUnder(pathname, BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  // Its segments below `/center`, each between slashes.
  const segments = `/${below.split("/").filter(Boolean).join("/")}/`;
  return findSite((site) => site.schoolLessPath !== null && segments.startsWith(`/${site.schoolLessPath}/`));
}

/**
 * The school a site's school-less page belongs to (/center/hzvtc/culture is the college's, §2.2): its name and logo
 * head the page, its login is a visitor's (§4.1).
 */
export function siteSchoolOfPath(pathname: string): string | null {
  const site = siteOfSchoolLessPath(pathname);
  return site ? siteSchool(site) : null;
}

/**
 * The site whose frame content the root carries for this path (`frameInRoot`): its owner's home and the pages
 * below it, or its school-less pages. Null elsewhere, and for another school's address of the site.
 */
export function framedSiteOfPath(pathname: string): SiteKey | null {
  return findSite(
    (site, key) =>
      Boolean(site.frameInRoot) &&
      (isUnder(pathname, siteHomePath(key)) ||
        (site.schoolLessPath !== null && isUnder(pathname, `${BASE_PATH}/${site.schoolLessPath}`))),
  );
}

/** The 'school home' header entry: the school's own public site when it has one (the table), else the catalogue. */
export function schoolHomePath(code: string): string {
  const site = siteOfSchool(code);
  return site ? siteHomePath(site, code) : cataloguePath();
}

/** The header's travel-study entry (learner-area §1): the school's study-trip page. */
export function travelStudyPath(code: string): string | null {
  return schoolRules(code).travelStudyEntry ? siteHomePath("study-trip", code) : null;
}
