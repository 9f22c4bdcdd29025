import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The page kits (components/page-kit.ts, components/public-site/public-site-kit.ts) only merge the frame's
// code into one file if EVERY entry of the client build imports them: a route module, the root, or a module
// loaded with import(). One that forgets splits the kit again, a dozen small files on every page (decision 011).
// The lists' kit (components/list-kit.ts: the pager, list states, course covers, review rules…) is out of the
// page kit so that the pages without a list (the question screens) do not carry it; every entry that uses one of
// its members imports it, so they stay one file (decision 035; tests/budget/first-load-files.test.ts checks the
// built files).
const APP = join(__dirname, "../../app");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const routeModules = filesUnder(join(APP, "routes")).filter((path) => {
  const inRoutes = relative(join(APP, "routes"), path);
  return /\.tsx?$/.test(path) && (!inRoutes.includes("/") || /\/route\.tsx?$/.test(inRoutes));
});
// Loaded with import(): `*.client` modules (browser only) and `*.lazy` parts (components/ui/lazy-part.tsx).
const lazyModules = filesUnder(APP).filter(
  (path) => /\.(client|lazy)\.tsx?$/.test(path) && !path.endsWith("entry.client.tsx"),
);
const entries = [join(APP, "root.tsx"), ...routeModules, ...lazyModules];
const isPublicSiteRoute = (path: string) =>
  /\/routes\/(_(hzvtc|party)\.|center\.[^/]*(hzvtc|custom\.))/.test(path);

describe("the page kits", () => {
  it("are imported by every entry of the client build", () => {
    expect(routeModules.length).toBeGreaterThan(40);
    expect(lazyModules.filter((path) => /\.lazy\.tsx?$/.test(path)).length).toBeGreaterThan(3);
    const missing = entries.filter(
      (path) => !readFileSync(path, "utf8").includes('import "~/components/page-kit";'),
    );
    expect(missing.map((path) => relative(APP, path))).toEqual([]);
  });

  it("the public sites' kit by every public site's route", () => {
    const publicRoutes = routeModules.filter(isPublicSiteRoute);
    expect(publicRoutes.length).toBeGreaterThan(10);
    const missing = publicRoutes.filter(
      (path) => !readFileSync(path, "utf8").includes('import "~/components/public-site/public-site-kit";'),
    );
    expect(missing.map((path) => relative(APP, path))).toEqual([]);
  });

  it("the lists' kit by every entry that imports one of its members, and no member in both kits", () => {
    const kitMembers = (kit: string) =>
      [...readFileSync(join(APP, kit), "utf8").matchAll(/^export \* from "(~\/[^"]+)";$/gm)].map(
        ([, module]) => module!,
      );
    const listKit = kitMembers("components/list-kit.ts");
    expect(listKit.length).toBeGreaterThan(5);
    expect(kitMembers("components/page-kit.ts").filter((module) => listKit.includes(module))).toEqual([]);
    const users = entries.filter((path) => {
      const text = readFileSync(path, "utf8");
      return listKit.some((module) => text.includes(`from "${module}";`));
    });
    expect(users.length).toBeGreaterThan(10);
    const missing = users.filter(
      (path) => !readFileSync(path, "utf8").includes('import "~/components/list-kit";'),
    );
    expect(missing.map((path) => relative(APP, path))).toEqual([]);
  });

  // A kit merges its members into one file only while package.json marks it as having side effects (decision
  // 025): a kit that moves (the question kit into app/features/question, decision 032) and leaves a stale path
  // there is silently split again.
  it("are each marked in package.json's sideEffects, at their path", () => {
    const kits = filesUnder(APP)
      .filter((path) => /-kit\.ts$/.test(path))
      .map((path) => `./${relative(join(APP, ".."), path)}`);
    const { sideEffects } = JSON.parse(readFileSync(join(APP, "../package.json"), "utf8")) as {
      sideEffects: string[];
    };
    expect(kits.length).toBeGreaterThan(3);
    expect([...sideEffects].sort()).toEqual([...kits].sort());
  });

  it("the question kit by every question screen and every part the question feature loads later", () => {
    const questionRoutes = routeModules.filter((path) =>
      // The screens, not their autosave resource routes (no page: no kit).
      /myPractice_\.\w+Practice\.tsx$|myAssess_\.(assessAnswer|againAssess)\.tsx$/.test(path),
    );
    const questionParts = lazyModules.filter(
      (path) =>
        path.includes("/features/question/") &&
        /(answer-card|answer-files|kept-answer|question-dialog|question-review)\.lazy|answer-transfer\.client/.test(
          path,
        ),
    );
    expect(questionRoutes.length).toBe(4);
    expect(questionParts.length).toBe(6);
    const missing = [...questionRoutes, ...questionParts].filter(
      (path) => !readFileSync(path, "utf8").includes('import "~/features/question/question-kit";'),
    );
    expect(missing.map((path) => relative(APP, path))).toEqual([]);
  });
});
