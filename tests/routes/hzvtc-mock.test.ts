import { describe, expect, it } from "vitest";

import { useMockUpstream } from "../mocks/server";

// The college site's msw mock refuses a call that breaks the contract (docs/contracts/resource-sites.md), so
// that a wrong call in the portal fails its test instead of being answered.
useMockUpstream();

const LEARNING = "http://learning.test/api/sz/school";

async function statusOf(path: string, init?: RequestInit) {
  const response = await fetch(`${LEARNING}${path}`, init);
  return response.status;
}

describe("the resource-site mock", () => {
  it.each([
    "/course?size=16",
    "/course?school_code=100028&size=101",
    "/course?school_code=100028&size=0",
    "/course?school_code=100028&page=0",
    "/course?school_code=100028&category_id=106&q=x",
    "/course?school_code=100028&category_id=abc",
    "/course?school_code=100028&q=",
    "/course/category?root_id=106",
    "/course/category?school_code=100028",
    "/course/category?school_code=100028&root_id=106&size=101",
    "/course/list?school_code=100028",
    "/course/list?course_id=28001",
    "/course/list?school_code=100028&course_id=28001&size=101",
    "/course/unknown?school_code=100028",
  ])("refuses GET %s with 400", async (path) => {
    expect(await statusOf(path)).toBe(400);
  });

  it("refuses anything but GET", async () => {
    expect(await statusOf("/course?school_code=100028", { method: "POST" })).toBe(400);
    expect(await statusOf("/course/category?school_code=100028&root_id=106", { method: "PUT" })).toBe(400);
  });

  it("answers the calls the contract describes", async () => {
    const list = await fetch(`${LEARNING}/course?school_code=100028&category_id=193&page=2&size=6`);
    const { data } = (await list.json()) as { data: { items: unknown[]; total: number; page_num: number } };
    expect(data).toMatchObject({ total: 45, page_num: 8 });
    expect(data.items).toHaveLength(6);
    const categories = await fetch(`${LEARNING}/course/category?school_code=100028&root_id=194&size=2`);
    expect(((await categories.json()) as { data: unknown[] }).data).toEqual([
      { id: 128, name: "绿水青山", root_id: 121, path: "121,194,128", level: 3 },
      { id: 129, name: "生态文明", root_id: 121, path: "121,194,129", level: 3 },
    ]);
    const materials = await fetch(`${LEARNING}/course/list?school_code=100028&course_id=28001&page=2`);
    expect(await materials.json()).toMatchObject({
      code: "0000",
      data: { total: 20, page_num: 2, items: expect.any(Array) },
    });
  });
});
