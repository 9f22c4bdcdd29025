import { http } from "msw";
import { describe, expect, it } from "vitest";

import { loader as rootLoader } from "~/root";
import { action as logoutAction } from "~/routes/center.logout";
import { loader as hzvtcDetailLoader } from "~/routes/_hzvtc.center.hzvtc.detail/route";
import { loader as playerLoader } from "~/routes/center.$school.video.$classId.$videoId";
import { loader as partyHomeLoader } from "~/routes/_party.center.$school.custom.party";
import { loader as partySearchLoader } from "~/routes/_party.center.custom.party.search";
import { loader as schoolLayoutLoader } from "~/routes/center.$school";
import { loader as schoolIndexLoader } from "~/routes/center.$school._index";

import { takeConsoleErrors } from "../console-guard";
import { fail, ok } from "../mocks/envelope";
import { EMPTY_LOCAL_CATEGORY } from "../mocks/learning/party-site";
import { COLLEGE_TOKEN, PARTY_TOKEN } from "../mocks/login-service";
import { server, useMockUpstream } from "../mocks/server";

import { loginRedirect, pageRequest, redirectOf, useBuiltServer } from "./helpers";
import { thrownBy } from "./public-site-helpers";

// What an acceptance test of both specification documents still found (docs/decisions/027).
useMockUpstream();

const UNKNOWN_SCHOOL = "999999";

/** The login service knows every school but 999999 (its school info answers 1004, as the reference one does). */
function unknownSchool() {
  server.use(
    http.get("http://login.test/api/login/info", ({ request }) => {
      if (new URL(request.url).searchParams.get("school_code") === UNKNOWN_SCHOOL)
        return fail("1004", "school not found");
      return undefined;
    }),
  );
}

const args = (path: string, params: Record<string, string>, init: { loggedIn?: boolean } = {}) => ({
  request: pageRequest(path, init),
  params,
  context: {},
});

describe("item 1: a school's bare address, and an unknown school", () => {
  it("sends /center/{school} to the school's home (its public site, else the catalogue)", async () => {
    for (const [school, home] of [
      ["100001", "/center/school/class"],
      ["100004", "/center/100004/custom/party"],
      ["100028", "/center/100028/hzvtc"],
      ["100044", "/center/100044/custom/clnyy"],
      ["100035", "/center/100035/custom/sxyxlx"],
    ] as const) {
      const response = await redirectOf(() => schoolIndexLoader(args(`/center/${school}`, { school })));
      expect(response).toHaveRedirect(home);
    }
  });

  it("answers 404 for the bare address and every page of a school the login service does not know", async () => {
    unknownSchool();
    const bare = await thrownBy(() =>
      schoolIndexLoader(args(`/center/${UNKNOWN_SCHOOL}`, { school: UNKNOWN_SCHOOL })),
    );
    expect(bare).toMatchObject({ init: { status: 404 } });
    for (const path of ["/class/1", "/custom/sxyxlx", "/Page404", "/hzvtc"]) {
      const thrown = await thrownBy(() =>
        schoolLayoutLoader(args(`/center/${UNKNOWN_SCHOOL}${path}`, { school: UNKNOWN_SCHOOL })),
      );
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
  });

  it("keeps a known school's pages, and does not call a school unknown when the login service is down", async () => {
    expect(await schoolLayoutLoader(args("/center/100001/class/1", { school: "100001" }))).toBeNull();
    server.use(http.get("http://login.test/api/login/info", () => Response.error()));
    expect(await schoolLayoutLoader(args("/center/100001/class/1", { school: "100001" }))).toBeNull();
    expect(takeConsoleErrors().join("\n")).toMatch(/unreachable/);
    server.use(http.get("http://login.test/api/login/info", () => fail("5000", "internal error")));
    expect(await schoolLayoutLoader(args("/center/100001/class/1", { school: "100001" }))).toBeNull();
  });
});

describe("item 3: a learner of another school on the college site", () => {
  const root = (path: string, init: { loggedIn?: boolean; cookie?: string } = {}) =>
    rootLoader({ request: pageRequest(path, init), params: {}, context: {} });

  it("is sent to the college's login, coming back to the page (§4.1)", async () => {
    for (const path of [
      "/center/100028/hzvtc",
      "/center/hzvtc/culture?id=108",
      "/center/hzvtc/detail?id=28001",
    ]) {
      const back = `${path}${path.includes("?") ? "&" : "?"}college_login=1`;
      expect(await redirectOf(() => root(path, { loggedIn: true }))).toHaveRedirect(
        loginRedirect(back, "100028"),
      );
    }
  });

  it("keeps a visitor, the college's own learner, an expired session and a page the login came back to", async () => {
    expect((await root("/center/hzvtc/culture")).data.user).toBeNull();
    expect((await root("/center/hzvtc/culture", { cookie: "api_token=expired" })).data.user).toBeNull();
    const own = await root("/center/hzvtc/culture", { cookie: `api_token=${COLLEGE_TOKEN}` });
    expect(own.data.user?.school_code).toBe("100028");
    const back = await root("/center/hzvtc/culture?college_login=1", { loggedIn: true });
    expect(back.data.user?.school_code).toBe("100001");
  });
});

describe("item 4: logout follows the service's redirect except on the hzvtc, party and clnyy pages", () => {
  const logOutFrom = (from: string) =>
    redirectOf(() =>
      logoutAction({
        request: pageRequest("/center/logout", { loggedIn: true, form: { from } }),
        params: {},
        context: {},
      }),
    );

  it("follows it on the study-trip page", async () => {
    const response = await logOutFrom("/center/100035/custom/sxyxlx");
    expect(response).toHaveRedirect("https://login.example.edu/api/redirect?school_code=100001");
  });

  it("stays on the college, party and contest pages", async () => {
    for (const from of [
      "/center/hzvtc/culture",
      "/center/custom/party/list/edu",
      "/center/100044/custom/clnyy",
    ])
      expect(await logOutFrom(from)).toHaveRedirect(from);
  });
});

describe("item 6: the party search page's own box, and the header's empty search answered by the server", () => {
  const handle = useBuiltServer();
  const search = (query: string) =>
    partySearchLoader({
      request: pageRequest(`/center/custom/party/search${query}`),
      params: {},
      context: {},
    });

  it("says '请输入关键词' to the header's empty search and '请输入搜索内容' to the page's own", async () => {
    expect((await search("?keywords=&via=header")).data.search).toEqual({
      kind: "blank",
      message: "enterKeyword",
    });
    expect((await search("?keywords=%20")).data.search).toEqual({ kind: "blank", message: "enterContent" });
  });

  it("renders a text box with a search button on the page, and no browser-only check in the header", async () => {
    const html = await (await handle(pageRequest("/center/custom/party/search?keywords=&via=header"))).text();
    expect(html).toContain("请输入关键词");
    expect(html).toMatch(/<form[^>]*action="\/center\/custom\/party\/search"[^>]*class="party-search__form"/);
    expect(html).toMatch(/<input[^>]*id="party-search-box"[^>]*name="keywords"/);
    expect(html).toContain('<input type="hidden" name="via" value="header"/>');
    expect(html).not.toMatch(/<input[^>]*id="public-search-input"[^>]*required/);
  });
});

describe("item 7: page titles (§2.9)", () => {
  const handle = useBuiltServer();
  const titleOf = async (path: string, init: { loggedIn?: boolean } = {}) =>
    /<title>([^<]*)<\/title>/.exec(await (await handle(pageRequest(path, init))).text())?.[1];

  it("gives the platform home, the catalogue without a school, the media-talent training platform's title", async () => {
    expect(await titleOf("/center/school/class")).toBe("课程中心 - 融媒体人才培养平台");
  });

  it("appends the national online-education brand to the ideological-resource library's pages", async () => {
    expect(await titleOf("/center/100028/hzvtc")).toBe("School 100028 - 在线学习平台 - 中国教育在线");
    expect(await titleOf("/center/hzvtc/culture")).toBe("文化传承 - School 100028 - 中国教育在线");
    expect(await titleOf("/center/100028/hzvtc/nothing-here")).toBe(
      "页面不存在 - School 100028 - 中国教育在线",
    );
  });

  it("titles the learner area's unknown page like every other 404", async () => {
    expect(await titleOf("/center/100001/user/bogus", { loggedIn: true })).toBe("页面不存在 - School 100001");
    expect(await titleOf("/center/100001/nonexistent", { loggedIn: true })).toBe(
      "页面不存在 - School 100001",
    );
  });
});

describe("item 8: reload on the college detail reopens the last detail", () => {
  const detail = (query: string, cookie?: string) =>
    hzvtcDetailLoader({
      request: pageRequest(`/center/hzvtc/detail${query}`, cookie ? { cookie } : {}),
      params: {},
      context: {},
    });

  it("keeps the id and key of a detail in a cookie the server reads, and reopens it on ?reload=1", async () => {
    const opened = await detail("?id=28001&key=culture");
    const setCookie = new Headers(opened.init?.headers).get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^hzvtc_detail=28001%3Aculture;.*Path=\/center\/hzvtc;.*HttpOnly/);
    const cookie = setCookie.split(";")[0] ?? "";
    expect(await redirectOf(() => detail("?reload=1", cookie))).toHaveRedirect(
      "/center/hzvtc/detail?id=28001&key=culture",
    );
    // The same detail again sets nothing (the answer stays cacheable for a shared cache when nothing changed).
    const again = await detail("?id=28001&key=culture", cookie);
    expect(new Headers(again.init?.headers).get("set-cookie")).toBeNull();
  });

  it("goes to the college's home when nothing (or nonsense) is kept", async () => {
    expect(await redirectOf(() => detail("?reload=1"))).toHaveRedirect("/center/100028/hzvtc");
    expect(await redirectOf(() => detail("?reload=1", "hzvtc_detail=1%3Aevil"))).toHaveRedirect(
      "/center/100028/hzvtc",
    );
  });
});

describe("item 11: a party course whose time is 00:00:00 does not play by deep link", () => {
  const course = (totalTime: string) =>
    server.use(
      http.get("http://learning.test/api/course/course/4003", () =>
        ok({ id: 4003, name: "Party course", total_time: totalTime, remaining_day: 30, status: 1 }),
      ),
    );
  const play = (school: string) =>
    playerLoader({
      request: pageRequest(`/center/${school}/video/4003/0`, { cookie: `api_token=${PARTY_TOKEN}` }),
      params: { school, classId: "4003", videoId: "0" },
      context: {},
    });

  it("sends it to the no-permission page, as an expired course", async () => {
    course("00:00:00");
    expect(await redirectOf(() => play("100004"))).toHaveRedirect("/center/100004/class/nopermission");
  });

  it("opens the player for a course with a time", async () => {
    course("00:30:00");
    const outcome = await thrownBy(() => play("100004"));
    expect(outcome).not.toHaveRedirect("/center/100004/class/nopermission");
  });
});

describe("item 9: the party home offers only chips that lead somewhere", () => {
  it("leaves out a local chip whose section the list page leaves out (no data), and keeps the others", async () => {
    const home = await partyHomeLoader({
      request: pageRequest("/center/100004/custom/party"),
      params: { school: "100004" },
      context: {},
    });
    const local = home.data.sections.find((section) => section.key === "local");
    const ids = local?.chips.map((chip) => chip.id) ?? [];
    expect(ids).not.toContain(EMPTY_LOCAL_CATEGORY);
    expect(ids.length).toBeGreaterThan(0);
  });
});

describe("item 13: a school's name in the page's language", () => {
  const handle = useBuiltServer();
  /** The login service names the demo school as the reference one does: Chinese, with an English name. */
  const namedInBoth = () =>
    server.use(
      http.get("http://login.test/api/login/info", ({ request }) =>
        ok({
          school_code: new URL(request.url).searchParams.get("school_code"),
          school_name: "示范学校",
          school_name_en: "Demo School",
          school_logo: "https://cdn.example.edu/logos/100001.svg",
        }),
      ),
    );
  const pageOf = async (path: string, locale?: "en" | "zh-CN") =>
    (
      await handle(pageRequest(path, { loggedIn: true, ...(locale ? { cookie: `locale=${locale}` } : {}) }))
    ).text();

  it("shows the Chinese name on a Chinese page: title, header and the study summary", async () => {
    namedInBoth();
    const html = await pageOf("/center/100001/user/MyStudy");
    expect(html).toContain("<title>学习数据 - 示范学校</title>");
    expect(html).toMatch(/<span class="school-brand__name">示范学校<\/span>/);
    expect(html).toMatch(/<p class="study-card__school">示范学校<\/p>/);
    // The mark beside the name is decorative (read once, not twice); the large logo alone names the school.
    expect(html).toMatch(/<img class="school-brand__logo" [^>]*alt=""/);
    expect(html).not.toContain("Demo School");
  });

  it("shows the English name on an English page", async () => {
    namedInBoth();
    const html = await pageOf("/center/100001/user/MyStudy", "en");
    expect(html).toContain("<title>Study data - Demo School</title>");
    expect(html).toMatch(/<span class="school-brand__name">Demo School<\/span>/);
    expect(html).toMatch(/<p class="study-card__school">Demo School<\/p>/);
    expect(html).not.toContain("示范学校");
  });

  it("shows the school's only name on an English page when the service sends no English one", async () => {
    const { data } = await rootLoader({
      request: pageRequest("/center/100001/user/myNote", { cookie: "locale=en" }),
      params: {},
      context: {},
    });
    expect(data.locale).toBe("en");
    expect(data.school?.name).toBe("School 100001");
  });
});
