import { describe, expect, it } from "vitest";

import { PARTY_PROJECTS } from "~/domain/party-projects";

import { EMPTY_LOCAL_CATEGORY, PARTY_FIXTURES, PARTY_NO_KEY_COURSE } from "../mocks/learning/party-site";
import { PARTY_TOKEN } from "../mocks/login-service";
import { useMockUpstream } from "../mocks/server";

// The party site's msw mock answers the calls of docs/contracts/resource-sites.md for school 100004 and
// refuses a call that breaks the contract, so that a wrong call in the portal fails its test.
useMockUpstream();

const LEARNING = "http://learning.test/api";

async function dataOf<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${LEARNING}${path}`, init);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

type Page = { items: { id: number; category_name: string }[]; total: number; page_num: number };

describe("the party-site mock", () => {
  it.each([
    "/sz/school/course?school_code=100004&size=101",
    "/sz/school/course?school_code=100004&page=0",
    "/sz/school/course?school_code=100004&category_id=222&q=x",
    "/sz/school/course?school_code=100004&category_id=abc",
    "/sz/school/course?school_code=100004&q=%20",
    "/sz/school/course?school_code=100004&class_name=",
    "/sz/school/course/category?school_code=100004",
    "/sz/school/course/category?school_code=100004&root_id=222&size=0",
    "/sz/school/course/list?school_code=100004",
    "/sz/school/course/list?school_code=100004&course_id=40001&size=101",
    "/sz/school/course?size=16",
  ])("refuses GET %s with 400", async (path) => {
    expect((await fetch(`${LEARNING}${path}`)).status).toBe(400);
  });

  it("answers the six roots' categories and the lists of §2.4", async () => {
    const edu = await dataOf<{ id: number }[]>("/sz/school/course/category?school_code=100004&root_id=211");
    expect(edu.map((category) => category.id)).toEqual([212, 213, 240, 214, 215, 216, 218, 219, 220, 221]);
    const chips = await dataOf<unknown[]>("/sz/school/course/category?school_code=100004&root_id=211&size=5");
    expect(chips).toHaveLength(5);
    const empty = await dataOf<Page>(
      `/sz/school/course?school_code=100004&category_id=${EMPTY_LOCAL_CATEGORY}&size=3`,
    );
    expect(empty.total).toBe(0);
    const join = await dataOf<Page>("/sz/school/course?school_code=100004&category_id=207&size=100");
    expect(join.total).toBe(20);
    expect(join.items[0]?.category_name).toMatch(/^入党必备\//);
  });

  it("searches by q, with more than one page of 16", async () => {
    const found = await dataOf<Page>("/sz/school/course?school_code=100004&q=%E5%85%9A&size=16&page=2");
    expect(found.total).toBeGreaterThan(16);
    expect(found.page_num).toBeGreaterThan(1);
    const none = await dataOf<Page>("/sz/school/course?school_code=100004&q=zzz&size=16");
    expect(none).toEqual({ items: [], total: 0, page_num: 0 });
  });

  it("lists a project's class with its total time", async () => {
    for (const project of PARTY_PROJECTS) {
      const list = await dataOf<Page & { total_time: string }>(
        `/sz/school/course?school_code=100004&size=100&class_name=${encodeURIComponent(project.className)}`,
      );
      expect(list.total).toBeGreaterThan(0);
      expect(list.total_time).toMatch(/^\d\d:\d\d:\d\d$/);
      expect(list.total_time).not.toBe("00:00:00");
    }
  });

  it("has the special courses", async () => {
    const zero = await dataOf<{ total_time: string }>(`/course/course/${PARTY_FIXTURES.zeroTime}`);
    expect(zero.total_time).toBe("00:00:00");
    const none = await dataOf<Page>(
      `/sz/school/course/list?school_code=100004&course_id=${PARTY_FIXTURES.noMaterials}`,
    );
    expect(none.total).toBe(0);
    const many = await dataOf<Page>(
      `/sz/school/course/list?school_code=100004&course_id=${PARTY_FIXTURES.manyReviews}&page=2&size=16`,
    );
    expect(many).toMatchObject({ total: 20, page_num: 2 });
    const reviews = await dataOf<Page>(
      `/course/comment?course_id=${PARTY_FIXTURES.manyReviews}&page=3&size=10`,
    );
    expect(reviews).toMatchObject({ total: 23, page_num: 3 });
    const noKey = await dataOf<{ category_name: string }>(`/course/course/${PARTY_NO_KEY_COURSE}`);
    expect(noKey.category_name).toBe("公共课程/通用素养");
  });

  it("answers the learn check: 2001 without a session, 2004 for the study-ban course", async () => {
    const learn = async (id: number, cookie?: string) => {
      const response = await fetch(`${LEARNING}/course/${id}/chapter?action=learn`, {
        headers: cookie ? { cookie } : {},
      });
      return ((await response.json()) as { code: string }).code;
    };
    expect(await learn(PARTY_FIXTURES.manyReviews)).toBe("2001");
    expect(await learn(PARTY_FIXTURES.manyReviews, `api_token=${PARTY_TOKEN}`)).toBe("0000");
    expect(await learn(PARTY_FIXTURES.studyBan, `api_token=${PARTY_TOKEN}`)).toBe("2004");
  });

  it("leaves other schools' calls to the college's mock", async () => {
    const college = await dataOf<Page>("/sz/school/course?school_code=100028&category_id=106&size=1");
    expect(college.total).toBeGreaterThan(0);
  });
});
