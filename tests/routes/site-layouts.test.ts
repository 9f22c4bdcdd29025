import { describe, expect, it } from "vitest";

import { readClientManifest } from "../../scripts/route-weights";
import { useMockUpstream } from "../mocks/server";
import { pageRequest, useBuiltServer } from "./helpers";

// Decision 040: a public site of several pages has one layout route that holds what its pages share — the frame,
// the handle, the failure page — and its pages keep their loader, content and title. Read from the build (the
// client manifest says which route has a failure page of its own) and from the documents it renders.

type ManifestRoute = { parentId?: string; path?: string; hasErrorBoundary: boolean };

const SITES = [
  { layout: "routes/_hzvtc", pathPart: "hzvtc", frame: 'class="public-site hzvtc"' },
  { layout: "routes/_party", pathPart: "custom/party", frame: 'class="public-site party"' },
] as const;

describe("a public site's layout route", () => {
  useMockUpstream();
  const handle = useBuiltServer();

  it("is the parent of every page of the college and of the party site, which have no failure page of their own", () => {
    const routes = readClientManifest().routes as unknown as Record<string, ManifestRoute>;
    for (const site of SITES) {
      expect(routes[site.layout]).toMatchObject({ parentId: "root", hasErrorBoundary: true });
      expect(routes[site.layout]?.path).toBeUndefined();
      const pages = Object.entries(routes).filter(([, route]) => route.path?.includes(site.pathPart));
      expect(pages.length).toBeGreaterThanOrEqual(6);
      for (const [id, page] of pages) {
        expect({ id, parent: page.parentId, boundary: page.hasErrorBoundary }).toEqual({
          id,
          parent: site.layout,
          boundary: false,
        });
      }
    }
  });

  it("draws the site's frame around a page and marks the page's menu entry and search keyword", async () => {
    const section = await (await handle(pageRequest("/center/hzvtc/culture"))).text();
    expect(section).toContain(SITES[0].frame);
    expect(section).toMatch(/<a aria-current="page"[^>]*href="\/center\/hzvtc\/culture"/);
    const list = await (await handle(pageRequest("/center/custom/party/list/edu"))).text();
    expect(list).toContain(SITES[1].frame);
    expect(list).toMatch(/<a aria-current="page"[^>]*href="\/center\/custom\/party\/list\/edu"/);

    // The header's search shows the page's keyword.
    for (const [path, site] of [
      ["/center/hzvtc/search?keywords=abc", SITES[0]],
      ["/center/custom/party/search?keywords=abc", SITES[1]],
    ] as const) {
      const search = await (await handle(pageRequest(path))).text();
      expect(search).toContain(site.frame);
      expect(search).toMatch(/id="public-search-input"[^>]*value="abc"/);
    }
  });

  it("draws the site's frame around a failure of a page, with its status", async () => {
    for (const [path, site] of [
      ["/center/hzvtc/no-such-section", SITES[0]],
      ["/center/custom/party/list/no-such-section", SITES[1]],
    ] as const) {
      const response = await handle(pageRequest(path));
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(site.frame);
    }
  });

  it("answers 404 for a school-coded page whose school code is not one, as every school page does", async () => {
    for (const path of ["/center/abc/hzvtc", "/center/abc/custom/party"]) {
      expect((await handle(pageRequest(path))).status).toBe(404);
    }
  });
});
