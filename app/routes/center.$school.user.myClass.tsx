import "~/components/page-kit";
import "~/components/list-kit";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useLocation, useParams } from "@remix-run/react";

import { CategoryRows } from "~/components/category-rows";
import { CourseCard } from "~/components/course-card";
import { ListState } from "~/components/ui/list-state";
import { TabLinks } from "~/components/ui/tab-links";
import {
  categoryRows,
  readCategorySelection,
  selectedCategory,
  CATEGORY_PARAMS,
} from "~/domain/category-filter";
import { MY_COURSES_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import { useT } from "~/i18n/i18n";
import { listMyCourseCategories, listMyCourses } from "~/services/course.server";
import { SEARCH_KEYWORD_MAX } from "~/domain/text-length";
import { createApi, orNull } from "~/services/http.server";
import { requireSchool } from "~/forms/ids.server";
import { screenMeta } from "~/utils/page-title";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = requireSchool(params);
  const url = new URL(request.url);
  const api = createApi(request);
  const selection = readCategorySelection(url.searchParams);
  const learned = url.searchParams.get("is_learn") === "1";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_KEYWORD_MAX);
  const page = parsePage(url.searchParams.get("page"));

  // The list and every category row depend only on the URL: all asked at once.
  const rows = categoryRows(school, selection);
  const [courses, ...categoryLists] = await Promise.all([
    orNull(listMyCourses(api, { page, q, learned, categoryId: selectedCategory(selection) ?? undefined })),
    ...rows.map((row) => orNull(listMyCourseCategories(api, row.rootId, row.level))),
  ]);

  return {
    page,
    q,
    learned,
    courses,
    selection,
    categoryRows: rows.map((row, index) => ({ row: row.row, categories: categoryLists[index] ?? [] })),
  };
}

export const meta = screenMeta("myClass.title");

export default function MyClass() {
  const t = useT();
  const { school = "" } = useParams();
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const params = new URLSearchParams(location.search);

  const total = data.courses?.total ?? 0;
  const tabHref = (learned: boolean) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    if (learned) next.set("is_learn", "1");
    else next.delete("is_learn");
    return `?${next.toString()}`;
  };

  return (
    <section className="my-class" aria-labelledby="my-class-title">
      <h1 id="my-class-title">{t("myClass.title")}</h1>
      <TabLinks
        label={t("myClass.tabs")}
        tabs={[
          { label: t("myClass.tabAll"), to: tabHref(false), current: !data.learned },
          { label: t("myClass.tabLearned"), to: tabHref(true), current: data.learned },
        ]}
      />
      <Form method="get" className="search-form" role="search" preventScrollReset>
        {data.learned ? <input type="hidden" name="is_learn" value="1" /> : null}
        {["categoryLevel", "type", ...CATEGORY_PARAMS].map((name) => {
          const value = params.get(name);
          return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
        })}
        <label htmlFor="course-search">{t("myClass.searchLabel")}</label>
        <input
          id="course-search"
          className="field"
          type="search"
          name="q"
          defaultValue={data.q}
          placeholder={t("myClass.searchPlaceholder")}
          maxLength={SEARCH_KEYWORD_MAX}
        />
        <button type="submit" className="button">
          {t("myClass.search")}
        </button>
      </Form>
      <CategoryRows rows={data.categoryRows} selection={data.selection} label={t("myClass.categories")} />
      <ListState
        items={data.courses?.items ?? null}
        failed="myClass.listFailed"
        pager={{ page: data.page, total, size: MY_COURSES_PAGE_SIZE, target: "my-class-title" }}
      >
        {(courses) => (
          <>
            <p className="visually-hidden" role="status">
              {t("myClass.resultCount", { total })}
            </p>
            <ul className="course-list">
              {courses.slice(0, MY_COURSES_PAGE_SIZE).map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} school={school} />
                </li>
              ))}
            </ul>
          </>
        )}
      </ListState>
    </section>
  );
}
