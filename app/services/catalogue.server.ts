import { withCoverArt } from "~/domain/course-cover";
import { CATALOGUE_PAGE_SIZE } from "~/domain/page-sizes";

import type { Api } from "./http.server";
import { CategoryListSchema, CourseSchema, ListedCourseSchema } from "./course.server";
import { pageOf } from "./schema";

// The public course catalogue: learner-area §2 (Course catalogue), §7 (Catalogue list, Course categories).

/** A listed course with four of the facts My courses gives too (the same fields of the same upstream course). */
export const CatalogueCourseSchema = ListedCourseSchema.extend(
  CourseSchema.pick({ type_name: true, teacher: true, abstract: true, learn_num: true }).shape,
);
const CatalogueCourseWithArtSchema = CatalogueCourseSchema.transform(withCoverArt);

const CataloguePageSchema = pageOf(CatalogueCourseWithArtSchema);

export type CatalogueQuery = {
  page: number;
  type: 1 | 2 | null;
  categoryId: string | null;
  schoolCode: string | null;
};

export function listCatalogue(api: Api, query: CatalogueQuery) {
  return api.get("learning", "/api/course/course", {
    schema: CataloguePageSchema,
    query: {
      page: query.page,
      size: CATALOGUE_PAGE_SIZE,
      type: query.type ?? undefined,
      category_id: query.categoryId ?? undefined,
      school_code: query.schoolCode ?? undefined,
    },
  });
}

/** The public children of a category (root 0: the top level), of the school when one is known. */
export function listCatalogueCategories(api: Api, rootId: string, level: number, schoolCode: string | null) {
  return api.get("learning", "/api/course/category", {
    schema: CategoryListSchema,
    query: { root_id: rootId, level, school_code: schoolCode ?? undefined },
  });
}
