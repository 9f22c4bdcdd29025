import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  STUDY_TRIP_CATEGORIES,
  studyTrip100035,
  studyTrip100046,
  studyTripMaterials,
} from "../../upstream/demo/study-trip";
import { studyTripDir } from "../../upstream/media";
import { createTestUpstream, type TestUpstream } from "./helpers";
import { call } from "./learning-helpers";

// The study-trip page's calls (public-sites §7.5, §7.6; docs/design.md §9) on the reference upstream: the lists by
// category and school, the materials, and the material download (school-checked, never outside its folder).

type CourseList = {
  items: { id: number; name: string; photo: string; category_id: number; total_time: string; type: number }[];
  total: number;
};
type MaterialList = { items: { id: number; name: string; path: string }[]; total: number };

let up: TestUpstream;
beforeAll(async () => {
  up = await createTestUpstream();
});
afterAll(() => up.close());

const courses = (query: string) => call<CourseList>(up.app, `/api/yanxue/course/index?${query}`);
const materials = (query: string) => call<MaterialList>(up.app, `/api/yanxue/material/index?${query}`);
const download = (query: string) => up.app.request(`/api/yanxue/material/index?is_download=1&${query}`);

describe("GET /api/yanxue/course/index", () => {
  it("lists a school's courses of each section's category, in order, without a session", async () => {
    for (const site of [studyTrip100035, studyTrip100046]) {
      const ids = STUDY_TRIP_CATEGORIES[site.school as keyof typeof STUDY_TRIP_CATEGORIES];
      for (const categoryId of Object.values(ids)) {
        const res = await courses(`category_id=${categoryId}&school_code=${site.school}&page=1&size=12`);
        expect(res.code).toBe("0000");
        const expected = site.courses.filter((c) => c.categoryId === categoryId).map((c) => c.id);
        expect(expected.length).toBeGreaterThan(0);
        expect(res.data.items.map((c) => c.id)).toEqual(expected);
        expect(res.data.total).toBe(expected.length);
        for (const item of res.data.items) {
          expect(item.category_id).toBe(categoryId);
          expect(item.total_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
          expect(item.photo).toMatch(/^http:\/\/login\.test\/static\/covers\/.+\.svg$/);
        }
      }
    }
  });

  it("keeps each school's courses to itself and pages with page and size", async () => {
    expect((await courses("category_id=92&school_code=100046")).data.total).toBe(0);
    expect((await courses("category_id=3481&school_code=100035")).data.total).toBe(0);
    const second = await courses("category_id=92&school_code=100035&page=2&size=2");
    expect(second.data.items.map((c) => c.id)).toEqual([35003, 35004]);
    expect(second.data.total).toBe(5);
  });

  it("needs school_code and category_id (1422)", async () => {
    expect((await courses("category_id=92")).code).toBe("1422");
    expect((await courses("school_code=100035")).code).toBe("1422");
  });
});

describe("GET /api/yanxue/material/index", () => {
  it("lists a school's tools and materials with id, name and path", async () => {
    const res = await materials("school_code=100035&page=1&size=20");
    expect(res.code).toBe("0000");
    const own = studyTripMaterials.filter((m) => m.school === "100035");
    expect(res.data.items).toEqual(own.map((m) => ({ id: m.id, name: m.name, path: m.file })));
    expect(res.data.total).toBe(own.length);
    expect((await materials("school_code=100046")).data.items.map((m) => m.id)).toEqual([4601, 4602]);
    expect((await materials("school_code=100001")).data.total).toBe(0);
    expect((await materials("")).code).toBe("1422");
  });

  it("downloads a material as an attachment with its name, the real bytes and a type from the extension", async () => {
    const pdf = await download(
      `id=3501&name=${encodeURIComponent("研学旅行安全手册.pdf")}&path=100035/safety-handbook.pdf&school_code=100035`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="________.pdf"; filename*=UTF-8''${encodeURIComponent("研学旅行安全手册.pdf")}`,
    );
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.equals(readFileSync(`${studyTripDir}100035/safety-handbook.pdf`))).toBe(true);

    const txt = await download("id=3502&path=100035/xixi-task-sheet.txt&school_code=100035");
    expect(txt.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await txt.text()).toContain("西溪湿地研学任务单");
  });

  it("answers 404 'resource does not exist' for an unknown id, another school, or a path that is not the item's", async () => {
    for (const query of [
      "id=99999&path=100035/safety-handbook.pdf&school_code=100035",
      "id=3501&path=100035/safety-handbook.pdf&school_code=100046",
      "id=3501&path=100035/safety-handbook.pdf",
      "id=3501&path=../../seed.ts&school_code=100035",
      "id=3501&path=100035/itinerary.pdf&school_code=100035",
      "id=abc&school_code=100035",
    ]) {
      const res = await download(query);
      expect([query, res.status]).toEqual([query, 404]);
      expect(await res.json()).toEqual({ code: "1404", message: "resource does not exist", data: null });
    }
  });

  it("never serves a stored path outside the folder, and the folder is closed to /static/", async () => {
    await up.db.execute(
      "INSERT INTO yanxue_materials (id, school_code, name, path, sort) VALUES (9001, '100035', 'x.txt', '../seed.ts', 99)",
    );
    const res = await download("id=9001&path=../seed.ts&school_code=100035");
    expect(res.status).toBe(404);
    await up.db.execute("DELETE FROM yanxue_materials WHERE id = 9001");
    expect((await up.app.request("/static/study-trip/100035/safety-handbook.pdf")).status).toBe(404);
  });
});
