import { http } from "msw";
import { describe, expect, it } from "vitest";

import { loader } from "~/routes/center.$school.user.studyRecord";
import { loader as openLoader } from "~/routes/center.$school.user.studyRecord_.open";

import { takeConsoleErrors } from "../console-guard";
import { fail, ok } from "../mocks/envelope";
import { server, useMockUpstream } from "../mocks/server";

import { pageRequest, redirectOf } from "./helpers";

useMockUpstream();

const args = (path: string) => ({
  request: pageRequest(path, { loggedIn: true }),
  params: { school: "100001" },
  context: {},
});

describe("learning records loader", () => {
  it("gives the groups of the latest 100", async () => {
    const data = await loader(args("/center/100001/user/studyRecord"));
    expect(data.groups?.map((group) => group.updated_time)).toEqual(["2026-11-20", "2026-11-18"]);
    expect(data.groups?.[0]?.data[0]).toMatchObject({ course_id: "6", cm_id: "61", visit_time: 3725 });
  });

  it("falls back when the service fails", async () => {
    server.use(http.get("http://learning.test/api/my/learn/log", () => fail("1500", "broken")));
    expect((await loader(args("/center/100001/user/studyRecord"))).groups).toBeNull();
  });
});

describe("opening a record", () => {
  it("opens the player at the material when the course is open", async () => {
    const response = await redirectOf(() =>
      openLoader(args("/center/100001/user/studyRecord/open?course_id=6&cm_id=61")),
    );
    expect(response).toHaveRedirect("/center/100001/video/6/61");
  });

  it("comes back with the expiry message for an expired course", async () => {
    const response = await redirectOf(() =>
      openLoader(args("/center/100001/user/studyRecord/open?course_id=3&cm_id=31")),
    );
    expect(response).toHaveRedirect("/center/100001/user/studyRecord");
    expect(response.headers.get("set-cookie")).toContain("__flash=");
  });

  it("comes back with the taken-down message for a taken-down record, or a course the service no longer has", async () => {
    for (const query of ["course_id=7&cm_id=71&taken_down=1", "course_id=999"]) {
      const response = await redirectOf(() =>
        openLoader(args(`/center/100001/user/studyRecord/open?${query}`)),
      );
      expect(response).toHaveRedirect("/center/100001/user/studyRecord");
      const flash = response.headers.get("set-cookie") ?? "";
      const value = decodeURIComponent(/__flash=([^;]+)/.exec(flash)?.[1] ?? "");
      expect(atob(value.split(".")[0] ?? "")).toContain("studyRecord.takenDown");
    }
  });

  it("reads the course's own course_status 2 as taken down", async () => {
    server.use(
      http.get("http://learning.test/api/course/course/:id", () =>
        ok({ id: 6, name: "x", remaining_day: 4, course_status: 2 }),
      ),
    );
    const response = await redirectOf(() =>
      openLoader(args("/center/100001/user/studyRecord/open?course_id=6")),
    );
    expect(response).toHaveRedirect("/center/100001/user/studyRecord");
  });

  it("ignores a malformed course id", async () => {
    const response = await redirectOf(() =>
      openLoader(args("/center/100001/user/studyRecord/open?course_id=../x")),
    );
    expect(response).toHaveRedirect("/center/100001/user/studyRecord");
    expect(takeConsoleErrors()).toEqual([]);
  });
});
