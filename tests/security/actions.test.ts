import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";

import { server, useMockUpstream } from "../mocks/server";
import { PORTAL, loginRedirect, pageRequest } from "../routes/helpers";

useMockUpstream();

// Decision 014 (cross-site writes, guards before actions): every action of the portal, found by walking app/routes (so a new one cannot be
// forgotten), is refused cross-site before anything runs, and every action under a protected path is guarded as
// its page: no session logs in, a user of another school goes to their own school, before the body is read.

const ROUTES = fileURLToPath(new URL("../../app/routes", import.meta.url));
const modules = import.meta.glob<Record<string, unknown>>("../../app/routes/**/*.{ts,tsx}");

/** Route files as Remix's flat routes reads them: a file in app/routes, or a folder's route.tsx. */
function routeFiles(): { id: string; file: string }[] {
  return readdirSync(ROUTES).flatMap((name) => {
    const full = join(ROUTES, name);
    if (statSync(full).isDirectory()) {
      const route = readdirSync(full).find((inner) => /^route\.tsx?$/.test(inner));
      return route ? [{ id: name, file: `${name}/${route}` }] : [];
    }
    return /\.tsx?$/.test(name) ? [{ id: name.replace(/\.tsx?$/, ""), file: name }] : [];
  });
}

const SAMPLE: Record<string, string> = {
  $classId: "501",
  $videoId: "7",
  $id: "1",
  $mode: "view",
  $section: "news",
  $: "x",
};

/** A URL of the route, for a school. */
function pathOf(id: string, school: string): string {
  const segments = id
    .split(".")
    .map((segment) => segment.replace(/_$/, ""))
    .filter((segment) => segment !== "_index")
    .map((segment) => (segment === "$school" ? school : (SAMPLE[segment] ?? segment)));
  return `/${segments.join("/")}`;
}

const isProtectedPath = (path: string) => /^\/center\/\d+\/(user|video)(\/|$)/.test(path);

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

async function actionsOfRoutes() {
  const found: { id: string; action: Action; source: string; path: (school: string) => string }[] = [];
  for (const { id, file } of routeFiles()) {
    const load = modules[`../../app/routes/${file}`];
    if (!load) throw new Error(`route module not found by the glob: ${file}`);
    const module = await load();
    if (typeof module.action === "function") {
      const source = readFileSync(join(ROUTES, file), "utf8");
      found.push({ id, action: module.action as Action, source, path: (school) => pathOf(id, school) });
    }
  }
  return found;
}

const found = await actionsOfRoutes();
const protectedOnes = found.filter((route) => isProtectedPath(route.path("100001")));

function paramsOf(id: string, school: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const segment of id.split(".")) {
    const name = segment.replace(/_$/, "");
    if (name === "$school") params.school = school;
    else if (name === "$") params["*"] = "x";
    else if (name.startsWith("$")) params[name.slice(1)] = SAMPLE[name] ?? "1";
  }
  return params;
}

async function outcomeOf(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    expect(result).toBeInstanceOf(Response);
    return result as Response;
  } catch (error) {
    expect(error).toBeInstanceOf(Response);
    return error as Response;
  }
}

const upstreamCalls: string[] = [];
beforeEach(() => {
  upstreamCalls.length = 0;
  server.events.removeAllListeners();
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname !== "/api/user/info") upstreamCalls.push(`${request.method} ${url.href}`);
  });
});

function post(path: string, init: { loggedIn?: boolean; headers?: Record<string, string> } = {}) {
  return pageRequest(path, { ...init, method: "POST", form: { intent: "save", from: "/center/" } });
}

describe("the route files", () => {
  it("have actions, found by walking app/routes", () => {
    expect(found.length).toBeGreaterThanOrEqual(17);
    expect(protectedOnes.length).toBeGreaterThanOrEqual(12);
  });

  it.each(found.map((route) => [route.id, route] as const))(
    "%s: its action is written with the one wrapper of its kind",
    (_id, route) => {
      const kind = isProtectedPath(route.path("100001")) ? "protectedAction" : "publicAction";
      const written = new RegExp(
        `export const action = \\(args: ActionFunctionArgs\\) =>\\s*${kind}\\(args,`,
      );
      // A route may share another route's action (the catalogue's course detail): that one is checked itself.
      const shared = /export \{[^}]*\baction\b[^}]*\} from "\.\/center\./.test(route.source);
      expect(written.test(route.source) || shared).toBe(true);
    },
  );
});

describe.each(found.map((route) => [route.id, route] as const))("%s", (id, route) => {
  const path = route.path("100001");

  it.each<Record<string, string>>([
    { origin: "http://evil.example" },
    { origin: "null" },
    { origin: "http://localhost:3001" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
    { origin: "http://localhost:3000", "sec-fetch-site": "same-site" },
  ])("refuses a post from another site (%j) with 403, before any call", async (headers) => {
    const request = post(path, { loggedIn: true, headers });
    const response = await outcomeOf(() =>
      route.action({ request, params: paramsOf(id, "100001"), context: {} }),
    );
    expect(response.status).toBe(403);
    expect(response.statusText).toBe("Cross-site request refused");
    expect(await response.text()).toBe("该请求来自其他网站，已被拒绝。请回到本站页面后重试。");
    expect(request.bodyUsed).toBe(false);
    expect(upstreamCalls).toEqual([]);
  });
});

describe.each(protectedOnes.map((route) => [route.id, route] as const))("%s (protected)", (id, route) => {
  it("sends a post without a session to log in, before the body is read or any learning call", async () => {
    const path = route.path("100001");
    const request = post(path, { headers: { origin: PORTAL, "sec-fetch-site": "same-origin" } });
    const response = await outcomeOf(() =>
      route.action({ request, params: paramsOf(id, "100001"), context: {} }),
    );
    expect(response).toHaveRedirect(loginRedirect(path));
    expect(request.bodyUsed).toBe(false);
    expect(upstreamCalls).toEqual([]);
  });

  it("sends a post under another school to the user's own school, before anything runs", async () => {
    const request = post(route.path("100004"), { loggedIn: true, headers: { origin: PORTAL } });
    const response = await outcomeOf(() =>
      route.action({ request, params: paramsOf(id, "100004"), context: {} }),
    );
    expect(response).toHaveRedirect("/center/100001/user/myClass");
    expect(request.bodyUsed).toBe(false);
    expect(upstreamCalls).toEqual([]);
  });
});
