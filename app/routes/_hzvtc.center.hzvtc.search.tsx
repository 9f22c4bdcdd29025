import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import "~/components/hzvtc/hzvtc-kit";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { HzvtcTiles } from "~/components/hzvtc/hzvtc-tiles";
import type { FrameHandle } from "~/components/public-site/frame-state";
import { EmptyState } from "~/components/ui/empty-state";
import { FailedNotice } from "~/components/ui/list-state";
import { Pagination } from "~/components/ui/pagination";
import { SEARCH_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import { SEARCH_KEYWORD_MAX, withoutControlChars } from "~/domain/text-length";
import { HZVTC_SCHOOL, siteTileOf } from "~/domain/hzvtc-site";
import { useContentLang } from "~/hooks/use-content-lang";
import { useT } from "~/i18n/i18n";
import { createApi, settle } from "~/services/http.server";
import { listSiteCourses } from "~/services/site-courses.server";
import { libraryTitle } from "~/utils/site-titles";
import { pageDescription } from "~/utils/page-description";
import { shareable } from "~/utils/share-meta";

// public-sites §2.2: /center/hzvtc/search?keywords=… — the keyword and the total, 16 results a page. The
// college search has no empty check (§5): no keyword lists everything.

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const keywords = withoutControlChars(url.searchParams.get("keywords") ?? "").slice(0, SEARCH_KEYWORD_MAX);
  const page = parsePage(url.searchParams.get("page"));
  const api = createApi(request);
  const found = await settle(
    listSiteCourses(api, { school: HZVTC_SCHOOL, q: keywords.trim(), page, size: SEARCH_PAGE_SIZE }),
  );
  const results = found.ok
    ? {
        total: found.data.total,
        items: found.data.items.slice(0, SEARCH_PAGE_SIZE).map(siteTileOf(null)),
      }
    : null;
  return data({ keywords, page, results });
}

// The header's search shows as active with the keyword.
export const handle: FrameHandle<typeof loader> = {
  frame: (page) => ({
    current: null,
    search: { keywords: page.keywords },
  }),
};

export const meta: MetaFunction = shareable(({ matches }) => [
  { title: libraryTitle(matches, "hzvtc.searchTitle") },
  ...pageDescription(matches, "hzvtc.searchTitle"),
]);

export default function HzvtcSearch() {
  const t = useT();
  const { keywords, page, results } = useLoaderData<typeof loader>();
  return (
    <div className="hz-search">
      <h1 id="hzvtc-search-title">{t("hzvtc.searchTitle")}</h1>
      {results === null ? (
        <FailedNotice>{t("hzvtc.listFailed")}</FailedNotice>
      ) : (
        <>
          <p className="hz-search__line" role="status">
            {/* The keyword in its own language (decision 051): a Chinese keyword on an English page. */}
            <KeywordIn
              text={t("hzvtc.searchLine", { keyword: SLOT, total: results.total })}
              keyword={keywords}
            />
          </p>
          {results.items.length === 0 ? (
            <EmptyState>{t("common.noContent")}</EmptyState>
          ) : (
            <HzvtcTiles courses={results.items} newTab={false} className="hz-tiles hz-tiles--search" />
          )}
          <Pagination page={page} total={results.total} size={SEARCH_PAGE_SIZE} target="hzvtc-search-title" />
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
