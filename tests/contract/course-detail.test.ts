import { describe, expect, it } from "vitest";

import { getCurrentUser } from "~/services/account.server";
import { listCatalogue, listCatalogueCategories } from "~/services/catalogue.server";
import { getChapterTree, getCourseDetail, listTeachers } from "~/services/course.server";
import { createApi, UpstreamFailure } from "~/services/http.server";
import { addReview, deleteReview, listReviews } from "~/services/review.server";

import { useRealUpstream } from "./real-upstream";

// The catalogue, course detail and review schemas against the real reference upstream.
const real = useRealUpstream();

const apiFor = (cookie?: string) =>
  createApi(
    new Request("http://localhost:3000/center/100001/class/1", { headers: cookie ? { cookie } : {} }),
    {
      env: real.env,
    },
  );

describe("course catalogue and detail contract", () => {
  it("the catalogue list and the public categories fit their schemas", async () => {
    const api = apiFor();
    const list = await listCatalogue(api, { page: 1, type: 2, categoryId: null, schoolCode: "100001" });
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.length).toBeLessThanOrEqual(15);
    expect(list.items.every((course) => course.type === 2)).toBe(true);
    const top = await listCatalogueCategories(api, "0", 1, "100001");
    expect(top.length).toBeGreaterThan(0);
  });

  it("the course detail, chapter tree and teachers fit their schemas; an unknown course is 2004", async () => {
    const api = apiFor();
    const { items } = await listCatalogue(api, {
      page: 1,
      type: null,
      categoryId: null,
      schoolCode: "100001",
    });
    const python = items.find((course) => course.name === "Python Programming Fundamentals");
    const web = items.find((course) => course.name === "Web Development with HTML and CSS");
    if (!python || !web) throw new Error("the demo courses should be on the first page");
    const detail = await getCourseDetail(api, python.id);
    expect(detail.name).toBe(python.name);
    const tree = await getChapterTree(api, python.id, false);
    expect(tree[0]?.children[0]).toMatchObject({ chapter_type: 2, type: expect.any(Number) });
    // The teacher rows in their order, a photo as an absolute URL or empty; a course without rows names its
    // one teacher.
    const teachers = await listTeachers(api, python.id);
    expect(teachers.map((teacher) => [teacher.name, teacher.photo])).toEqual([
      ["Chen Yu", `${real.publicUrl}/static/teachers/chen-yu.svg`],
      ["Dr. Huang Lei", `${real.publicUrl}/static/teachers/huang-lei.svg`],
      ["Xu Jing", ""],
    ]);
    expect(teachers[0]?.intro).toMatch(/^Senior lecturer in software engineering/);
    expect(teachers[2]?.intro).toBe("Teaching assistant; answers forum questions.");
    expect(await listTeachers(api, web.id)).toEqual([{ name: "Lin Xiaoyu", photo: "", intro: "" }]);
    const unknown = await getCourseDetail(api, "999999").catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(UpstreamFailure);
    expect((unknown as UpstreamFailure).code).toBe("2004");
  });

  it("reviews: list, add and delete by the author only, with the user's id to compare", async () => {
    const learner = apiFor(await real.sessionCookie("learner"));
    const manager = apiFor(await real.sessionCookie("manager"));
    const user = await getCurrentUser(learner);
    expect(user.id).toEqual(expect.any(String));
    const { items } = await listCatalogue(learner, {
      page: 1,
      type: null,
      categoryId: null,
      schoolCode: "100001",
    });
    const id = items[1]?.id ?? "2";
    const created = await addReview(learner, { courseId: id, content: "A contract review", level: 4 });
    const reviews = await listReviews(learner, id, 1);
    const mine = reviews.items.find((review) => review.content === "A contract review");
    // The add answers the new review's id: the one the list shows.
    expect(created?.id).toMatch(/^[1-9]\d*$/);
    expect(mine).toMatchObject({ id: created?.id, level: 4, user_id: user.id });
    const refused = await deleteReview(manager, mine?.id ?? "").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UpstreamFailure);
    expect((refused as UpstreamFailure).code).toBe("1403");
    await deleteReview(learner, mine?.id ?? "");
    const after = await listReviews(learner, id, 1);
    expect(after.items.some((review) => review.id === mine?.id)).toBe(false);
  });
});
