import { http, HttpResponse } from "msw";

import { contentDisposition } from "~/domain/file-download";

import { fail, ok } from "../envelope";

// The study-trip page's calls (docs/design.md §9, docs/contracts/resource-sites.md "Study trip"): the lists by
// category and school, the materials, and the material download. Strict about the parameters: a call without
// what the contract names is a 400, so a wrong call fails the test.

const LEARNING = "http://learning.test";
const MAX_SIZE = 100;

const bad = (error: string) => HttpResponse.json({ error }, { status: 400 });

type Course = { id: number; name: string; photo: string; category_id: number; school: string };

const topics: Record<number, string[]> = {
  92: ["走进西溪湿地：行前第一课", "良渚古城遗址研学行前指导", "研学旅行安全教育"],
  93: ["名师带你读《西湖游记》", "跟着地理名师看钱塘江大潮"],
  94: ["研学手册填写指导", "研学摄影与视频记录"],
  3481: ["鲁迅故里研学行前课"],
  3482: ["名师解读《从百草园到三味书屋》"],
  3483: ["黄酒酿造研学记录单"],
};

export const tripCourses: Course[] = Object.entries(topics).flatMap(([category, names], i) =>
  names.map((name, j) => ({
    id: 35001 + i * 10 + j,
    name,
    photo: `https://cdn.example.edu/covers/trip-${category}-${j}.svg`,
    category_id: Number(category),
    school: Number(category) > 1000 ? "100046" : "100035",
  })),
);

export type TripMaterial = {
  id: number;
  name: string;
  path: string;
  school: string;
  body: string;
  type: string;
};

export const tripMaterials: TripMaterial[] = [
  {
    id: 3501,
    name: "研学旅行安全手册.pdf",
    path: "100035/safety-handbook.pdf",
    school: "100035",
    body: "%PDF-1.4 safety handbook",
    type: "application/pdf",
  },
  {
    id: 3502,
    name: "西溪湿地研学任务单.txt",
    path: "100035/xixi-task-sheet.txt",
    school: "100035",
    body: "西溪湿地研学任务单",
    type: "text/plain; charset=utf-8",
  },
  {
    id: 4601,
    name: "鲁迅故里研学手册.pdf",
    path: "100046/luxun-handbook.pdf",
    school: "100046",
    body: "%PDF-1.4 luxun",
    type: "application/pdf",
  },
];

function paging(url: URL): { page: number; size: number } | null {
  const page = Number(url.searchParams.get("page"));
  const size = Number(url.searchParams.get("size"));
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > MAX_SIZE)
    return null;
  return { page, size };
}

export const handlers = [
  http.get(`${LEARNING}/api/yanxue/course/index`, ({ request }) => {
    const url = new URL(request.url);
    const school = url.searchParams.get("school_code");
    const category = Number(url.searchParams.get("category_id"));
    const pages = paging(url);
    if (!school || !category || !pages) return bad("category_id, school_code, page and size expected");
    const all = tripCourses.filter((c) => c.category_id === category && c.school === school);
    const items = all.slice((pages.page - 1) * pages.size, pages.page * pages.size).map((c) => ({
      id: c.id,
      name: c.name,
      photo: c.photo,
      category_name: "研学",
      category_id: c.category_id,
      root_id: c.category_id,
      total_time: "00:30:00",
      type: 1,
      intro: "",
    }));
    return ok({ items, total: all.length });
  }),
  http.get(`${LEARNING}/api/yanxue/material/index`, ({ request }) => {
    const url = new URL(request.url);
    const school = url.searchParams.get("school_code");
    if (!school) return bad("school_code expected");
    if (url.searchParams.get("is_download") === "1") {
      const [id, name, path] = ["id", "name", "path"].map((key) => url.searchParams.get(key));
      if (!id || !name || !path) return bad("id, name and path expected");
      const file = tripMaterials.find((m) => String(m.id) === id && m.school === school && m.path === path);
      if (!file)
        return HttpResponse.json(
          { code: "1404", message: "resource does not exist", data: null },
          { status: 404 },
        );
      return new HttpResponse(file.body, {
        headers: {
          "content-type": file.type,
          // As the reference upstream does: the stored record's name, whatever name the link carried.
          "content-disposition": contentDisposition("attachment", file.name),
          "content-length": String(Buffer.byteLength(file.body)),
        },
      });
    }
    const pages = paging(url);
    if (!pages) return bad("page and size expected");
    const all = tripMaterials.filter((m) => m.school === school);
    return ok({
      items: all
        .slice((pages.page - 1) * pages.size, pages.page * pages.size)
        .map(({ id, name, path }) => ({ id, name, path })),
      total: all.length,
    });
  }),
];

/** The upstream refuses a list (any code but 0000). */
export const failingList = http.get(`${LEARNING}/api/yanxue/course/index`, () =>
  fail("3000", "server error"),
);
