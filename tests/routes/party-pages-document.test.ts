import { describe, expect, it } from "vitest";

import { PARTY_FIXTURES } from "../mocks/learning/party-site";
import { PARTY_TOKEN } from "../mocks/login-service";
import { useMockUpstream } from "../mocks/server";

import { pageRequest, useBuiltServer } from "./helpers";
import { expectPrivateCache, expectPublicCache } from "./public-site-helpers";

// The party search, detail and project pages rendered by the built server (public-sites §2.4, §2.5, §2.9).
useMockUpstream();

describe("party pages as documents", () => {
  const handle = useBuiltServer();

  it("renders the search's three states, cacheable for a visitor", async () => {
    const before = await handle(pageRequest("/center/custom/party/search"));
    expect(before.status).toBe(200);
    expectPublicCache(before);
    expect(await before.text()).toContain("您还没有进行搜索");
    const blank = await (await handle(pageRequest("/center/custom/party/search?keywords=%20"))).text();
    expect(blank).toContain("请输入搜索内容");
    const found = await (await handle(pageRequest("/center/custom/party/search?keywords=%E5%85%9A"))).text();
    expect(found).toMatch(/您搜索的关键词“党”，共有\d+条结果/);
    expect(found).toContain("<title>搜索结果");
    expect(found).toMatch(
      /href="\/center\/custom\/party\/detail\?id=\d+&amp;key=(new|edu|learn|join|example|local)"/,
    );
  });

  it("renders a detail: materials, ratings, the side navigation; play off at 00:00:00", async () => {
    const response = await handle(
      pageRequest(`/center/custom/party/detail?id=${PARTY_FIXTURES.manyReviews}&key=new`),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="#content"');
    expect(html).toContain('href="#reviews"');
    expect(html).not.toContain("alert(1)");
    expect(html).toContain("/center/sites/party/word-1.svg");
    const empty = await (
      await handle(pageRequest(`/center/custom/party/detail?id=${PARTY_FIXTURES.noMaterials}`))
    ).text();
    expect(empty).toContain("课程建设中，敬请期待");
    expect(empty).toContain("暂无评价~");
    const zero = await (
      await handle(
        pageRequest(`/center/custom/party/detail?id=${PARTY_FIXTURES.zeroTime}`, {
          cookie: `api_token=${PARTY_TOKEN}`,
        }),
      )
    ).text();
    expect(zero).not.toContain("/center/100004/video/");
    const playing = await handle(
      pageRequest(`/center/custom/party/detail?id=${PARTY_FIXTURES.manyReviews}&key=new`, {
        cookie: `api_token=${PARTY_TOKEN}`,
      }),
    );
    expectPrivateCache(playing);
    expect(await playing.text()).toContain(
      `/center/100004/video/${PARTY_FIXTURES.manyReviews}/0?from=%2Fcenter%2Fcustom%2Fparty%2Fdetail&amp;id=${PARTY_FIXTURES.manyReviews}&amp;key=new`,
    );
    // The study ban (§4.3): every play attempt comes back to the content with '您暂无权限学习'.
    const banned = await (
      await handle(
        pageRequest(`/center/custom/party/detail?id=${PARTY_FIXTURES.studyBan}&denied=1`, {
          cookie: `api_token=${PARTY_TOKEN}`,
        }),
      )
    ).text();
    expect(banned).toContain("您暂无权限学习");
    expect(banned).toContain('href="?id=' + PARTY_FIXTURES.studyBan + '&amp;denied=1#content"');
    expect(banned).not.toContain("/center/100004/video/");
    const unknown = await handle(pageRequest("/center/custom/party/detail?id=40999"));
    expect(unknown.status).toBe(404);
  });

  it("renders a project with its tabs, experts, steps, chips and related projects", async () => {
    const response = await handle(pageRequest("/center/custom/party/project?index=1&tab=goal"));
    expect(response.status).toBe(200);
    expectPublicCache(response);
    const html = await response.text();
    expect(html).toContain("<title>培训项目");
    expect(html).toContain("培训目标");
    expect(html).toContain("专家团队");
    expect(html).toMatch(/共\d+门课程，\d+小时\d+分钟/);
    expect(html).toContain('href="/center/custom/party/project?index=1&amp;tab=goal#project-courses"');
    expect(html).toContain('href="/center/custom/party/project?index=0"');
    const home = await handle(pageRequest("/center/custom/party/project"));
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/center/100004/custom/party");
  });
});
