import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { PartyCourseCards, type KeyedPartyCourse } from "~/components/party/party-tiles";
import type { FrameHandle } from "~/components/public-site/frame-state";
import { EmptyState } from "~/components/ui/empty-state";
import { FailedNotice } from "~/components/ui/list-state";
import { Pagination } from "~/components/ui/pagination";
import { SEARCH_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import { SEARCH_KEYWORD_MAX, withoutControlChars } from "~/domain/text-length";
import { blankPartySearchMessage, partyKeyOfCategoryName } from "~/domain/party-site";
import { PARTY_SCHOOL } from "~/domain/party-keys";
import { PARTY_SEARCH_PATH } from "~/domain/party-paths";
import { useContentLang } from "~/hooks/use-content-lang";
import { useT } from "~/i18n/i18n";
import { createApi, settle } from "~/services/http.server";
import { listSiteCourses } from "~/services/site-courses.server";
import { titleFromRoot } from "~/utils/page-title";
import { pageDescription } from "~/utils/page-description";
import { shareable } from "~/utils/share-meta";

// public-sites §2.4, §5: /center/custom/party/search?keywords=… — its own text box and button, '您还没有进行搜索'
// without the query, '请输入搜索内容' (the header's: '请输入关键词') and no call for a blank keyword, else the keyword's results 16 a page; a result opens the detail with the
// key of its category name (partyKeyOfCategoryName), or without a key.

type SearchState =
  | { kind: "notSearched" }
  | { kind: "blank"; message: "enterKeyword" | "enterContent" }
  | { kind: "failed" }
  | {
      kind: "found";
      total: number;
      items: KeyedPartyCourse[];
    };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("keywords");
  const keywords = withoutControlChars(asked ?? "").slice(0, SEARCH_KEYWORD_MAX);
  const page = parsePage(url.searchParams.get("page"));
  if (asked === null) return data({ keywords, page, search: { kind: "notSearched" } as SearchState });
  if (!keywords.trim()) {
    const message = blankPartySearchMessage(url.searchParams.get("via"));
    return data({ keywords, page, search: { kind: "blank", message } as SearchState });
  }
  const found = await settle(
    listSiteCourses(createApi(request), {
      school: PARTY_SCHOOL,
      q: keywords.trim(),
      page,
      size: SEARCH_PAGE_SIZE,
    }),
  );
  const search: SearchState = found.ok
    ? {
        kind: "found",
        total: found.data.total,
        items: found.data.items.slice(0, SEARCH_PAGE_SIZE).map((course) => ({
          id: course.id,
          name: course.name,
          photo: course.photo,
          art: course.art,
          key: partyKeyOfCategoryName(course.category_name),
        })),
      }
    : { kind: "failed" };
  return data({ keywords, page, search });
}

// The header's search shows with the keyword.
export const handle: FrameHandle<typeof loader> = {
  frame: (page) => ({
    current: null,
    search: { keywords: page.keywords },
  }),
};

export const meta: MetaFunction = shareable(({ matches }) => [
  { title: titleFromRoot(matches, "party.title.search") },
  ...pageDescription(matches, "party.title.search"),
]);

export default function PartySearch() {
  const t = useT();
  const { keywords, page, search } = useLoaderData<typeof loader>();
  return (
    <div className="party-search">
      <h1 id="party-search-title">{t("party.title.search")}</h1>
      {/* §2.4: the page's own text box and search button; an empty one reaches the server, which answers. */}
      <Form method="get" action={PARTY_SEARCH_PATH} role="search" className="party-search__form">
        <label htmlFor="party-search-box">{t("party.search.label")}</label>
        <input
          id="party-search-box"
          type="search"
          name="keywords"
          defaultValue={keywords}
          maxLength={SEARCH_KEYWORD_MAX}
          className="field party-search__input"
        />
        <button type="submit" className="button button--primary">
          {t("site.search")}
        </button>
      </Form>
      {search.kind === "notSearched" ? (
        <p className="party-search__line" role="status">
          {t("party.search.notSearched")}
        </p>
      ) : search.kind === "blank" ? (
        <p className="party-search__line notice notice--error" role="alert">
          {t(`party.search.${search.message}`)}
        </p>
      ) : search.kind === "failed" ? (
        <FailedNotice>{t("hzvtc.listFailed")}</FailedNotice>
      ) : (
        <>
          <p className="party-search__line" role="status">
            {/* The keyword in its own language (decision 051): a Chinese keyword on an English page. */}
            <KeywordIn
              text={t("party.search.resultLine", { kw: SLOT, n: search.total })}
              keyword={keywords.trim()}
            />
          </p>
          {search.items.length === 0 ? (
            <EmptyState>{t("common.noContent")}</EmptyState>
          ) : (
            <PartyCourseCards courses={search.items} />
          )}
          <Pagination page={page} total={search.total} size={SEARCH_PAGE_SIZE} target="party-search-title" />
        </>
      )}
    </div>
  );
}

/** Where the result line takes the keyword (`t(key, { kw: SLOT })`). */
const SLOT = "\u0000";

/**
 * The result line with the keyword in an element of its own language (decision 051): a Chinese keyword on an
 * English page. Not components/ui/content-text.tsx: a module shared with the course pages would be split into
 * a chunk of its own and cost them about 200 bytes of script.
 */
function KeywordIn({ text, keyword }: { text: string; keyword: string }) {
  const lang = useContentLang();
  const [before, after] = text.split(SLOT);
  const keywordLang = lang(keyword);
  // In the page's own language the line stays one text.
  if (!keywordLang) return <>{`${before ?? ""}${keyword}${after ?? ""}`}</>;
  return (
    <>
      {before}
      <span lang={keywordLang}>{keyword}</span>
      {after}
    </>
  );
}
