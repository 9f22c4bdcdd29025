import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { describe, expect, it, vi } from "vitest";

// The server's route caches (patches/@remix-run+router+1.23.3.patch and patches/react-router-dom+6.30.4.patch,
// docs/decisions/019 and 026): the CommonJS builds that Node loads flatten and rank a route tree once, remember an
// address's matches, compile a pattern once and convert a tree to data routes once. What they answer must be what
// matching answers, a caller that changes an answer must not change the next one, and the caches must be there:
// the last tests fail on the unpatched packages (the tree is keyed by identity, so a tree changed in place after
// its first use keeps answering as it was; the server never changes one).
type Route = { id: string; path?: string; index?: boolean; children?: Route[] };
type Match = { route: Route; params: Record<string, string | undefined>; pathname: string };
type RouterModule = {
  matchRoutes: (routes: Route[], location: string) => Match[] | null;
  matchPath: (pattern: { path: string }, pathname: string) => unknown;
  createStaticHandler: (routes: Route[]) => {
    query: (request: Request) => Promise<{ matches: Match[] } | Response>;
  };
};
type StaticRouterModule = {
  createStaticRouter: (routes: Route[], context: { matches: Match[] }) => { routes: unknown[] };
};

const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as RouterModule;
const staticRouter = require("react-router-dom/server") as StaticRouterModule;

function tree(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "center", path: "center", index: true },
        { id: "course", path: "center/:school/class/:classId" },
        { id: "player", path: "center/:school/video/:classId/:videoId" },
        { id: "notes", path: "center/:school/user/myNote" },
        { id: "splat", path: "center/*" },
      ],
    },
  ];
}

const ids = (matches: Match[] | null) => matches?.map((match) => match.route.id) ?? null;

describe("the server's route match cache", () => {
  it("is the CommonJS build with the portal's patch", () => {
    const source = createRequire(import.meta.url).resolve("@remix-run/router");
    expect(source).toMatch(/router\.cjs\.js$/);
    // The build Node loads carries the patch's caches (without the patch this file has neither).
    const code = readFileSync(source, "utf8");
    expect(code).toContain("const rankedBranchesByRoutes = new WeakMap();");
    expect(code).toContain("const matchesByRoutes = new WeakMap();");
  });

  it("answers each address as matching does, first time and again", () => {
    const routes = tree();
    for (let round = 0; round < 2; round += 1) {
      expect(ids(router.matchRoutes(routes, "/center/100001/class/16"))).toEqual(["root", "course"]);
      expect(router.matchRoutes(routes, "/center/100001/class/16")?.[1]?.params).toEqual({
        school: "100001",
        classId: "16",
      });
      expect(ids(router.matchRoutes(routes, "/center/100001/video/16/73"))).toEqual(["root", "player"]);
      expect(ids(router.matchRoutes(routes, "/center/100001/user/myNote"))).toEqual(["root", "notes"]);
      expect(ids(router.matchRoutes(routes, "/center/anything/else"))).toEqual(["root", "splat"]);
      expect(router.matchRoutes(routes, "/elsewhere")).toBeNull();
    }
  });

  it("gives each caller its own copy: changing one answer leaves the next alone", () => {
    const routes = tree();
    const first = router.matchRoutes(routes, "/center/100001/class/16");
    const course = first?.[1];
    if (!course) throw new Error("no match");
    course.params.classId = "changed";
    first.pop();
    const again = router.matchRoutes(routes, "/center/100001/class/16");
    expect(ids(again)).toEqual(["root", "course"]);
    expect(again?.[1]?.params.classId).toBe("16");
    expect(again).not.toBe(first);
  });

  it("keeps route trees apart", () => {
    const one = tree();
    const other: Route[] = [{ id: "only", path: "center/:school/class/:classId" }];
    expect(ids(router.matchRoutes(one, "/center/1/class/2"))).toEqual(["root", "course"]);
    expect(ids(router.matchRoutes(other, "/center/1/class/2"))).toEqual(["only"]);
  });

  it("flattens and ranks a tree once: a route added in place after the first match is not seen", () => {
    const routes = tree();
    expect(ids(router.matchRoutes(routes, "/center/100001/class/16"))).toEqual(["root", "course"]);
    routes[0]?.children?.unshift({ id: "added", path: "added/:id" });
    expect(router.matchRoutes(routes, "/added/1")).toBeNull();
  });

  it("remembers an address's matches per tree: a path changed in place after the first match is not seen", () => {
    const routes = tree();
    expect(ids(router.matchRoutes(routes, "/center/100001/user/myNote"))).toEqual(["root", "notes"]);
    const notes = routes[0]?.children?.find((route) => route.id === "notes");
    if (!notes) throw new Error("no notes route");
    notes.path = "center/:school/user/notes";
    expect(ids(router.matchRoutes(routes, "/center/100001/user/myNote"))).toEqual(["root", "notes"]);
  });

  it("compiles a pattern once: its warning is given the first time only", () => {
    // A pattern ending in `*` without `/` is warned about when compiled; a unique one, so no earlier test made it.
    const pattern = { path: `/once-${Date.now()}-${Math.random().toString(36).slice(2)}*` };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    router.matchPath(pattern, "/elsewhere");
    router.matchPath(pattern, "/elsewhere");
    router.matchPath(pattern, "/elsewhere");
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("the server's static router (react-router-dom/server)", () => {
  it("converts a route tree to data routes once: each render of the same tree gets the same data routes", async () => {
    const routes = tree();
    const context = await router.createStaticHandler(routes).query(new Request("http://portal.test/center"));
    if (context instanceof Response) throw new Error("a redirect");
    const first = staticRouter.createStaticRouter(routes, context).routes;
    const second = staticRouter.createStaticRouter(routes, context).routes;
    expect(second).toBe(first);
    expect(staticRouter.createStaticRouter(tree(), context).routes).not.toBe(first);
  });
});
