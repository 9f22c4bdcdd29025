import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { carouselLinks } from "~/components/ui/carousel";
import { publicSiteHandle } from "~/components/public-site/public-site-handle";
import { categoryRows, readCategorySelection, rowsInTree, selectedCategory } from "~/domain/category-filter";
import {
  CONTEST_CATEGORY_ROOT,
  CONTEST_COURSE_PAGE_SIZE,
  CONTEST_NEWS_SIZE,
  CONTEST_SCHOOL,
  contestDayOf,
  contestStageOn,
  contestStudyBan,
  parseContestNewsTab,
  parseContestStage,
  parsePastIndex,
} from "~/domain/contest";
import { CONTEST_CONTENT } from "~/domain/contest-content";
import { parseNumericId } from "~/domain/ids";
import { parsePage } from "~/domain/pagination";
import { siteTenantRedirect } from "~/domain/sites.server";
import { requireSchool } from "~/forms/ids.server";
import { createApi, settle } from "~/services/http.server";
import { listSiteCategories, listSiteCourses } from "~/services/site-courses.server";
import { listSiteNews } from "~/services/site-news.server";
import { errorTitleKey, titleFromRoot } from "~/utils/page-title";
import { sanitizeUpstreamHtml } from "~/utils/sanitize-html.server";

import { contestLinks } from "./contest-links.server";
import { ContestErrorBoundary, ContestPage } from "./contest-page";
import { shareable } from "~/utils/share-meta";
import { contentLang } from "~/domain/content-language";
import { localeOf } from "~/i18n/locale.server";

// public-sites §2.6: the science-contest page, /center/100044/custom/clnyy — public. The stage of today (or the one
// a `?stage=` link asks for), the news tab (`?news=`), the science courses under the category filters
// (oneCateId, twoCateId, page) and the past activity (`?past=`) are all in the URL; every upstream call is made
// in one round.

export const handle = publicSiteHandle;

// The past activities rotate in the one carousel.
export const links = carouselLinks;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = requireSchool(params);
  // §6.1: the page is the contest school's; any other school goes to its own 404 page (as the party site does).
  const elsewhere = siteTenantRedirect("contest", school);
  if (elsewhere) throw redirect(elsewhere);

  const url = new URL(request.url);
  const query = url.searchParams;
  const todayStage = contestStageOn(contestDayOf(new Date()));
  const stage = parseContestStage(query.get("stage")) ?? todayStage;
  const newsTab = parseContestNewsTab(query.get("news"));
  const selection = readCategorySelection(query);
  const coursePage = parsePage(query.get("page"));
  const past = parsePastIndex(query.get("past"), CONTEST_CONTENT.past.length);

  const api = createApi(request);
  const rows = categoryRows(CONTEST_SCHOOL, selection);
  const [asked, courses, news] = await Promise.all([
    Promise.all(
      rows.map((row) =>
        settle(listSiteCategories(api, { school: CONTEST_SCHOOL, rootId: row.rootId })).then((outcome) => ({
          row: row.row,
          categories: outcome.ok
            ? outcome.data.map((category) => ({ id: String(category.id), name: category.name }))
            : null,
          failed: !outcome.ok,
        })),
      ),
    ),
    settle(
      listSiteCourses(api, {
        school: CONTEST_SCHOOL,
        categoryId: selectedCategory(selection) ?? CONTEST_CATEGORY_ROOT,
        className: CONTEST_CONTENT.className,
        page: coursePage,
        size: CONTEST_COURSE_PAGE_SIZE,
      }),
    ),
    settle(listSiteNews(api, { type: newsTab, page: 1, size: CONTEST_NEWS_SIZE })),
  ]);

  const categories = rowsInTree(asked, selection);
  const newsItems = news.ok ? news.data.items : null;
  const openId = parseNumericId(query.get("item"));
  const opened = newsItems?.find((item) => item.id === openId) ?? newsItems?.[0] ?? null;
  const { farm, ...content } = CONTEST_CONTENT;
  const { newsItem, ...links } = contestLinks(url, CONTEST_CONTENT.past);
  return data({
    // The contest's own content travels as data: the announcement is the school's to edit, and the page's
    // script stays free of it (decision 011).
    content,
    // The farm's items with their first sentence apart (shown in the summary), split here, not in the browser.
    farm: farm.map(({ text, ...item }) => ({ ...item, ...leadSentence(text) })),
    // The language of that content where the page speaks another (decision 036): its containers carry it.
    lang: contentLang(CONTEST_CONTENT.name, localeOf(request)),
    stage,
    todayStage,
    newsTab,
    news: newsItems?.map(({ id, name }) => ({ id, name, to: newsItem(id) })) ?? null,
    // The links that change one part of the query, made from this request's URL.
    links,
    newsTotal: news.ok ? news.data.total : 0,
    // The editors' HTML, sanitized here on the server (never in the browser).
    openedNews: opened ? { id: opened.id, name: opened.name, html: sanitizeUpstreamHtml(opened.html) } : null,
    selection,
    categoryRows: categories.map(({ row, categories: list }) => ({ row, categories: list })),
    courses: courses.ok
      ? courses.data.items.map((course) => ({
          id: course.id,
          name: course.name,
          photo: course.photo,
          art: course.art,
          category_name: course.category_name,
          total_time: course.total_time,
        }))
      : null,
    courseTotal: courses.ok ? courses.data.total : 0,
    coursePage,
    // §4.3: the first course's remaining_day 0 or status 3 sets the study ban.
    studyBan: courses.ok ? contestStudyBan(courses.data.items[0]) : false,
    past,
  });
}

/** A text's first sentence (to its first 。！？) and the rest. */
function leadSentence(text: string): { lead: string; rest: string } {
  const end = text.search(/[。！？]/);
  return end < 0 ? { lead: text, rest: "" } : { lead: text.slice(0, end + 1), rest: text.slice(end + 1) };
}

export const ErrorBoundary = ContestErrorBoundary;

export const meta: MetaFunction = shareable(({ matches, error }) => [
  { title: titleFromRoot(matches, error ? errorTitleKey(error) : "contest.title") },
]);

export default function ContestRoute() {
  return <ContestPage page={useLoaderData<typeof loader>()} />;
}
