import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

// The server's route caches (patches/@remix-run+router+1.23.3.patch, docs/decisions/019): the CommonJS build
// that Node loads flattens and ranks a route tree once and remembers an address's matches. What it answers must
// be what matching answers, and a caller that changes an answer must not change the next one.
type Route = { id: string; path?: string; index?: boolean; children?: Route[] };
type Match = { route: Route; params: Record<string, string | undefined>; pathname: string };
type RouterModule = { matchRoutes: (routes: Route[], location: string) => Match[] | null };

const router = createRequire(import.meta.url)("@remix-run/router") as RouterModule;

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
});
