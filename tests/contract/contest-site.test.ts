import { describe, expect, it } from "vitest";

import { CONTEST_CONTENT } from "~/domain/contest-content";
import { createApi } from "~/services/http.server";
import { listSiteCategories, listSiteCourses } from "~/services/site-courses.server";
import { listSiteNews } from "~/services/site-news.server";
import { sanitizeUpstreamHtml } from "~/utils/sanitize-html.server";

import { useRealUpstream } from "./real-upstream";

// The science-contest page (school 100044) through the portal's schemas, against the real reference upstream:
// the media service's news (MEDIA_SERVICE_URL), the category tree under 363 and the contest class's courses.
const real = useRealUpstream();

const apiFor = (cookie?: string) =>
  createApi(
    new Request("http://localhost:3000/center/100044/custom/clnyy", { headers: cookie ? { cookie } : {} }),
    { env: real.env },
  );

describe("contest-site contract (school 100044)", () => {
  it("news: notices and reports answer with id, name, html and total, paged", async () => {
    const api = apiFor();
    const notices = await listSiteNews(api, { type: "notice", page: 1, size: 5 });
    expect(notices.items).toHaveLength(5);
    expect(notices.total).toBeGreaterThan(5);
    for (const item of notices.items) {
      expect(item.id).toMatch(/^\d+$/);
      expect(item.name).toBeTruthy();
      expect(item.html).toBeTruthy();
    }
    const second = await listSiteNews(api, { type: "notice", page: 2, size: 5 });
    expect(second.items.length).toBe(notices.total - 5);
    const reports = await listSiteNews(api, { type: "report", page: 1, size: 10 });
    expect(reports.items.length).toBe(reports.total);
    expect(reports.items.map((item) => item.id)).not.toContain(notices.items[0]?.id);
  });

  it("news: the hostile notice's script, handler and javascript: link do not survive the portal's sanitizer", async () => {
    const notices = await listSiteNews(apiFor(), { type: "notice", page: 1, size: 10 });
    const hostile = notices.items.filter((item) => /<script|onerror/i.test(item.html));
    expect(hostile.length).toBeGreaterThan(0);
    for (const item of hostile) {
      const clean = sanitizeUpstreamHtml(item.html);
      expect(clean).not.toMatch(/<script|onerror|javascript:|alert\(/i);
      expect(clean).toContain("<p>");
    }
    // Images of the news are absolute URLs of the upstream.
    const withImage = notices.items.find((item) => item.html.includes("<img"));
    expect(withImage?.html).toMatch(/src="https?:\/\//);
  });

  it("categories under 363 cascade two levels; courses of the contest class parse", async () => {
    const api = apiFor();
    const top = await listSiteCategories(api, { school: "100044", rootId: 363 });
    expect(top.length).toBeGreaterThan(1);
    for (const category of top) expect(category).toMatchObject({ root_id: "363", level: 2 });
    const withChildren = await Promise.all(
      top.map((category) => listSiteCategories(api, { school: "100044", rootId: category.id })),
    );
    expect(withChildren.some((children) => children.length > 0)).toBe(true);
    const courses = await listSiteCourses(api, {
      school: "100044",
      categoryId: 363,
      className: CONTEST_CONTENT.className,
      size: 100,
    });
    expect(courses.total).toBeGreaterThan(5);
    for (const course of courses.items) {
      expect(course.name).toMatch(/[\u4e00-\u9fff]/);
      expect(course.remaining_day).toBeNull();
      expect(course.status).toBeNull();
    }
  });

  it("the study-ban variant: learner100044's first course of 物联网温室 is disabled (status 3)", async () => {
    const cookie = await real.sessionCookie("learner100044");
    const api = apiFor(cookie);
    const smart = await listSiteCategories(api, { school: "100044", rootId: 363 });
    const parent = smart.find((category) => category.name === "智慧农业");
    const children = await listSiteCategories(api, { school: "100044", rootId: parent?.id ?? "0" });
    const greenhouse = children.find((category) => category.name === "物联网温室");
    const list = await listSiteCourses(api, {
      school: "100044",
      categoryId: greenhouse?.id ?? "0",
      className: CONTEST_CONTENT.className,
      size: 8,
    });
    expect(list.items[0]?.status).toBe(3);
    expect(list.items[1]?.status).toBeNull();
  });
});
