import { describe, expect, it } from "vitest";

import { useMockUpstream } from "../mocks/server";

import { pageRequest, useBuiltServer } from "./helpers";

// Search engines: a page rendered for a person, or a failure, says `X-Robots-Tag: noindex`; a public
// page rendered for a visitor is left to be indexed. Needs `npm run build`.
useMockUpstream();

const handle = useBuiltServer();

describe("X-Robots-Tag", () => {
  it("keeps a learner's own pages out of search engines", async () => {
    const response = await handle(pageRequest("/center/100001/user/myNote", { loggedIn: true }));
    await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  });

  it("keeps a public page rendered for a session out too: it shows the learner's name", async () => {
    const response = await handle(pageRequest("/center/100004/custom/party", { loggedIn: true }));
    await response.text();
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  });

  it("leaves a public page rendered for a visitor to be indexed", async () => {
    const response = await handle(pageRequest("/center/100004/custom/party"));
    await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/\bpublic\b/);
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
  });

  it("leaves the college's course detail to be indexed, though it remembers the course in a cookie", async () => {
    // The cookie keeps the answer out of shared caches; it is not a session, and the page is the same for all.
    const response = await handle(pageRequest("/center/hzvtc/detail?id=28001&key=culture"));
    await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toMatch(/^hzvtc_detail=/);
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
  });

  it("keeps the 404 page out", async () => {
    const response = await handle(pageRequest("/center/100001/no-such-page"));
    await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  });
});

/** The `<head>`'s tags by their name, property or rel (a test reads a few; later ones win). */
function headTags(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = new Map<string, string>();
  for (const [tag] of head.matchAll(/<(?:meta|link)\b[^>]*>/g)) {
    const key = /\b(?:name|property|rel)="([^"]+)"/.exec(tag)?.[1];
    const value = /\b(?:content|href)="([^"]*)"/.exec(tag)?.[1];
    if (key && value !== undefined) tags.set(key, value.replace(/&amp;/g, "&"));
  }
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return { tags, title };
}

describe("search and sharing tags", () => {
  it("a public page carries a description, its canonical address and a sharing card", async () => {
    const response = await handle(pageRequest("/center/100004/custom/party"));
    const { tags, title } = headTags(await response.text());
    expect(tags.get("description")).toMatch(/\S{4,}/);
    expect(tags.get("canonical")).toBe(`${new URL(pageRequest("/").url).origin}/center/100004/custom/party`);
    expect(tags.get("og:url")).toBe(tags.get("canonical"));
    expect(tags.get("og:title")).toBe(title);
    expect(tags.get("og:description")).toBe(tags.get("description"));
    // A raster image: the demo school's logo is an SVG, which sharing cards do not show.
    expect(tags.get("og:image")).toMatch(/^https?:\/\/[^/]+\/.*\.(png|jpe?g|webp)$/);
  });

  it("a course page names its course and keeps the query that names it", async () => {
    const response = await handle(pageRequest("/center/100001/class/501?tab=reviews"));
    expect(response.status).toBe(200);
    const { tags } = headTags(await response.text());
    expect(tags.get("canonical")).toBe(
      `${new URL(pageRequest("/").url).origin}/center/100001/class/501?tab=reviews`,
    );
    expect(tags.get("description")).toContain(tags.get("og:title")!.split(" - ")[1]!);
  });

  it("a learner's own page and a failure carry none", async () => {
    for (const [path, loggedIn] of [
      ["/center/100001/user/myNote", true],
      ["/center/100001/no-such-page", false],
    ] as const) {
      const { tags } = headTags(await (await handle(pageRequest(path, { loggedIn }))).text());
      expect(tags.has("description"), path).toBe(false);
      expect(tags.has("og:title"), path).toBe(false);
    }
  });
});
