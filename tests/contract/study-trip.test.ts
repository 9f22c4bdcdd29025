import { describe, expect, it } from "vitest";

import { createApi } from "~/services/http.server";
import { settle } from "~/services/upstream-failure";
import {
  downloadStudyTripMaterial,
  listStudyTripCourses,
  listStudyTripMaterials,
} from "~/services/study-trip.server";

import { useRealUpstream } from "./real-upstream";

// The study-trip calls (docs/design.md §9, docs/contracts/resource-sites.md "Study trip") through the portal's
// schemas, against the real reference upstream.
const real = useRealUpstream();

const apiFor = (school: string) =>
  createApi(new Request(`http://localhost:3000/center/${school}/custom/sxyxlx`), { env: real.env });

describe("study-trip contract", () => {
  it("lists each section's courses of 100035 (92, 93, 94) and 100046 (3481, 3482, 3483)", async () => {
    for (const [school, ids] of [
      ["100035", [92, 93, 94]],
      ["100046", [3481, 3482, 3483]],
    ] as const) {
      const api = apiFor(school);
      for (const categoryId of ids) {
        const list = await listStudyTripCourses(api, { school, categoryId, size: 12 });
        expect(list.items.length).toBeGreaterThan(0);
        expect(list.total).toBe(list.items.length);
        for (const course of list.items) {
          expect(course.category_id).toBe(String(categoryId));
          expect(course.name).toMatch(/[\u4e00-\u9fff]/);
          expect(course.photo).toMatch(/^https?:\/\/.+\.svg$/);
          expect(course.total_time).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
        }
      }
    }
  });

  it("lists the materials and downloads each one's real file with its name", async () => {
    const api = apiFor("100035");
    const materials = await listStudyTripMaterials(api, { school: "100035", size: 20 });
    expect(materials.items.map((m) => m.name)).toEqual([
      "研学旅行安全手册.pdf",
      "西溪湿地研学任务单.txt",
      "研学行程表.pdf",
      "研学日记模板.txt",
    ]);
    expect(materials.total).toBe(4);
    for (const material of materials.items) {
      const file = await downloadStudyTripMaterial(api, { school: "100035", ...material });
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(0);
      expect(file.headers.get("content-disposition")).toContain(
        `filename*=UTF-8''${encodeURIComponent(material.name)}`,
      );
      if (material.name.endsWith(".pdf")) expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
  });

  it("refuses another school's material and an unknown id as missing (404)", async () => {
    const api = apiFor("100046");
    const [handbook] = (await listStudyTripMaterials(apiFor("100035"), { school: "100035", size: 1 })).items;
    expect(handbook).toBeDefined();
    if (!handbook) return;
    for (const file of [
      { school: "100046", ...handbook },
      { school: "100035", ...handbook, id: "999999" },
    ]) {
      const outcome = await settle(downloadStudyTripMaterial(api, file));
      expect(outcome).toMatchObject({ ok: false, code: "1404" });
    }
  });
});
