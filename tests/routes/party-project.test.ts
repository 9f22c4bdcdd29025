import { http } from "msw";
import { describe, expect, it } from "vitest";

import { hoursAndMinutes } from "~/domain/party-site";
import { PARTY_PROJECTS } from "~/domain/party-projects";
import { loader } from "~/routes/_party.center.custom.party.project";

import { fail } from "../mocks/envelope";
import { partyCourses } from "../mocks/learning/party-site";
import { server, useMockUpstream } from "../mocks/server";

import { pageRequest, redirectOf } from "./helpers";
import { expectPrivateCache, upstreamRounds, queryOf, recordCalls, served } from "./public-site-helpers";

// The training-project page (public-sites §2.5): the index rule, the class's course list, its chips and summary.
useMockUpstream();

const LEARNING = "http://learning.test";

const load = (query: string) =>
  loader({ request: pageRequest(`/center/custom/party/project${query}`), params: {}, context: {} });

const project = PARTY_PROJECTS[0];
if (!project) throw new Error("no project 0");
const classCourses = partyCourses.filter((course) => course.class_name === project.className);

describe("party project loader", () => {
  it.each(["", "?index=", "?index=4", "?index=-1", "?index=01", "?index=a", "?index=1.0"])(
    "sends %s to the party home, asking nothing",
    async (query) => {
      const { calls, stop } = recordCalls();
      const response = await redirectOf(() => load(query));
      stop();
      expect(response).toHaveRedirect("/center/100004/custom/party");
      expect(calls).toEqual([]);
    },
  );

  it("asks the project's class list once, with its chips and summary from it", async () => {
    const { calls, stop } = recordCalls();
    const { data } = await load("?index=0");
    stop();
    expect(calls.map(queryOf)).toEqual([
      { page: "1", size: "100", school_code: "100004", class_name: project.className },
    ]);
    expect(data.tab).toBe("background");
    expect(data.categoryId).toBeNull();
    const seconds = classCourses.reduce((sum, course) => sum + course.seconds, 0);
    expect(data.summary).toEqual({
      count: classCourses.length,
      hours: Math.floor(seconds / 3600),
      minutes: Math.floor(seconds / 60) % 60,
    });
    const categories = [...new Set(classCourses.map((course) => course.category_id))];
    expect(data.categories.map((category) => category.id)).toEqual(categories.map(String));
    for (const category of data.categories) expect(category.name).not.toContain("/");
    expect(data.courses).toHaveLength(classCourses.length);
  });

  it("asks the chosen chip's list beside the whole one, in one round", async () => {
    const chosen = String(classCourses.at(-1)?.category_id);
    const upstream = upstreamRounds();
    const { calls, stop } = recordCalls();
    const { data } = await load(`?index=0&tab=goal&category_id=${chosen}`);
    stop();
    expect(upstream.sizes()).toEqual([2]);
    expect(calls.map(queryOf)).toEqual(
      expect.arrayContaining([
        { page: "1", size: "100", school_code: "100004", class_name: project.className },
        { page: "1", size: "100", category_id: chosen, school_code: "100004", class_name: project.className },
      ]),
    );
    expect(calls).toHaveLength(2);
    expect(data.tab).toBe("goal");
    expect(data.categoryId).toBe(chosen);
    expect(data.categories.length).toBeGreaterThan(1);
    const inChosen = classCourses.filter((course) => String(course.category_id) === chosen);
    expect(data.courses?.map((course) => course.id)).toEqual(inChosen.map((course) => String(course.id)));
  });

  it("ignores a malformed chip (全部)", async () => {
    const { calls, stop } = recordCalls();
    const { data } = await load("?index=1&category_id=abc");
    stop();
    expect(calls).toHaveLength(1);
    expect(data.categoryId).toBeNull();
  });

  it("keeps the page when the list fails: no summary, only '全部', the failure shown", async () => {
    server.use(http.get(`${LEARNING}/api/sz/school/course`, () => fail("1500", "busy")));
    const page = pageRequest("/center/custom/party/project?index=2");
    const { result, headers } = await served(page, () => load("?index=2"));
    const { data } = result;
    expect(data.summary).toBeNull();
    expect(data.categories).toEqual([]);
    expect(data.courses).toBeNull();
    expectPrivateCache(headers);
  });

  it("reads the summary's hours and minutes as the domain does", () => {
    expect(hoursAndMinutes("01:05:59")).toEqual({ hours: 1, minutes: 5 });
  });
});
