// The study-trip page (public-sites §2.7, §6, §6.1, §7.6, §9) as pure rules: which schools have it, who is sent
// where, its three course lists and its constants. Decision 013 says which reading of §6.1 this keeps.

import { myClassPath, withQuery } from "./paths";
import { schoolRules } from "./school-rules";
import { siteHomePath } from "./sites";

/** The three course lists, in the page's order (§2.7, §7.6): trip (preparation), famous-teacher, multi-aide. */
export const STUDY_TRIP_SECTIONS = ["trip", "famous", "aide"] as const;
export type StudyTripSection = (typeof STUDY_TRIP_SECTIONS)[number];

/** §9: the banner carousel has 3 slides at 3 s. */
export const STUDY_TRIP_BANNER_SLIDES = 3;
export const STUDY_TRIP_AUTOPLAY_MS = 3000;

/** Courses shown per list (the spec is silent; §9's home lists ask 1 to 12). */
export const STUDY_TRIP_LIST_SIZE = 12;
/** Tools and materials shown (the spec is silent; the page has no pager). */
export const STUDY_TRIP_MATERIALS_SIZE = 20;

/** A school whose page this is: 100035 and 100046 (school-rules, both readings of §6.1). */
export function isStudyTripSchool(school: string): boolean {
  return schoolRules(school).site === "study-trip";
}

/** The page's lists with their categories; none for a school without the page. */
export function studyTripLists(school: string): { key: StudyTripSection; categoryId: number }[] {
  if (!isStudyTripSchool(school)) return [];
  const ids = schoolRules(school).studyTripCategoryIds;
  return STUDY_TRIP_SECTIONS.flatMap((key, index) => {
    const categoryId = ids[index];
    return categoryId === undefined ? [] : [{ key, categoryId }];
  });
}

export type StudyTripAccess = { kind: "page" } | { kind: "redirect"; to: string };

/**
 * Who sees the page of `urlSchool` (§2.7, §6): a logged-in user sees it only for their own school when it is a
 * study-trip school, and anyone else logged in goes to their own school's my courses; a visitor sees a
 * study-trip school's page (a public path), and on any other school's goes to that school's my courses, which
 * asks them to log in and then shows their own (§2.7: "for others the user goes to /{school_code}/user/myClass",
 * decision 027; a 404 there led only to itself).
 */
export function studyTripAccess(urlSchool: string, userSchool: string | null): StudyTripAccess {
  if (userSchool && (userSchool !== urlSchool || !isStudyTripSchool(urlSchool))) {
    return { kind: "redirect", to: myClassPath(userSchool) };
  }
  return isStudyTripSchool(urlSchool) ? { kind: "page" } : { kind: "redirect", to: myClassPath(urlSchool) };
}

/** The study-trip page of a school (public-sites §2.7, the site table's home), optionally at a block's anchor. */
export const studyTripPath = (school: string, hash?: string): string =>
  siteHomePath("study-trip", school) + (hash ? `#${hash}` : "");

/** A tool or material of the study-trip page, streamed through the portal (§7.6: id, name, path). */
export const studyTripMaterialPath = (
  school: string,
  file: { id: string; name: string; path: string },
): string =>
  withQuery(`${studyTripPath(school)}/material`, { id: file.id, name: file.name, path: file.path });
