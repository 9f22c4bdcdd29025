import { describe, expect, it } from "vitest";

import { useMockUpstream } from "../mocks/server";

import { pageRequest, recordUpstreamRounds, useBuiltServer } from "./helpers";

// The rounds of upstream calls of whole documents (the root and the page's loaders, as the server runs them), every
// answer delayed as `npm run bench` does: one round where the spec forces no order, and no call made twice
// (docs/decisions/019). Needs `npm run build`.
useMockUpstream();

const handle = useBuiltServer();

async function roundsOf(path: string, cookie = "") {
  const upstream = recordUpstreamRounds();
  const response = await handle(pageRequest(path, { loggedIn: true, cookie }));
  const html = await response.text();
  expect(response.status).toBe(200);
  return { rounds: upstream.rounds(), calls: upstream.calls(), html };
}

const once = (calls: string[]) => expect(calls.length).toBe(new Set(calls).size);

describe("rounds of upstream calls per document", () => {
  it("catalogue: the user asked once; one round when the school is known", async () => {
    const page = await roundsOf("/center/school/class", "schoolCode=100001");
    once(page.calls);
    expect(page.calls.filter((call) => call.endsWith("/api/user/info"))).toHaveLength(1);
    expect(page.rounds).toHaveLength(1);
  });

  it("catalogue without a school anywhere: the school's name waits for the user's school (forced)", async () => {
    const page = await roundsOf("/center/school/class");
    once(page.calls);
    expect(page.rounds).toHaveLength(2);
    expect(page.rounds[1]).toEqual(["login.test/api/login/info?school_code=100001"]);
  });

  it("course detail: one round, each call once, and its directory links name the chapter", async () => {
    const page = await roundsOf("/center/100001/class/501");
    once(page.calls);
    expect(page.calls.filter((call) => call.endsWith("/api/user/info"))).toHaveLength(1);
    expect(page.rounds).toHaveLength(1);
    expect(page.html).toContain('href="/center/100001/video/501/101?chapter=10"');
    // Start learning at a given material (?cmid=) names its chapter too; without one it resumes (videoId 0).
    expect(page.html).toContain('href="/center/100001/video/501/0"');
    const atMaterial = await roundsOf("/center/100001/class/501?cmid=101");
    expect(atMaterial.html).toMatch(
      /button--primary"[^>]*href="\/center\/100001\/video\/501\/101\?chapter=10"/,
    );
  });

  it("player opened from a link that names the chapter: one round, and its own links name theirs", async () => {
    const page = await roundsOf("/center/100001/video/6/61?chapter=610");
    once(page.calls);
    expect(page.rounds).toHaveLength(1);
    expect(page.calls).toContain("learning.test/api/course/course/6/play?id=6&cm_id=61&chapter_id=610");
    // The next lecture (62, chapter 620) and the previous (60, chapter 600).
    expect(page.html).toContain('href="/center/100001/video/6/62?chapter=620"');
    expect(page.html).toContain('href="/center/100001/video/6/60?chapter=600"');
  });
});
