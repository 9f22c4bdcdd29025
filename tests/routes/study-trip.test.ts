import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { loader as pageLoader } from "~/routes/center.$school.custom.sxyxlx";
import { loader as materialLoader } from "~/routes/center.$school.custom.sxyxlx_.material";
import { PUBLIC_CACHE } from "~/utils/headers.server";

import { takeConsoleErrors } from "../console-guard";
import { failingList, tripCourses, tripMaterials } from "../mocks/learning/study-trip";
import { PARTY_TOKEN, TRIP_TOKEN } from "../mocks/login-service";
import { server, useMockUpstream } from "../mocks/server";

import { LEARNING, pageRequest, PORTAL, redirectOf, toastOf } from "./helpers";
import { queryOf, recordCalls, served, upstreamRounds } from "./public-site-helpers";

// The study-trip page (public-sites §2.7, §6, §7.6): who sees it, its calls in one round, cache headers, and the
// material download streamed through the portal.
useMockUpstream();

const TRIP_SESSION = `api_token=${TRIP_TOKEN}`;
const PAGE = (school: string) => `/center/${school}/custom/sxyxlx`;

const loadPage = (school: string, init: { cookie?: string; loggedIn?: boolean } = {}) =>
  pageLoader({ request: pageRequest(PAGE(school), init), params: { school }, context: {} });

/** The page as the portal's server answers it: the loader's result and the headers it sends. */
const visit = (school: string, init: { cookie?: string } = {}) =>
  served(pageRequest(PAGE(school), init), () => loadPage(school, init));

const isTripCall = (url: URL) => url.pathname.startsWith("/api/yanxue/");

describe("study-trip page loader", () => {
  it("asks the three lists and the materials of 100035 in one round of 4 calls", async () => {
    const upstream = upstreamRounds(isTripCall);
    const { calls, stop } = recordCalls();
    const result = await loadPage("100035");
    stop();
    expect(upstream.sizes()).toEqual([4]);
    expect(calls).toHaveLength(4);
    const lists = calls.filter((url) => url.pathname === "/api/yanxue/course/index").map(queryOf);
    expect(lists.map((query) => query.category_id).sort()).toEqual(["92", "93", "94"]);
    for (const query of lists)
      expect(query).toEqual({ ...query, school_code: "100035", page: "1", size: "12" });
    const materials = calls.filter((url) => url.pathname === "/api/yanxue/material/index").map(queryOf);
    expect(materials).toEqual([{ school_code: "100035", page: "1", size: "20" }]);

    expect(result.data.sections.map((section) => section.key)).toEqual(["trip", "famous", "aide"]);
    const idsOf = (category: number) =>
      tripCourses
        .filter((c) => c.category_id === category)
        .map(({ id, name, photo }) => ({ id: String(id), name, photo, art: "" }));
    expect(result.data.sections.map((section) => section.courses)).toEqual([idsOf(92), idsOf(93), idsOf(94)]);
    expect(result.data.materials).toEqual(
      tripMaterials
        .filter((m) => m.school === "100035")
        .map(({ id, name, path }) => ({ id: String(id), name, path })),
    );
  });

  it("asks the user with the lists in the same round for a session, and shows the page to its own learner", async () => {
    const upstream = upstreamRounds((url) => isTripCall(url) || url.pathname === "/api/user/info");
    const result = await loadPage("100035", { cookie: TRIP_SESSION });
    expect(upstream.sizes()).toEqual([5]);
    expect(result.data.school).toBe("100035");
  });

  it("lists 100046's own categories (3481, 3482, 3483)", async () => {
    const { calls, stop } = recordCalls();
    const result = await loadPage("100046");
    stop();
    const lists = calls.filter((url) => url.pathname === "/api/yanxue/course/index").map(queryOf);
    expect(lists.map((query) => query.category_id).sort()).toEqual(["3481", "3482", "3483"]);
    expect(result.data.sections.map((section) => section.courses?.length)).toEqual([1, 1, 1]);
    expect(result.data.materials?.map((m) => m.id)).toEqual(["4601"]);
  });

  it("sends a learner of another school to their own my courses", async () => {
    expect(await redirectOf(() => loadPage("100035", { loggedIn: true }))).toHaveRedirect(
      "/center/100001/user/myClass",
    );
    expect(await redirectOf(() => loadPage("100046", { cookie: `api_token=${PARTY_TOKEN}` }))).toHaveRedirect(
      "/center/100004/user/myClass",
    );
    expect(await redirectOf(() => loadPage("100046", { cookie: TRIP_SESSION }))).toHaveRedirect(
      "/center/100035/user/myClass",
    );
  });

  it("sends a learner of a school without the page to their my courses, and a visitor to its my courses", async () => {
    expect(await redirectOf(() => loadPage("100001", { loggedIn: true }))).toHaveRedirect(
      "/center/100001/user/myClass",
    );
    const { calls, stop } = recordCalls();
    // Decision 027: the visitor logs in there and lands on their own my courses (no 404 that loops).
    expect(await redirectOf(() => loadPage("100001"))).toHaveRedirect("/center/100001/user/myClass");
    stop();
    expect(calls.filter(isTripCall)).toHaveLength(0);
  });

  it("treats an expired session as a visitor (2001 on a public page never redirects)", async () => {
    const result = await loadPage("100035", { cookie: "api_token=expired" });
    expect(result.data.school).toBe("100035");
  });

  it("gives a failing list its fallback, the others theirs, and the page no-store", async () => {
    server.use(failingList);
    const { result, headers } = await visit("100035");
    expect(result.data.sections.map((section) => section.courses)).toEqual([null, null, null]);
    expect(result.data.materials).toHaveLength(2);
    expect(headers.get("cache-control")).toBe("private, no-store");
  });

  it("is public for a visitor and never for a session", async () => {
    const anonymous = (await visit("100035")).headers;
    expect(anonymous.get("cache-control")).toBe(PUBLIC_CACHE);

    const withSession = (await visit("100035", { cookie: TRIP_SESSION })).headers;
    expect(withSession.get("cache-control")).toBe("private, no-store");
  });
});

describe("study-trip material download", () => {
  const response200 = (response: Response) => {
    expect(response.status).toBe(200);
    return response;
  };
  const download = (school: string, query: Record<string, string>) =>
    materialLoader({
      request: new Request(`${PORTAL}${PAGE(school)}/material?${new URLSearchParams(query)}`),
      params: { school },
      context: {},
    }) as Promise<Response>;
  const handbook = tripMaterials[0]!;
  const query = (file: { id: number; name: string; path: string }) => ({
    id: String(file.id),
    name: file.name,
    path: file.path,
  });

  it("sends a school without the page to its 404 page, asking nothing", async () => {
    const { calls, stop } = recordCalls();
    const response = await redirectOf(() => download("100001", query(handbook)));
    stop();
    expect(calls).toEqual([]);
    expect(response.headers.get("location")).toBe("/center/100001/Page404");
  });

  it("streams the upstream's file with its name (attachment, RFC 5987) and asks id, name, path and the school", async () => {
    const { calls, stop } = recordCalls();
    const response = await download("100035", query(handbook));
    stop();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(handbook.body);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="________.pdf"; filename*=UTF-8''${encodeURIComponent(handbook.name)}`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(calls.map(queryOf)).toEqual([
      { is_download: "1", id: "3501", name: handbook.name, path: handbook.path, school_code: "100035" },
    ]);
  });

  it("names the file as the upstream does, whatever name the link carries (an overlong one is dropped)", async () => {
    const renamed = await download("100035", { ...query(handbook), name: "invoice.exe" });
    expect(response200(renamed).headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent(handbook.name)}`,
    );
    const { calls, stop } = recordCalls();
    const overlong = await download("100035", { ...query(handbook), name: `${"长".repeat(300)}.pdf` });
    stop();
    expect(response200(overlong).headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent(handbook.name)}`,
    );
    // The dropped hint is replaced by the stored path's file name, so the upstream still gets a name.
    expect(calls.map(queryOf)[0]?.name).toBe(handbook.path.split("/").pop());
  });

  it("falls back to the link's name when the upstream names no file", async () => {
    server.use(
      http.get(`${LEARNING}/api/yanxue/material/index`, () => new HttpResponse("%PDF-1.4", { status: 200 })),
    );
    const response = await download("100035", query(handbook));
    expect(response200(response).headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent(handbook.name)}`,
    );
  });

  it("comes back to the materials with 'resource does not exist' when the upstream has no such file (404)", async () => {
    const response = await download("100035", { ...query(handbook), id: "9999" });
    expect(response).toHaveRedirect("/center/100035/custom/sxyxlx#materials", 302);
    expect(await toastOf(response)).toEqual({ type: "error", key: "files.missing" });
    // Another school's material is not there either.
    const elsewhere = await download("100046", query(handbook));
    expect(await toastOf(elsewhere)).toEqual({ type: "error", key: "files.missing" });
    // A bare HTTP 404 (no envelope) means the same.
    server.use(
      http.get(`${LEARNING}/api/yanxue/material/index`, () => new HttpResponse("Not Found", { status: 404 })),
    );
    expect(await toastOf(await download("100035", query(handbook)))).toEqual({
      type: "error",
      key: "files.missing",
    });
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("comes back with 'File download failed' when the upstream is down", async () => {
    server.use(http.get(`${LEARNING}/api/yanxue/material/index`, () => HttpResponse.error()));
    const response = await download("100035", query(handbook));
    expect(response).toHaveRedirect("/center/100035/custom/sxyxlx#materials", 302);
    expect(await toastOf(response)).toEqual({ type: "error", key: "files.downloadFailed" });
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("says 'resource does not exist' for a link without a numeric id or a path, asking nothing", async () => {
    const { calls, stop } = recordCalls();
    for (const bad of [
      { ...query(handbook), id: "x" },
      { id: "3501", name: "a.pdf" },
    ]) {
      expect(await toastOf(await download("100035", bad))).toEqual({ type: "error", key: "files.missing" });
    }
    stop();
    expect(calls).toHaveLength(0);
  });
});
