import { z } from "zod";

import type { Api } from "./http.server";
import { SiteCourseWithArtSchema } from "./site-courses.server";
import { idString, optionalText, pageOf } from "./schema";

// The study-trip page's calls (public-sites §7.5, §7.6; docs/design.md §9): its course lists by category and school,
// its tools and materials, and a material's file. Shapes: docs/contracts/resource-sites.md ("Study trip").

const StudyTripCoursePageSchema = pageOf(SiteCourseWithArtSchema);

/** A tool or material: its name (with the file's extension) and the stored path the download names. */
export const StudyTripMaterialSchema = z.object({
  id: idString,
  name: optionalText,
  path: optionalText,
});

const StudyTripMaterialPageSchema = pageOf(StudyTripMaterialSchema);

/** One page of a study-trip list (trip, famous-teacher or multi-aide courses) of a school. */
export function listStudyTripCourses(
  api: Api,
  query: { school: string; categoryId: number; page?: number; size: number },
) {
  return api.get("learning", "/api/yanxue/course/index", {
    schema: StudyTripCoursePageSchema,
    query: {
      category_id: query.categoryId,
      school_code: query.school,
      page: query.page ?? 1,
      size: query.size,
    },
  });
}

/** One page of a school's tools and materials. */
export function listStudyTripMaterials(api: Api, query: { school: string; page?: number; size: number }) {
  return api.get("learning", "/api/yanxue/material/index", {
    schema: StudyTripMaterialPageSchema,
    query: { school_code: query.school, page: query.page ?? 1, size: query.size },
  });
}

/**
 * A material's file, to stream on (§7.6: GET with id, name, is_download, path). The school goes along so the
 * upstream serves only its own school's materials (decision 013).
 */
export function downloadStudyTripMaterial(
  api: Api,
  file: { school: string; id: string; name: string; path: string },
) {
  return api.download("learning", "/api/yanxue/material/index", {
    query: { is_download: 1, id: file.id, name: file.name, path: file.path, school_code: file.school },
  });
}
