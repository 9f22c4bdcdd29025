// The course detail page's tabs (learner-area §2 Course detail): URL state, directory by default.

export const DETAIL_TABS = ["directory", "intro", "reviews"] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export function readDetailTab(params: URLSearchParams): DetailTab {
  const value = params.get("tab");
  return DETAIL_TABS.find((tab) => tab === value) ?? "directory";
}

/** The query of another tab: the other parameters stay, an open dialog closes, the reviews page is theirs. */
export function detailTabQuery(params: URLSearchParams, tab: DetailTab): string {
  const next = new URLSearchParams(params);
  next.delete("confirm");
  if (tab !== "reviews") next.delete("page");
  if (tab === "directory") next.delete("tab");
  else next.set("tab", tab);
  return next.toString();
}
