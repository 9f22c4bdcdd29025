import type { Page } from "@playwright/test";

import { expect, JS_ONLY, logInOnLoginPage, NO_JS, test, UPSTREAM, MARKUP } from "./fixtures";

// The science-contest page (public-sites §2.6), /center/100044/custom/clnyy, JS on and off. The server renders the
// stage of its own date (the real one: after 2024 the final); the other stages are checked through the `?stage=`
// links, which is what a reader does too (decision 012). The date rule itself: tests/unit/contest.test.ts and
// tests/routes/contest.test.ts.

const PATH = "/center/100044/custom/clnyy";
const SCHOOL_NAME = "Greenfield Agricultural Science School";
const TITLE = `Youth Smart Agriculture Science Contest - ${SCHOOL_NAME}`;

const sideNav = (page: Page) => page.getByRole("navigation", { name: "Contest sections" });
const stages = (page: Page) => page.getByRole("navigation", { name: "Contest stages" });

test("a visitor sees the page: header, banner, five sections, today's stage, cacheable, no axe violations", async ({
  page,
}) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
  await expect(page).toHaveTitle(TITLE);
  await expect(page.getByRole("heading", { level: 1, name: "2024年青少年智慧农业科普大赛" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^${UPSTREAM}/api/redirect\\?school_code=100044&`),
  );
  await expect(page.locator(".contest-banner img")).toBeVisible();

  const links = sideNav(page).getByRole("link");
  await expect(links).toHaveText(["Schedule", "News", "Science courses", "The farm", "Past activities"]);
  for (const id of ["schedule", "news", "courses", "farm", "past"]) {
    await expect(sideNav(page).locator(`a[href="#${id}"]`)).toHaveCount(1);
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }

  // The server's date is after 2024: the final is on show and marked as the current stage.
  await expect(stages(page).getByRole("link")).toHaveCount(4);
  await expect(stages(page).locator('[aria-current="step"]')).toContainText("决赛");
  await expect(stages(page).locator('[aria-current="step"]')).toContainText("(current stage)");
  await expect(page.locator(".contest-stage")).toHaveAttribute("data-stage", "4");
});

test("every stage opens through its ?stage= link", async ({ page }) => {
  await page.goto(PATH);
  for (const [stage, name, point] of [
    [1, "报名", "手机号+验证码"],
    [2, "初赛", "限时30分钟"],
    [3, "复赛", "1080P"],
    [4, "决赛", "9:20"],
  ] as const) {
    await stages(page)
      .getByRole("link", { name: new RegExp(`^${stage}\\s*${name}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?stage=${stage}#schedule$`));
    await expect(page.locator(".contest-stage")).toHaveAttribute("data-stage", String(stage));
    await expect(page.locator(".contest-stage")).toContainText(point);
    await expect(stages(page).locator('[aria-current="step"]')).toContainText(name);
  }
});

test("news tabs and side list: the opened item's HTML is sanitized; reports are a link away", async ({
  page,
}) => {
  await page.goto(PATH);
  const news = page.locator("#news");
  const tabs = news.getByRole("navigation", { name: "News categories" });
  await expect(tabs.getByRole("link", { name: "Notices" })).toHaveAttribute("aria-current", "page");
  await expect(news.locator("#news-item-title")).toHaveText("关于举办2024年青少年智慧农业科普大赛的通知");

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await news
    .getByRole("navigation", { name: "Notices list" })
    .getByRole("link", { name: "大赛报名须知" })
    .click();
  await expect(page).toHaveURL(/\?item=902#news$/);
  const item = news.locator(".contest-news__item");
  await expect(item.locator("#news-item-title")).toHaveText("大赛报名须知");
  await expect(item).toContainText("手机号+验证码");
  await expect(item.locator("script")).toHaveCount(0);
  await expect(item.locator("[onerror]")).toHaveCount(0);
  await expect(item.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(item.getByRole("img", { name: "农场" })).toHaveCount(1);
  expect(dialogs).toEqual([]);

  await tabs.getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL(/\?news=report#news$/);
  await expect(tabs.getByRole("link", { name: "Reports" })).toHaveAttribute("aria-current", "page");
  await expect(news.locator("#news-item-title")).toHaveText("千名学子走进智慧农场");
  await expect(news.getByRole("navigation", { name: "Reports list" }).getByRole("link")).toHaveCount(4);
});

test("science courses: the cascading filters in the URL; a course opens the portal's course detail", async ({
  page,
}) => {
  await page.goto(PATH);
  const courses = page.locator("#courses");
  const filters = courses.getByRole("navigation", { name: "Course categories" });
  await expect(courses.locator(".contest-course")).toHaveCount(8);
  await expect(courses.getByRole("navigation", { name: "Pagination" })).toBeVisible();

  await filters.getByRole("link", { name: "智慧农业" }).click();
  await expect(page).toHaveURL(/\?oneCateId=3634&categoryLevel=1#courses$/);
  await expect(courses.locator(".contest-course")).toHaveCount(5);
  await filters.getByRole("link", { name: "物联网温室" }).click();
  await expect(page).toHaveURL(/\?oneCateId=3634&categoryLevel=2&twoCateId=3646#courses$/);
  await expect(courses.locator(".contest-course .tile__name")).toHaveText([
    "物联网温室里的番茄",
    "自动灌溉系统设计",
    "植物工厂：不用土的农业",
  ]);
  await expect(filters.getByRole("link", { name: "物联网温室" })).toHaveAttribute("aria-current", "true");

  // A visitor's play link is the login; the tile opens the course detail.
  await expect(courses.getByRole("link", { name: /^Log in to learn/ }).first()).toHaveAttribute(
    "href",
    new RegExp(`^${UPSTREAM}/api/redirect\\?school_code=100044&`),
  );
  await courses.getByRole("link", { name: /^物联网温室里的番茄/ }).click();
  await expect(page).toHaveURL(/\/center\/100044\/class\/44021$/);
  await expect(page.getByRole("heading", { level: 1, name: "物联网温室里的番茄" })).toBeVisible();
});

test("the study ban: learner100044's first course of 物联网温室 is disabled, so play shows the ban; elsewhere play opens", async ({
  page,
}) => {
  await page.goto(`${PATH}?oneCateId=3634&categoryLevel=2&twoCateId=3646#courses`);
  await page.getByRole("link", { name: "Log in", exact: true }).click();
  await logInOnLoginPage(page, "learner100044");
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?oneCateId=3634&categoryLevel=2&twoCateId=3646`));
  await expect(page.getByRole("button", { name: "Zhou Xin Personal menu" })).toHaveCount(0);
  const courses = page.locator("#courses");
  await courses.getByRole("link", { name: /^Start learning.*自动灌溉系统设计/ }).click();
  await expect(page).toHaveURL(/denied=1#courses$/);
  await expect(courses.getByRole("alert")).toHaveText("You have no permission to study");

  // Another filter whose first course is open: play opens the player.
  await page.goto(`${PATH}?oneCateId=3634&categoryLevel=2&twoCateId=3645#courses`);
  await courses.getByRole("link", { name: /^Start learning.*无人机飞上田野/ }).click();
  await expect(page).toHaveURL(/\/center\/100044\/video\/44013\/0$/);
  // Logout from the contest page stays on it.
  await page.goto(PATH);
  await page.locator(".personal-menu summary").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole("link", { name: "Log in", exact: true })).toBeVisible();
});

test("the farm's items expand and collapse (<details>)", async ({ page }) => {
  await page.goto(`${PATH}#farm`);
  const items = page.locator("#farm details");
  await expect(items).toHaveCount(3);
  // showType 1 starts expanded, 2 collapsed.
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await expect(items.nth(1)).not.toHaveAttribute("open");
  await expect(items.nth(1).locator("p")).toBeHidden();
  await items.nth(1).locator("summary").click();
  await expect(items.nth(1).locator("p")).toBeVisible();
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0).locator("p")).toBeHidden();
});

test("past activities: link tabs choose one", async ({ page }) => {
  await page.goto(PATH);
  const past = page.locator("#past");
  const tabs = past.getByRole("navigation", { name: "Past activity list" }).getByRole("link");
  await expect(tabs).toHaveText(["2023 春播季", "2023 秋收季", "2023 科普大赛"]);
  await expect(tabs.nth(0)).toHaveAttribute("aria-current", "page");

  await tabs.nth(1).click();
  await expect(page).toHaveURL(/\?past=1#past$/);
  await expect(past.getByRole("heading", { name: "2023 秋收季" })).toBeVisible();
  await expect(tabs.nth(1)).toHaveAttribute("aria-current", "page");
});

test(
  "past activities without JS: only the chosen one shows, and nothing moves",
  { tag: NO_JS },
  async ({ page }) => {
    await page.goto(`${PATH}?past=1#past`);
    const past = page.locator("#past");
    await expect(past.getByRole("heading", { name: "2023 秋收季" })).toBeVisible();
    await expect(past.getByRole("heading", { name: "2023 春播季" })).toBeHidden();
    await expect(past.getByRole("button", { name: "Pause the carousel" })).toHaveCount(0);
  },
);

test(
  "past activities with JS rotate every 5 s, the tabs follow, and the pause button stops them",
  { tag: JS_ONLY },
  async ({ page }) => {
    // The page's clock is Playwright's: five seconds pass when the test says so, not on the wall.
    await page.clock.install();
    await page.goto(`${PATH}?past=1#past`);
    const past = page.locator("#past");
    const tabs = past.getByRole("navigation", { name: "Past activity list" }).getByRole("link");
    const pause = past.getByRole("button", { name: "Pause the carousel" });
    await expect(pause).toBeVisible();
    await expect(tabs.nth(1)).toHaveAttribute("aria-current", "page");
    await page.clock.fastForward(5_100);
    await expect(tabs.nth(2)).toHaveAttribute("aria-current", "page");
    await pause.click();
    await expect(past.getByRole("button", { name: "Play the carousel" })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.fastForward(6_000);
    await expect(tabs.nth(2)).toHaveAttribute("aria-current", "page");
  },
);

test("past activities do not rotate under prefers-reduced-motion", { tag: JS_ONLY }, async ({ page }) => {
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(PATH);
  const past = page.locator("#past");
  await expect(past.locator(".swiper-initialized")).toHaveCount(1);
  await expect(past.getByRole("button", { name: "Pause the carousel" })).toHaveCount(0);
  await page.clock.fastForward(6_000);
  const tabs = past.getByRole("navigation", { name: "Past activity list" }).getByRole("link");
  await expect(tabs.nth(0)).toHaveAttribute("aria-current", "page");
});

test(
  "the registration link without JS: a selectable field, no copy button",
  { tag: NO_JS },
  async ({ page }) => {
    await page.goto(PATH);
    const field = page.getByRole("textbox", { name: "Registration link" });
    await expect(field).toBeVisible();
    await expect(field).toHaveValue("https://contest.example.org/clnyy/2024/signup");
    await expect(field).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
  },
);

test(
  "the registration link with JS: a copy button says 复制成功 (2 s, at most 3)",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install();
    await page.goto(PATH);
    const field = page.getByRole("textbox", { name: "Registration link" });
    await expect(field).toHaveValue("https://contest.example.org/clnyy/2024/signup");
    const copy = page.getByRole("button", { name: "Copy link" });
    await copy.click();
    const toasts = page.locator(".toast-stack .toast");
    await expect(toasts).toHaveText(["Copied"]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "https://contest.example.org/clnyy/2024/signup",
    );
    for (let i = 0; i < 4; i++) await copy.click();
    await expect(toasts).toHaveCount(3);
    // Each lasts 2 s.
    await page.clock.fastForward(2_100);
    await expect(toasts).toHaveCount(0);
  },
);

test("the side navigation becomes fixed after 550 px of scroll", { tag: JS_ONLY }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PATH);
  const nav = page.locator(".contest-body > .section-nav");
  await expect(nav).not.toHaveClass(/section-nav--fixed/);
  // Scrolled, and a frame later (the scroll handler has run) still not fixed.
  await page.evaluate(() => window.scrollTo(0, 540));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(nav).not.toHaveClass(/section-nav--fixed/);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(nav).toHaveClass(/section-nav--fixed/);
  await sideNav(page).getByRole("link", { name: "The farm" }).click();
  await expect(page).toHaveURL(/#farm$/);
  await expect(sideNav(page).getByRole("link", { name: "The farm" })).toHaveAttribute("aria-current", "true");
});

test("usable at 360 px: nothing wider than the screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${PATH}?oneCateId=3634`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expect(page.getByRole("textbox", { name: "Registration link" })).toBeVisible();
  await expect(stages(page).getByRole("link").first()).toBeVisible();
});

test("another school's contest path is its own 404 page", { tag: MARKUP }, async ({ page }) => {
  const response = await page.goto("/center/100001/custom/clnyy");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/center\/100001\/Page404$/);
});
