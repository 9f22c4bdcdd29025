import { z } from "zod";

import { CATALOGUE_PAGE_SIZE } from "~/domain/page-sizes";

import type { Api } from "./http.server";
import { idString, optionalNumber, optionalText, pageOf } from "./schema";
import { CategorySchema } from "./course.server";

// The public course catalogue: learner-area §2 (Course catalogue), §7 (Catalogue list, Course categories).

export const CatalogueCourseSchema = z.object({
  id: idString,
  name: z.string(),
  photo: optionalText,
  category_name: optionalText,
  category_id: idString.nullish(),
  root_id: idString.nullish(),
  total_time: optionalText,
  type: optionalNumber,
  type_name: optionalText,
  teacher: optionalText,
  abstract: optionalText,
  learn_num: optionalNumber,
});
export type CatalogueCourse = z.output<typeof CatalogueCourseSchema>;

const CataloguePageSchema = pageOf(CatalogueCourseSchema);

const PublicCategoryListSchema = z
  .union([z.array(CategorySchema), z.object({ items: z.array(CategorySchema) })])
  .transform((value) => (Array.isArray(value) ? value : value.items));

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
    schema: PublicCategoryListSchema,
    query: { root_id: rootId, level, school_code: schoolCode ?? undefined },
  });
}
