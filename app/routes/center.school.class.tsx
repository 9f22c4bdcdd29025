import "~/components/page-kit";
import "~/components/list-kit";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";

import { CategoryRows } from "~/components/category-rows";
import { CourseCover } from "~/components/course-cover";
import { ListState } from "~/components/ui/list-state";
import { TabLinks } from "~/components/ui/tab-links";
import { chooseCourseType, readCourseType } from "~/domain/catalogue-query";
import { categoryRows, readCategorySelection, selectedCategory } from "~/domain/category-filter";
import { CATALOGUE_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import { courseDetailPath } from "~/domain/paths";
import { useT } from "~/i18n/i18n";
import { getOptionalUser } from "~/services/account.server";
import { listCatalogue, listCatalogueCategories } from "~/services/catalogue.server";
import { createApi, orNull } from "~/services/http.server";
import { hasSessionCookie, readSchoolCookie } from "~/utils/cookies.server";
import { errorTitleKey, screenTitle } from "~/utils/page-title";
import { platformHomeTitle } from "~/utils/platform-home-title";
import { pageDescription } from "~/utils/page-description";
import { shareable } from "~/utils/share-meta";

// learner-area §2 Course catalogue (/school/class): public, server-rendered, links only.

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const api = createApi(request);
  const type = readCourseType(url.searchParams);
  const selection = readCategorySelection(url.searchParams);
  const page = parsePage(url.searchParams.get("page"));
  // The URL has no school: the schoolCode cookie, else the logged-in user's school (learner-area §6). Only the
  // cookie is known before the calls, so it alone is sent; with a session the upstream knows the school anyway.
  const cookieSchool = readSchoolCookie(request);
  const rows = categoryRows(cookieSchool ?? "", selection);

  const [user, courses, ...categoryLists] = await Promise.all([
    hasSessionCookie(request) ? orNull(getOptionalUser(api)) : null,
    orNull(
      listCatalogue(api, {
        page,
        type,
        categoryId: selectedCategory(selection),
        schoolCode: cookieSchool,
      }),
    ),
    ...rows.map((row) => orNull(listCatalogueCategories(api, row.rootId, row.level, cookieSchool))),
  ]);

  return {
    school: cookieSchool ?? user?.school_code ?? null,
    type,
    page,
    selection,
    courses,
    categoryRows: rows.map((row, index) => ({ row: row.row, categories: categoryLists[index] ?? null })),
  };
}

// The platform home when no school is known (public-sites §2.9, decision 027).
export const meta: MetaFunction = shareable(({ matches, error }) => [
  {
    title: error ? screenTitle(matches, errorTitleKey(error)) : platformHomeTitle(matches, "catalogue.title"),
  },
  ...pageDescription(matches, "catalogue.title"),
]);

export default function Catalogue() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const typeHref = (type: 1 | 2 | null) => `?${chooseCourseType(params, type).toString()}`;
  const total = data.courses?.total ?? 0;

  return (
    <section className="catalogue" aria-labelledby="catalogue-title">
      <h1 id="catalogue-title">{t("catalogue.title")}</h1>
      <TabLinks
        label={t("catalogue.types")}
        tabs={[
          { label: t("catalogue.typeAll"), to: typeHref(null), current: data.type === null },
          { label: t("catalogue.typePublic"), to: typeHref(1), current: data.type === 1 },
          { label: t("catalogue.typeProfessional"), to: typeHref(2), current: data.type === 2 },
        ]}
      />
      <CategoryRows rows={data.categoryRows} selection={data.selection} label={t("catalogue.categories")} />
      <ListState
        items={data.courses?.items ?? null}
        failed="catalogue.listFailed"
        pager={{ page: data.page, total, size: CATALOGUE_PAGE_SIZE, target: "catalogue-title" }}
      >
        {(courses) => (
          <>
            <p className="catalogue__count" role="status">
              {t("catalogue.resultCount", { total })}
            </p>
            <ul className="catalogue-grid">
              {courses.slice(0, CATALOGUE_PAGE_SIZE).map((course) => (
                <li key={course.id}>
                  <Link className="catalogue-card" to={courseDetailPath(data.school, course.id)}>
                    <CourseCover
                      className="catalogue-card__cover"
                      course={course}
                      label={course.type_name}
                      size="card"
                    />
                    <span className="catalogue-card__name">{course.name}</span>
                    <span className="catalogue-card__meta">
                      {[
                        course.category_name ? t("catalogue.category", { name: course.category_name }) : null,
                        course.total_time ? t("catalogue.duration", { time: course.total_time }) : null,
                        course.teacher ? t("catalogue.teacher", { name: course.teacher }) : null,
                        course.learn_num ? t("catalogue.learners", { count: course.learn_num }) : null,
                      ].map((fact, at) => (fact ? <span key={at}>{fact}</span> : null))}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListState>
    </section>
  );
}
