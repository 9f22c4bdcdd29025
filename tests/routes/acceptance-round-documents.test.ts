import { describe, expect, it } from "vitest";

import { PARTY_FIXTURES } from "../mocks/learning/party-site";
import { useMockUpstream } from "../mocks/server";

import { pageRequest, useBuiltServer } from "./helpers";

// The acceptance round's smaller findings, as whole documents from the built server (docs/decisions/044): search
// boxes with a length limit, course states in the page's language, `?id=` answered with the block's anchor,
// titles, descriptions and canonical addresses that name the page.
useMockUpstream();

const handle = useBuiltServer();
const zh = { "accept-language": "zh-CN" };

async function html(path: string, init: Parameters<typeof pageRequest>[1] = {}): Promise<string> {
  const response = await handle(pageRequest(path, init));
  expect(response.status, path).toBe(200);
  return response.text();
}

const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
const descriptionOf = (page: string) => /<meta name="description" content="([^"]*)"/.exec(page)?.[1];
const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1];

describe("search boxes", () => {
  it("limit what can be typed, in the sites' headers as on their search pages", async () => {
    for (const path of [
      "/center/hzvtc/culture",
      "/center/hzvtc/search?keywords=a",
      "/center/custom/party/list/new",
      "/center/custom/party/search?keywords=a",
    ]) {
      const page = await html(path);
      const boxes = page.match(/<input[^>]*type="search"[^>]*>/g) ?? [];
      expect(boxes.length, path).toBeGreaterThan(0);
      for (const box of boxes) expect(box, path).toContain('maxLength="100"');
    }
  });
});

describe("my courses in Chinese", () => {
  it("names the completed and disabled states in the page's language, not the service's words", async () => {
    const page = await html("/center/100001/user/myClass", { loggedIn: true, headers: zh });
    expect(page).toContain(">已完成<");
    expect(page).toContain(">已停用<");
    expect(page).not.toContain(">Completed<");
    expect(page).not.toContain(">Disabled<");
  });
});

describe("a section page's `id` query", () => {
  it("is answered with the block's anchor, the rest of the query kept", async () => {
    for (const [path, to] of [
      ["/center/hzvtc/culture?id=108", "/center/hzvtc/culture#block-108"],
      ["/center/hzvtc/feelings?id=194&china=195", "/center/hzvtc/feelings?china=195#block-194"],
      ["/center/custom/party/list/local?id=238", "/center/custom/party/list/local#block-238"],
      // An id that names no block of the page: the page itself.
      ["/center/custom/party/list/local?id=108", "/center/custom/party/list/local"],
      ["/center/hzvtc/culture?id=%3Cx%3E", "/center/hzvtc/culture"],
    ] as const) {
      const response = await handle(pageRequest(path));
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(to);
    }
  });

  it("is not what the sites' own links carry: their anchor alone, no round trip", async () => {
    const college = await html("/center/100028/hzvtc");
    expect(college).toContain('href="/center/hzvtc/culture#block-108"');
    expect(college).not.toMatch(
      /href="\/center\/hzvtc\/(culture|value|feelings|profession|feature|vita)\?id=/,
    );
    const party = await html("/center/custom/party/list/local");
    expect(party).toMatch(/href="\/center\/custom\/party\/list\/local#block-23\d"/);
    expect(party).not.toContain("list/local?id=");
  });
});

describe("titles, descriptions and canonical addresses", () => {
  it("name the course on the sites' course pages", async () => {
    const party = await html(`/center/custom/party/detail?id=${PARTY_FIXTURES.manyReviews}&key=new`);
    const partyName = /<h1[^>]*>([^<]+)<\/h1>/.exec(party)?.[1];
    expect(partyName).toBeTruthy();
    expect(titleOf(party)).toContain(`课程学习 - ${partyName}`);
    const college = await html("/center/hzvtc/detail?id=28001&key=culture");
    const collegeName = /<h1[^>]*>([^<]+)<\/h1>/.exec(college)?.[1];
    expect(collegeName).toBeTruthy();
    expect(titleOf(college)).toContain(`课程学习 - ${collegeName}`);
  });

  it("give each of the party's four projects its own title and description", async () => {
    const pages = await Promise.all(
      [0, 1, 2, 3].map((index) => html(`/center/custom/party/project?index=${index}`)),
    );
    expect(new Set(pages.map(titleOf)).size).toBe(4);
    expect(new Set(pages.map(descriptionOf)).size).toBe(4);
    for (const page of pages) {
      const name = /<h1 id="project-title">([^<]+)<\/h1>/.exec(page)?.[1];
      expect(titleOf(page)).toContain(name);
      expect(descriptionOf(page)).toContain(name);
    }
  });

  it("describe each page of a site, not the site once for all", async () => {
    const pages = await Promise.all(
      [
        "/center/100028/hzvtc",
        "/center/hzvtc/culture",
        "/center/hzvtc/value",
        "/center/hzvtc/search?keywords=a",
      ].map((path) => html(path)),
    );
    expect(new Set(pages.map(descriptionOf)).size).toBe(4);
  });

  it("leave campaign parameters, view state and first pages out of the canonical address", async () => {
    const search = await html(
      "/center/custom/party/search?keywords=%E5%85%9A&page=1&via=header&utm_source=wx",
    );
    expect(canonicalOf(search)).toMatch(/\/center\/custom\/party\/search\?keywords=%E5%85%9A$/);
    const second = await html("/center/custom/party/search?keywords=%E5%85%9A&page=2&gclid=x");
    expect(canonicalOf(second)).toMatch(/\/center\/custom\/party\/search\?keywords=%E5%85%9A&amp;page=2$/);
    const course = await html(
      `/center/custom/party/detail?id=${PARTY_FIXTURES.manyReviews}&key=new&page=2&utm_campaign=a&fbclid=b`,
    );
    expect(canonicalOf(course)).toMatch(
      new RegExp(`/center/custom/party/detail\\?id=${PARTY_FIXTURES.manyReviews}&amp;key=new$`),
    );
  });
});
