import { http } from "msw";
import { describe, expect, it } from "vitest";

import { loader } from "~/routes/_party.center.custom.party.search";

import { fail } from "../mocks/envelope";
import { PARTY_NO_KEY_COURSE } from "../mocks/learning/party-site";
import { server, useMockUpstream } from "../mocks/server";

import { pageRequest } from "./helpers";
import { expectPrivateCache, queryOf, recordCalls, served } from "./public-site-helpers";

// The party search (public-sites §2.4, §5): not searched, a blank keyword (no call), none found, found.
useMockUpstream();

const LEARNING = "http://learning.test";

const load = (query = "") =>
  loader({ request: pageRequest(`/center/custom/party/search${query}`), params: {}, context: {} });

describe("party search loader", () => {
  it("says nothing was searched without the keywords query, asking nothing", async () => {
    const { calls, stop } = recordCalls();
    const { data } = await load();
    stop();
    expect(calls).toEqual([]);
    expect(data.search).toEqual({ kind: "notSearched" });
  });

  it.each(["?keywords=", "?keywords=%20%20", "?keywords=%E3%80%80%09"])(
    "answers a blank keyword (%s) with '请输入搜索内容' and sends no call",
    async (query) => {
      const { calls, stop } = recordCalls();
      const { data } = await load(query);
      stop();
      expect(calls).toEqual([]);
      expect(data.search).toEqual({ kind: "blank", message: "enterContent" });
    },
  );

  it("asks one page of 16 of the party school by the trimmed keyword, with each result's key", async () => {
    const { calls, stop } = recordCalls();
    const search = pageRequest("/center/custom/party/search?keywords=%20%E5%85%9A%20&page=2");
    const { result, headers } = await served(search, () => load("?keywords=%20%E5%85%9A%20&page=2"));
    const { data } = result;
    stop();
    expect(calls.map(queryOf)).toEqual([{ page: "2", size: "16", q: "党", school_code: "100004" }]);
    expect(data.keywords).toBe(" 党 ");
    expect(data.page).toBe(2);
    if (data.search.kind !== "found") throw new Error("expected results");
    expect(data.search.total).toBeGreaterThan(16);
    expect(data.search.items.length).toBeGreaterThan(0);
    expect(data.search.items.length).toBeLessThanOrEqual(16);
    expect(headers.get("cache-control")).not.toBe("private, no-store");
  });

  it("drops control characters from the keyword: a NUL is neither sent nor shown again", async () => {
    const blank = await load("?keywords=%00%01");
    expect(blank.data.search).toEqual({ kind: "blank", message: "enterContent" });
    const { calls, stop } = recordCalls();
    const { data } = await load("?keywords=%E5%85%9A%00%1B");
    stop();
    expect(data.keywords).toBe("党");
    expect(calls.map(queryOf)).toEqual([{ page: "1", size: "16", q: "党", school_code: "100004" }]);
  });

  it("keys a result by its category name, and leaves the key out when no section name matches", async () => {
    const found = await load("?keywords=%E7%90%86%E8%AE%BA%E5%89%8D%E6%B2%BF");
    if (found.data.search.kind !== "found") throw new Error("expected results");
    expect(found.data.search.items.every((item) => item.key === "new")).toBe(true);
    const none = await load(`?keywords=${encodeURIComponent("通用素养")}`);
    if (none.data.search.kind !== "found") throw new Error("expected results");
    const item = none.data.search.items.find((result) => result.id === String(PARTY_NO_KEY_COURSE));
    expect(item?.key).toBeNull();
  });

  it("says how many were found when there are none", async () => {
    const { data } = await load("?keywords=zzz");
    expect(data.search).toEqual({ kind: "found", total: 0, items: [] });
  });

  it("shows the failure instead of the results, and stores nothing", async () => {
    server.use(http.get(`${LEARNING}/api/sz/school/course`, () => fail("1500", "busy")));
    const search = pageRequest("/center/custom/party/search?keywords=%E5%85%9A");
    const { result, headers } = await served(search, () => load("?keywords=%E5%85%9A"));
    expect(result.data.search).toEqual({ kind: "failed" });
    expectPrivateCache(headers);
  });
});
