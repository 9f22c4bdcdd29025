import { fileURLToPath } from "node:url";

import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { takeConsoleErrors } from "../console-guard";
import { upstreamSession } from "../resilience/helpers";

import { createPortalHandler } from "../../server/portal-handler";
import { startUpstream } from "../../upstream/server";

// Decision 028's review rule, through the built portal (npm run build first) and the reference upstream: a learner posts a review
// of another school's course through every path of their own school that takes one — the learner area's course
// page, the catalogue's, the player's rate dialog — and the public sites' forms refuse a learner of another
// school. Nothing is stored; the reviews on the other school's public site stay as they were.

const PORTAL = "http://localhost:3000";
const FOREIGN_COURSE = "28001"; // the vocational college's (100028) course on its public site

describe("a review of another school's course, on every path", () => {
  let handle: (request: Request) => Promise<Response>;
  let stop: () => Promise<void>;
  let upstream = "";
  const cookies = new Map<string, string>();

  const as = async (username: string) => {
    const known = cookies.get(username);
    if (known) return known;
    const pair = await upstreamSession(upstream, username);
    cookies.set(username, pair);
    return pair;
  };
  const reviewCount = async (course: string) => {
    const answer = await fetch(`${upstream}/api/course/comment?course_id=${course}&page=1&size=1`);
    return ((await answer.json()) as { data: { total: number } }).data.total;
  };
  const post = async (path: string, username: string, form: Record<string, string>) => {
    const body = new URLSearchParams(form).toString();
    return handle(
      new Request(`${PORTAL}${path}`, {
        method: "POST",
        headers: {
          host: new URL(PORTAL).host,
          origin: PORTAL,
          "sec-fetch-site": "same-origin",
          cookie: await as(username),
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(Buffer.byteLength(body)),
        },
        body,
      }),
    );
  };

  beforeAll(async () => {
    const started = await startUpstream({ port: 0 });
    stop = started.close;
    upstream = `http://127.0.0.1:${started.port}`;
    Object.assign(process.env, {
      LOGIN_SERVICE_URL: upstream,
      LEARNING_SERVICE_URL: upstream,
      MEDIA_SERVICE_URL: upstream,
      LOGIN_SERVICE_PUBLIC_URL: started.url,
      UPSTREAM_TIMEOUT_MS: "3000",
      PAGE_DEADLINE_MS: "3000",
    });
    const path = fileURLToPath(new URL("../../build/index.js", import.meta.url));
    const build = (await import(/* @vite-ignore */ path)) as ServerBuild;
    const portal = createPortalHandler(build);
    handle = (request) => portal(request);
  }, 60_000);
  afterAll(async () => {
    await stop?.();
  });

  const review = { intent: "review", content: "Posted from elsewhere", level: "5" };

  it.each([
    ["the learner area's course page", `/center/100001/class/${FOREIGN_COURSE}?tab=reviews`, review],
    ["the catalogue's course page", `/center/school/class/${FOREIGN_COURSE}?tab=reviews`, review],
    [
      "the player's rate dialog",
      `/center/100001/video/${FOREIGN_COURSE}/1?panel=rate`,
      { intent: "rate", content: "Posted from elsewhere", level: "5" },
    ],
  ])("%s refuses it with the portal's 404 and stores nothing", async (_, path, form) => {
    const before = await reviewCount(FOREIGN_COURSE);
    const response = await post(path, "learner", form);
    // The portal's own rule (404: the school does not hold the course), before the upstream's 1403.
    expect(response.status).toBe(404);
    expect(await reviewCount(FOREIGN_COURSE)).toBe(before);
    takeConsoleErrors();
  });

  // On the college site a learner of another school is sent to the college's login (public-sites §4.1, decision
  // 027), a post included.
  it("the college's own public form sends a learner of another school to the college's login and stores nothing", async () => {
    const before = await reviewCount(FOREIGN_COURSE);
    const response = await post(`/center/hzvtc/detail?id=${FOREIGN_COURSE}&key=culture`, "learner", review);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/\/api\/redirect\?school_code=100028&/);
    expect(await reviewCount(FOREIGN_COURSE)).toBe(before);
  });

  it("the college's learner still reviews it there", async () => {
    const before = await reviewCount(FOREIGN_COURSE);
    const response = await post(`/center/hzvtc/detail?id=${FOREIGN_COURSE}&key=culture`, "learner100028", {
      ...review,
      content: "Posted at home",
    });
    expect(response.status).toBeLessThan(400);
    expect(await reviewCount(FOREIGN_COURSE)).toBe(before + 1);
  });
});
