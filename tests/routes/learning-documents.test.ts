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
    // The pager's links land on the list's heading (decision 018).
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

describe("my assessments' start dialog document", () => {
  const detail = (fields: Record<string, unknown>) =>
    http.get("http://learning.test/api/my/tk/exam/:id", () =>
      ok({
        id: 6,
        class_id: 106,
        name: "Final exam",
        intro: "",
        time_limit: 1800,
        question_count: 3,
        total_score: 20,
        start_time: "",
        end_time: "",
        show_result: 0,
        is_subjective: 0,
        ...fields,
      }),
    );
  const dialog = (html: string) => html.slice(html.indexOf("<dialog"));

  it("shows a used single attempt as closed, in the page's language, with no 'Begin' (decision 043)", async () => {
    server.use(detail({ limit_type: 1, attempts: 1, can_start: 0 }));
    const html = dialog(await page("/center/100001/user/myAssess?start=6&class_id=106"));
    expect(html).toContain("Single attempt: 1 used, 0 left");
    expect(html).toContain(
      "You have used this assessment&#x27;s only attempt, so it cannot be started again.",
    );
    expect(html).not.toContain(">Begin<");
    expect(html).not.toContain('name="intent" value="begin"');

    const zh = await handle(
      pageRequest("/center/100001/user/myAssess?start=6&class_id=106", {
        loggedIn: true,
        headers: { "accept-language": "zh-CN" },
      }),
    );
    const zhHtml = dialog(await zh.text());
    expect(zhHtml).toContain("此考核仅可作答一次，您已作答，不能再次开始。");
    expect(zhHtml).toContain("仅可作答一次：已作答 1 次，剩余 0 次");
    expect(zhHtml).not.toContain("开始作答");
  });

  it("says an assessment not open now is closed; an open one shows the attempts left and 'Begin'", async () => {
    server.use(detail({ limit_type: 2, attempts: 2, can_start: 0 }));
    const closed = dialog(await page("/center/100001/user/myAssess?start=6&class_id=106"));
    expect(closed).toContain("This assessment is not open now, so it cannot be started.");
    expect(closed).not.toContain(">Begin<");

    server.use(detail({ limit_type: 1, attempts: 0, can_start: 1 }));
    const open = dialog(await page("/center/100001/user/myAssess?start=6&class_id=106"));
    expect(open).toContain("Single attempt: 0 used, 1 left");
    expect(open).toContain('name="intent" value="begin"');
    expect(open).not.toContain("cannot be started");
  });
});
