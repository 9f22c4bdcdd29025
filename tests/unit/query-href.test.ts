import { describe, expect, it } from "vitest";

import { hrefWithQuery } from "~/hooks/use-query-href";

describe("hrefWithQuery", () => {
  const here = { pathname: "/center/100044/custom/clnyy", search: "?stage=2&news=report&item=7" };

  it("sets and removes keys, keeping the others in their order", () => {
    expect(hrefWithQuery(here, { item: null, stage: "3" })).toBe(
      "/center/100044/custom/clnyy?stage=3&news=report",
    );
    expect(hrefWithQuery(here, { past: "1" })).toBe(
      "/center/100044/custom/clnyy?stage=2&news=report&item=7&past=1",
    );
  });

  it("goes to another path and to a part of the page when asked", () => {
    expect(hrefWithQuery(here, { stage: null, news: null, item: null }, { hash: "news" })).toBe(
      "/center/100044/custom/clnyy#news",
    );
    expect(
      hrefWithQuery({ pathname: "/a", search: "?panel=notes&page=2" }, { page: null }, { pathname: "/b" }),
    ).toBe("/b?panel=notes");
  });

  it("encodes values", () => {
    expect(hrefWithQuery({ pathname: "/a", search: "" }, { q: "党 史&x" })).toBe(
      "/a?q=%E5%85%9A+%E5%8F%B2%26x",
    );
  });
});
