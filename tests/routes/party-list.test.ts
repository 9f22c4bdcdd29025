import { http } from "msw";
import { describe, expect, it } from "vitest";

import { PARTY_AUTOPLAY, PARTY_SECTIONS } from "~/domain/party-site";
import { PARTY_KEYS, type PartyKey } from "~/domain/party-keys";
import { loader as listLoader } from "~/routes/_party.center.custom.party.list.$section";
import { applyCacheHeaders } from "~/utils/headers.server";

import { fail } from "../mocks/envelope";
import { EMPTY_LOCAL_CATEGORY, partyCategories } from "../mocks/learning/party-site";
import { server, useMockUpstream } from "../mocks/server";

import { pageRequest, useBuiltServer } from "./helpers";
import {
  categoryLists,
  courseLists,
  expectNoStore,
  expectPrivateCache,
  expectPublicCache,
  upstreamRounds,
  PARTY_SESSION,
  queryOf,
  recordCalls,
  served,
  thrownBy,
} from "./public-site-helpers";

// The party site's six list pages (public-sites §2.4): exactly the category ids and sizes of §2.4 and §9, in one
// round; a local block only with data; an unknown section is a 404.
useMockUpstream();

const LEARNING = "http://learning.test";

const loadList = (section: string, query = "") =>
  listLoader({
    request: pageRequest(`/center/custom/party/list/${section}${query}`),
    params: { section },
    context: {},
  });

/** §2.4 and §9, written out again so that the table in the domain cannot drift from the spec unnoticed. */
const SPEC: Record<PartyKey, [categoryId: number, size: number][]> = {
  join: [
    [208, 100],
    [209, 100],
    [210, 100],
  ],
  edu: [212, 213, 240, 214, 215, 216, 218, 219, 220, 221].map((id) => [id, 100]),
  new: [
    [223, 100],
    [224, 4],
  ],
  learn: [
    [226, 4],
    [227, 100],
    [228, 100],
    [229, 100],
  ],
  example: [
    [231, 100],
    [232, 100],
  ],
  local: [
    [234, 100],
    [235, 1],
    [236, 3],
    [237, 2],
    [238, 100],
    [239, 100],
  ],
};

describe("party list loader", () => {
  it.each(PARTY_KEYS.map((key) => [key]))(
    "asks %s's category names and each block's courses, exactly the ids and sizes of §2.4, in one round",
    async (key) => {
      const expected = SPEC[key];
      const upstream = upstreamRounds((url) => url.pathname.startsWith("/api/sz/school/"));
      const { calls, stop } = recordCalls();
      const result = await loadList(key);
      stop();
      expect(upstream.sizes()).toEqual([expected.length + 1]);
      expect(calls).toHaveLength(expected.length + 1);

      const lists = courseLists(calls).map(queryOf);
      expect(lists.map((query) => [Number(query.category_id), Number(query.size)])).toEqual(expected);
      for (const query of lists) expect(query).toMatchObject({ page: "1", school_code: "100004" });
      expect(categoryLists(calls).map(queryOf)).toEqual([
        { root_id: String(PARTY_SECTIONS[key].rootId), school_code: "100004" },
      ]);
      expect(result.init?.headers).toBeUndefined();
      expect(result.data.key).toBe(key);
    },
  );

  it("names each block after its category and keeps the block's size", async () => {
    const { data } = await loadList("new");
    expect(data.blocks.map((block) => [block.categoryId, block.name, block.courses?.length])).toEqual([
      [223, partyCategories.find((c) => c.id === 223)?.name, 8],
      [224, partyCategories.find((c) => c.id === 224)?.name, 4],
    ]);
    expect(data.blocks[1]?.layout).toEqual({ kind: "tiles", count: 4 });
  });

  it("gives edu 215 a slider at 8 s with its last 3 as tiles, and learn 226 a slider of 4 at 15 s", async () => {
    const edu = (await loadList("edu")).data.blocks.find((block) => block.categoryId === 215);
    expect(edu?.layout).toEqual({ kind: "slider", autoplayMs: PARTY_AUTOPLAY.fast, lastAsTiles: 3 });
    expect(edu?.courses).toHaveLength(9);
    const learn = (await loadList("learn")).data.blocks[0];
    expect(learn).toMatchObject({ categoryId: 226, layout: { kind: "slider", autoplayMs: 15_000 } });
    expect(learn?.courses).toHaveLength(4);
  });

  it("leaves out a local block without data, and shows the rest with the sizes of §9", async () => {
    const { data } = await loadList("local");
    expect(data.blocks.map((block) => block.categoryId)).not.toContain(EMPTY_LOCAL_CATEGORY);
    expect(data.blocks.map((block) => block.categoryId)).toEqual([234, 235, 237, 238, 239]);
    const sizes = Object.fromEntries(data.blocks.map((block) => [block.categoryId, block.courses?.length]));
    expect(sizes).toMatchObject({ 235: 1, 237: 2 });
    expect(data.blocks.filter((block) => block.layout.kind === "slider").map((b) => b.layout)).toEqual([
      { kind: "slider", autoplayMs: 18_000 },
      { kind: "slider", autoplayMs: 8_000 },
      { kind: "slider", autoplayMs: 15_000 },
    ]);
  });

  it("keeps a block whose call failed (it says so) and makes the page no-store", async () => {
    server.use(
      http.get(`${LEARNING}/api/sz/school/course`, ({ request }) =>
        new URL(request.url).searchParams.get("category_id") === String(EMPTY_LOCAL_CATEGORY)
          ? fail("1500", "service busy")
          : undefined,
      ),
    );
    const list = pageRequest("/center/custom/party/list/local");
    const { result, headers } = await served(list, () => loadList("local"));
    expect(result.data.blocks.find((block) => block.categoryId === EMPTY_LOCAL_CATEGORY)?.courses).toBeNull();
    expectPrivateCache(headers);
  });

  it("answers an unknown section with 404", async () => {
    for (const section of ["nonsense", "home", "feelings", "NEW"]) {
      expect(await thrownBy(() => loadList(section)), section).toMatchObject({ init: { status: 404 } });
    }
  });
});

describe("party list documents", () => {
  const handle = useBuiltServer();

  it.each(PARTY_KEYS.map((key) => [key]))("renders the %s page for a visitor, cacheable", async (key) => {
    const response = await handle(pageRequest(`/center/custom/party/list/${key}`));
    expect(response.status).toBe(200);
    expectPublicCache(response);
    const html = await response.text();
    for (const [id] of SPEC[key]) {
      if (key === "local" && id === EMPTY_LOCAL_CATEGORY) expect(html).not.toContain(`id="block-${id}"`);
      else expect(html).toContain(`id="block-${id}"`);
    }
    // A block's chip carries the id query and the anchor, so it scrolls there without JavaScript.
    const [first] = SPEC[key][0] ?? [];
    expect(html).toContain(`href="/center/custom/party/list/${key}#block-${first}"`);
    expect(html).toMatch(
      new RegExp(`href="/center/custom/party/detail\\?id=\\d+&amp;key=${key}" target="_blank"`),
    );
    expect(html).toContain(`aria-current="page"`);
  });

  it("titles a list page with its section and the school", async () => {
    const html = await (await handle(pageRequest("/center/custom/party/list/learn"))).text();
    expect(html).toMatch(/<title>四史领悟 - [^<]+<\/title>/);
  });

  it("answers an unknown section with the party site's 404 page", async () => {
    const response = await handle(pageRequest("/center/custom/party/list/nonsense"));
    expect(response.status).toBe(404);
    expectNoStore(response);
    expect(await response.text()).toContain('href="/center/100004/custom/party"');
  });

  it("is private for a session", () => {
    const request = pageRequest("/center/custom/party/list/new", { cookie: PARTY_SESSION });
    const sent = new Headers();
    applyCacheHeaders(request, sent, 200);
    expectPrivateCache(sent);
  });
});
