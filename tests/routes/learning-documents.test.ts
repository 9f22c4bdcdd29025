import { http } from "msw";
import { describe, expect, it } from "vitest";

import { fail, ok } from "../mocks/envelope";
import { server, useMockUpstream } from "../mocks/server";

import { pageRequest, useBuiltServer } from "./helpers";

// My practice and study data as whole documents through the built server: what a browser without
// JavaScript gets.
useMockUpstream();

const handle = useBuiltServer();

const en = { "accept-language": "en" };

async function page(path: string) {
  const response = await handle(pageRequest(path, { loggedIn: true, headers: en }));
  expect(response.status).toBe(200);
  return response.text();
}

describe("my practice document", () => {
  it("renders the sets closed, with covers, the expired badge and pagination links", async () => {
    const html = await page("/center/100001/user/myPractice");
    expect(html).toContain('alt="Exercise set 1"');
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(3);
    expect(html).toContain('href="/center/100001/user/myPractice?open=2"');
    expect(html.match(/>Expired</g)).toHaveLength(1);
    // The pager's links land on the list's heading (issue 14 item 10).
    expect(html).toContain('href="/center/100001/user/myPractice?page=3#my-practice-title"');
    expect(html).not.toContain(">Practice now<");
  });

  it("renders the open set's chapters with a practice form per chapter", async () => {
    const html = await page("/center/100001/user/myPractice?page=3&open=7");
    expect(html).toContain('aria-expanded="true"');
    // The open header closes the set and keeps the page; other pages do not keep the open set.
    expect(html).toMatch(/<a aria-expanded="true" [^>]*href="\/center\/100001\/user\/myPractice\?page=3"/);
    expect(html).toContain('href="/center/100001/user/myPractice?page=2#my-practice-title"');
    expect(html).toContain(
      'aria-current="page" aria-label="Page 3" data-discover="true" href="/center/100001/user/myPractice?page=3&amp;open=7#my-practice-title"',
    );
    expect(html).toContain("Chapter 1");
    expect(html).toContain("Topic 7.3");
    expect(html.match(/>Practice now</g)).toHaveLength(3);
    expect(html).toMatch(
      /<form method="post" action="\/center\/100001\/user\/myPractice\?page=3&amp;open=7"/,
    );
  });

  it("shows an expired set's chapters without 'practice now'", async () => {
    const html = await page("/center/100001/user/myPractice?open=3");
    expect(html).toContain("Topic 3.1");
    expect(html).not.toContain(">Practice now<");
  });

  it("says 'no related content' for no sets and a friendly text when the list fails", async () => {
    server.use(http.get("http://learning.test/api/my/tk/exercises", () => ok({ items: [], total: 0 })));
    expect(await page("/center/100001/user/myPractice")).toContain("No related content");
    server.use(http.get("http://learning.test/api/my/tk/exercises", () => fail(3000, "broken")));
    expect(await page("/center/100001/user/myPractice")).toContain(
      "The practice sets cannot be loaded right now.",
    );
  });
});

describe("study data document", () => {
  it("renders the top card and both tables with their figures", async () => {
    const html = await page("/center/100001/user/MyStudy");
    expect(html).toContain("Li Hua");
    expect(html).toContain("School 100001");
    expect(html).toMatch(/Class 1<span class="tooltip"> <button[^>]*>and 3 more<\/button>/);
    expect(html).toContain('role="tooltip"');
    expect(html).toContain("All classes: Class 1, Class 2, Class 3, Class 4");
    expect(html).toContain("03:25:07");
    expect(html).toContain("Study time by category, 04:40:00 in total");
    expect(html).toContain('<th scope="row">Vita</th><td>01:00:00</td>');
    expect(html).toContain("Courses learned by category");
    expect(html).toContain('<th scope="row">Values</th><td>1</td>');
    expect(html).not.toContain("<svg");
  });

  it("shows 'no data yet' for a learner without statistics and a fallback for a failed call", async () => {
    server.use(
      http.get("http://learning.test/api/my/stat/report1", () => ok({ visit_time: 0, items: [] })),
      http.get("http://learning.test/api/my/stat/report2", () => fail(3000, "broken")),
    );
    const html = await page("/center/100001/user/MyStudy");
    expect(html).toContain("No data yet");
    expect(html).toContain("Fetch failed. Please reload the page in a moment.");
    expect(html).toContain("03:25:07");
  });
});
