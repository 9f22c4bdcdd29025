import { hrefWithQuery } from "~/hooks/use-query-href";

import { CONTEST_STAGES, type ContestNewsTab } from "~/domain/contest";

const NEWS_TABS: ContestNewsTab[] = ["notice", "report"];

/**
 * The contest page's links that change one part of its query (a stage, a news tab or item, a past activity), made
 * here from the request's URL so the page's script carries no query builder (decision 035). Single fetch's
 * `_routes` is the framework's, not the page's: it stays out of the links.
 */
export function contestLinks(url: URL, past: readonly { name: string }[]) {
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const from = { pathname: url.pathname, search: search.toString() };
  return {
    stages: CONTEST_STAGES.map((stage) => ({
      stage,
      to: hrefWithQuery(from, { stage: String(stage) }, { hash: "schedule" }),
    })),
    newsTabs: NEWS_TABS.map((tab) => ({
      tab,
      to: hrefWithQuery(from, { news: tab === "notice" ? null : tab, item: null }, { hash: "news" }),
    })),
    newsItem: (id: string) => hrefWithQuery(from, { item: id }, { hash: "news" }),
    past: past.map(({ name }, index) => ({
      label: name,
      to: hrefWithQuery(from, { past: String(index) }, { hash: "past" }),
    })),
  };
}
