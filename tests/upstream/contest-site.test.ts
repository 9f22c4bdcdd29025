import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTEST_BANNED_CATEGORY,
  CONTEST_BANNED_COURSE,
  CONTEST_CLASS,
  contestCourses,
  contestNews,
} from "../../upstream/demo/contest-100044";
import { NO_STUDY_PERMISSION } from "../../upstream/routes/course-player";
import { createTestUpstream, login, type TestUpstream } from "./helpers";
import { call } from "./learning-helpers";

// The science-contest page's demo content (school 100044, public-sites §2.6): the category tree under 363, the
// contest's courses by class_name, the media service's news, and the study-ban variant.

type News = { items: { id: number; name: string; html: string }[]; total: number; page_num: number };
type Category = { id: number; name: string; root_id: number; path: string; level: number };
type Course = {
  id: number;
  name: string;
  category_id: number;
  remaining_day?: number | null;
  status?: number | null;
};
type CourseList = { items: Course[]; total: number; page_num: number; total_time?: string };

let up: TestUpstream;
let learner: string;
beforeAll(async () => {
  up = await createTestUpstream();
  learner = await login(up.app, "learner100044");
});
afterAll(() => up.close());

const classQuery = `class_name=${encodeURIComponent(CONTEST_CLASS)}`;

describe("GET /api/site/news (media service)", () => {
  it("lists notices and reports by type, in order, with paging", async () => {
    const notices = await call<News>(up.app, "/api/site/news?type=notice&page=1&size=5");
    expect(notices.code).toBe("0000");
    const allNotices = contestNews.filter((n) => n.type === "notice");
    expect(notices.data.total).toBe(allNotices.length);
    expect(notices.data.page_num).toBe(2);
    expect(notices.data.items.map((n) => n.id)).toEqual(allNotices.slice(0, 5).map((n) => n.id));
    const page2 = await call<News>(up.app, "/api/site/news?type=notice&page=2&size=5");
    expect(page2.data.items.map((n) => n.id)).toEqual(allNotices.slice(5).map((n) => n.id));
    const reports = await call<News>(up.app, "/api/site/news?type=report&size=10");
    expect(reports.data.items.map((n) => n.name)).toEqual(
      contestNews.filter((n) => n.type === "report").map((n) => n.name),
    );
  });

  it("serves the HTML as stored, hostile parts included (the portal sanitizes)", async () => {
    const notices = await call<News>(up.app, "/api/site/news?type=notice&size=10");
    const hostile = notices.data.items.find((n) => n.html.includes("<script>"));
    expect(hostile?.html).toContain("onerror=");
  });

  it("refuses an unknown type with 1422", async () => {
    expect((await call(up.app, "/api/site/news?type=blog")).code).toBe("1422");
    expect((await call(up.app, "/api/site/news")).code).toBe("1422");
  });
});

describe("the contest's categories and courses", () => {
  it("has two levels under 363 with Chinese names", async () => {
    const top = await call<Category[]>(
      up.app,
      "/api/sz/school/course/category?root_id=363&school_code=100044",
    );
    expect(top.data.map((c) => [c.id, c.name, c.level, c.root_id])).toEqual([
      [3631, "作物科学", 2, 363],
      [3632, "畜牧养殖", 2, 363],
      [3633, "食品与营养", 2, 363],
      [3634, "智慧农业", 2, 363],
    ]);
    const sub = await call<Category[]>(
      up.app,
      "/api/sz/school/course/category?root_id=3634&school_code=100044",
    );
    expect(sub.data.map((c) => [c.id, c.name, c.level, c.path])).toEqual([
      [3645, "无人机植保", 3, "363,3634,3645"],
      [3646, "物联网温室", 3, "363,3634,3646"],
    ]);
  });

  it("lists the contest class's courses, by category with everything below it", async () => {
    const all = await call<CourseList>(
      up.app,
      `/api/sz/school/course?school_code=100044&category_id=363&${classQuery}&size=100`,
    );
    expect(all.data.total).toBe(contestCourses.length);
    expect(all.data.total_time).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
    // The learning area's English courses under 363 are not in the contest's class.
    expect(all.data.items.every((c) => /[\u4e00-\u9fff]/.test(c.name))).toBe(true);
    const smart = await call<CourseList>(
      up.app,
      `/api/sz/school/course?school_code=100044&category_id=3634&${classQuery}`,
    );
    expect(smart.data.items.map((c) => c.id)).toEqual([44013, 44014, 44021, 44022, 44023]);
  });

  it("gives a visitor no enrolment values, and learner100044 the disabled enrolment of the banned course", async () => {
    const path = `/api/sz/school/course?school_code=100044&category_id=${CONTEST_BANNED_CATEGORY}&${classQuery}`;
    const visitor = await call<CourseList>(up.app, path);
    expect(visitor.data.items[0]?.id).toBe(CONTEST_BANNED_COURSE);
    expect(visitor.data.items[0]).not.toHaveProperty("status");
    const mine = await call<CourseList>(up.app, path, learner);
    expect(mine.data.items[0]).toMatchObject({ id: CONTEST_BANNED_COURSE, status: 3, remaining_day: null });
    expect(mine.data.items[1]).toMatchObject({ status: null, remaining_day: null });
    // The learn check agrees: the disabled enrolment bars study (2004).
    const learn = await call(up.app, `/api/course/${CONTEST_BANNED_COURSE}/chapter?action=learn`, learner);
    expect([String(learn.code), learn.message]).toEqual(["2004", NO_STUDY_PERMISSION]);
    const open = await call(up.app, "/api/course/44022/chapter?action=learn", learner);
    expect(open.code).toBe("0000");
  });
});
