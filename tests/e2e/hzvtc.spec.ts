import type { Page } from "@playwright/test";

import { expect, JS_ONLY, jsOn, logInOnLoginPage, NO_JS, test, UPSTREAM, MARKUP } from "./fixtures";

// The vocational college resource site (public-sites §2.2, §2.3), as a visitor and as its learner, JS on and off.

const SECTION_HEADINGS = [
  "Cultural Heritage",
  "Value Guidance",
  "Love of Country",
  "Professional Spirit",
  "Distinctive Education",
  "Youth in Bloom",
];

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

test("a visitor opens the college home: six blocks with chips and More links, tiles in new tabs, cacheable", async ({
  page,
}) => {
  const response = await page.goto("/center/100028/hzvtc");
  expect(response?.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
  expect(response?.headers()["set-cookie"]).toBeUndefined();
  await expect(page).toHaveTitle(/Hangzhou Vocational and Technical College/);
  for (const name of SECTION_HEADINGS) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  // The portal's own header is not there; the site's is, with its Login button.
  await expect(page.getByRole("navigation", { name: "Learning centre menu" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^${UPSTREAM}/api/redirect\\?school_code=100028&from=`),
  );
  const culture = page.locator(".hz-block--culture");
  await expect(culture.locator(".hz-tiles > li")).toHaveCount(12);
  await expect(
    culture.getByRole("navigation", { name: "Cultural Heritage categories" }).getByRole("link"),
  ).not.toHaveCount(0);
  await expect(page.locator(".hz-block--value .hz-tiles > li")).toHaveCount(8);
  await expect(page.locator(".hz-block--feelings .hz-tiles > li")).toHaveCount(5);
  await expect(page.locator(".hz-block--feature .hz-tiles > li")).toHaveCount(4);
  await expect(page.locator(".hz-block--vita .hz-tiles > li")).toHaveCount(1);
  expect(await page.locator(".hz-list-preview__list li").count()).toBeGreaterThan(16);
  const tile = culture.locator(".tile").first();
  await expect(tile).toHaveAttribute("target", "_blank");
  await expect(tile).toHaveAttribute("href", /^\/center\/hzvtc\/detail\?id=\d+&key=culture$/);

  await culture.getByRole("link", { name: /^More/ }).click();
  await expect(page).toHaveURL(/\/center\/hzvtc\/culture$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cultural Heritage" })).toBeVisible();
});

test(
  "another school's hzvtc and the school-coded section paths go to the spec's pages",
  { tag: MARKUP },
  async ({ page }) => {
    await page.goto("/center/100001/hzvtc");
    await expect(page).toHaveURL(/\/center\/100028\/hzvtc$/);
    await page.goto("/center/hzvtc");
    await expect(page).toHaveURL(/\/center\/100028\/hzvtc$/);
    await page.goto("/center/100001/hzvtc/no-such-page");
    await expect(page).toHaveURL(/\/center\/100028\/hzvtc$/);
    await page.goto("/center/100028/hzvtc/value?id=112");
    // …whose `id` query is answered with the block's anchor (docs/decisions/044).
    await expect(page).toHaveURL(/\/center\/hzvtc\/value#block-112$/);
    await expect(page.getByRole("heading", { level: 1, name: "Value Guidance" })).toBeVisible();
  },
);

for (const [key, heading, blocks] of [
  ["culture", "Cultural Heritage", 4],
  ["value", "Value Guidance", 3],
  ["profession", "Professional Spirit", 2],
  ["feature", "Distinctive Education", 3],
  ["vita", "Youth in Bloom", 4],
] as const) {
  test(`the ${key} section page shows its ${blocks} blocks`, async ({ page }) => {
    await page.goto(`/center/hzvtc/${key}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: heading })).toHaveAttribute("aria-current", "page");
    await expect(page.locator(".hz-block")).toHaveCount(blocks);
    for (const block of await page.locator(".hz-block").all()) {
      await expect(block.locator(".tile").first()).toBeVisible();
    }
  });
}

// public-sites §2.2 "an optional query id scrolls to a section": the server answers it with the block's anchor,
// so it works without JavaScript too (docs/decisions/044).
test("the culture page's `id` query opens the page at that block", async ({ page }) => {
  await page.goto("/center/hzvtc/culture?id=118");
  await expect(page).toHaveURL(/\/center\/hzvtc\/culture#block-118$/);
  await expect(page.locator("#block-118")).toBeInViewport();
  await expect(page.locator("#block-107")).not.toBeInViewport();
});

const secondCarousel = (page: Page) =>
  page
    .getByRole("region", { name: /./ })
    .filter({ has: page.locator(".carousel__viewport") })
    .nth(1);

test(
  "a carousel without JS shows every item to scroll to, and no buttons",
  { tag: NO_JS },
  async ({ page }) => {
    await page.goto("/center/hzvtc/culture");
    const slides = secondCarousel(page).locator(".carousel__slide");
    expect(await slides.count()).toBeGreaterThan(3);
    await expect(secondCarousel(page).getByRole("button", { name: /carousel/ })).toHaveCount(0);
    await expect(slides.last().locator(".tile")).toBeAttached();
  },
);

test("a carousel with JS has a pause button", { tag: JS_ONLY }, async ({ page }) => {
  await page.goto("/center/hzvtc/culture");
  const carousel = secondCarousel(page);
  expect(await carousel.locator(".carousel__slide").count()).toBeGreaterThan(3);
  const pause = carousel.getByRole("button", { name: "Pause the carousel" });
  await expect(pause).toBeVisible();
  await pause.click();
  await expect(carousel.getByRole("button", { name: "Play the carousel" })).toBeVisible();
});

test("the feelings page: power-building tabs paged by 6 and beautiful-China tabs, through the URL", async ({
  page,
}) => {
  await page.goto("/center/hzvtc/feelings");
  const power = page.locator("#block-193");
  const tabs = power.getByRole("navigation", { name: "Building a strong country: categories" });
  await expect(tabs.getByRole("link")).toHaveCount(6);
  await expect(tabs.getByRole("link", { name: "Science and technology" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(power.locator(".tile")).toHaveCount(6);
  await power.getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/powerPage=2/);
  await expect(power.locator(".tile")).not.toHaveCount(0);

  await tabs.getByRole("link", { name: "Manufacturing" }).click();
  await expect(page).toHaveURL(/power=123/);
  await expect(page).not.toHaveURL(/powerPage/);
  await expect(tabs.getByRole("link", { name: "Manufacturing" })).toHaveAttribute("aria-current", "true");
  await expect(power.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);

  const china = page.locator("#block-194");
  const chinaTabs = china.getByRole("navigation", { name: "Beautiful China: categories" }).getByRole("link");
  expect(await chinaTabs.count()).toBeGreaterThan(1);
  await expect(chinaTabs.first()).toHaveAttribute("aria-current", "true");
  await chinaTabs.nth(1).click();
  await expect(page).toHaveURL(/china=\d+/);
  await expect(chinaTabs.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(china.locator(".tile")).not.toHaveCount(0);
});

test("search: the keyword and the total, 16 a page, results open the detail with their section key", async ({
  page,
}) => {
  await page.goto("/center/hzvtc/culture");
  await page.getByRole("searchbox", { name: "Search the library" }).fill("");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/center\/hzvtc\/search\?keywords=$/);
  await expect(page.getByText(/Keyword “”: \d+ results/)).toBeVisible();
  await expect(page.locator(".hz-tiles--search > li")).toHaveCount(16);
  await page
    .getByRole("navigation", { name: "Pagination" })
    .getByRole("link", { name: "Page 2", exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);

  await page.getByRole("searchbox", { name: "Search the library" }).fill("西湖");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(/Keyword “西湖”: [1-9]\d* results/)).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search the library" })).toHaveValue("西湖");
  const first = page.locator(".hz-tiles--search .tile").first();
  await expect(first).toHaveAttribute(
    "href",
    /\/center\/hzvtc\/detail\?id=\d+&key=(culture|value|feelings|profession|feature|vita)$/,
  );

  await page.goto("/center/hzvtc/search?keywords=no-such-course-anywhere");
  await expect(page.getByText("Keyword “no-such-course-anywhere”: 0 results")).toBeVisible();
});

test("a detail: intro, materials paged by 16, reviews paged by 10, two recommendations", async ({ page }) => {
  await page.goto("/center/hzvtc/detail?id=28001&key=culture");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The generic course title, then the course and the school: a shared link names its course (decision 044).
  await expect(page).toHaveTitle(/^Course - 西湖绸伞制作技艺 - /);
  const sections = page.getByRole("navigation", { name: "Course sections" });
  await expect(sections.getByRole("link", { name: "Course reviews" })).toHaveAttribute("href", "#reviews");
  await expect(page.locator("#details .rich-text p").first()).toBeVisible();
  await expect(page.locator("#reviews .review-list > li")).toHaveCount(10);
  await expect(page.locator(".hz-detail__recommended .tile")).toHaveCount(2);
  if (jsOn()) {
    // Past the window's height the side navigation pins itself; the columns stay where they were.
    await page.setViewportSize({ width: 1280, height: 800 });
    const before = await page.locator(".hz-detail__main").boundingBox();
    await page.mouse.wheel(0, 1600);
    await expect(page.locator(".section-nav--fixed")).toBeVisible();
    const after = await page.locator(".hz-detail__main").boundingBox();
    expect(after?.x).toBe(before?.x);
    expect(after?.width).toBe(before?.width);
  }
  await page.locator("#reviews").getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/page=2#reviews$/);
  await expect(page.locator("#reviews .review-list > li")).toHaveCount(10);

  await page.goto("/center/hzvtc/detail?id=28002&key=culture");
  await expect(page.getByText("This course is being built. Stay tuned")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start learning" })).toHaveCount(0);
});

test("a visitor who plays or reviews logs in to the college and comes back; then reviews and plays", async ({
  page,
}) => {
  const text = `讲得很清楚，收获很大（${test.info().project.name}）`;
  await page.goto("/center/hzvtc/detail?id=28001&key=culture");
  await page.getByLabel("Your review").fill("想说几句话");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(new RegExp(`^${UPSTREAM}/api/redirect\\?school_code=100028&`));
  await logInOnLoginPage(page, "learner100028");
  await expect(page).toHaveURL(/\/center\/hzvtc\/detail\?id=28001&key=culture#reviews$/);
  await expect(
    page.getByRole("group", { name: "Personal menu" }).or(page.getByText("Liu Yang")),
  ).not.toHaveCount(0);

  await page.getByLabel("Your review").fill("abc");
  await page.getByLabel("3 stars").check();
  await page.getByRole("button", { name: "Publish" }).click();
  // The message under the field (the error summary at the top says it too: form-errors.spec.ts).
  await expect(page.locator("#review-content-error")).toHaveText("Please enter at least 5 characters");
  await expect(page.getByLabel("Your review")).toHaveValue("abc");

  await page.getByLabel("Your review").fill(text);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Review succeeded" })).toBeVisible();
  await expect(page).toHaveURL(/\/center\/hzvtc\/detail\?id=28001&key=culture&posted=\d+#reviews$/);
  await expect(page.locator("#reviews .review-list > li").filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByLabel("Your review")).toHaveValue("");
  await expect(page.getByLabel("5 stars")).toBeChecked();

  await page.getByRole("link", { name: "Start learning" }).click();
  await expect(page).toHaveURL(
    /\/center\/100028\/video\/28001\/0\?from=%2Fcenter%2Fhzvtc%2Fdetail&id=28001&key=culture$/,
  );
  // The player plays the course, and its way back is the college detail it was opened from.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Back to the course" }).click();
  await expect(page).toHaveURL(/\/center\/hzvtc\/detail\?id=28001&key=culture$/);
});

test("a visitor's play goes to the college's login page", async ({ page }) => {
  await page.goto("/center/hzvtc/detail?id=28001&key=value");
  await expect(page.getByRole("link", { name: "Start learning" })).toHaveAttribute(
    "href",
    new RegExp(`^${UPSTREAM}/api/redirect\\?school_code=100028&from=`),
  );
  await page.locator("#content .tile").first().click();
  await logInOnLoginPage(page, "learner100028");
  await expect(page).toHaveURL(/\/center\/hzvtc\/detail\?id=28001&key=value$/);
});

test("a learner banned from a course sees '您暂无权限学习' at every play attempt", async ({ page }) => {
  await page.goto("/center/hzvtc/detail?id=28003&key=culture");
  await page.getByRole("link", { name: "Log in", exact: true }).click();
  await logInOnLoginPage(page, "learner100028");
  await expect(page).toHaveURL(/detail\?id=28003/);
  await page.getByRole("link", { name: "Start learning" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "You have no permission to study" })).toBeVisible();
  await expect(page).toHaveURL(/denied=1#content$/);
  await page.locator("#content .tile").first().click();
  await expect(page.getByRole("alert").filter({ hasText: "You have no permission to study" })).toBeVisible();
  await expect(page).not.toHaveURL(/\/video\//);
});

// Decision 027: §4.1's redirect to the college's login, no longer a visitor's page.
test("a user of another school is sent to the college's login and comes back as its learner", async ({
  page,
}) => {
  await page.goto("/center/");
  await logInOnLoginPage(page, "learner");
  await page.goto("/center/hzvtc/detail?id=28001&key=culture");
  await expect(page).toHaveURL(new RegExp(`^${UPSTREAM}/api/redirect\\?school_code=100028&`));
  await logInOnLoginPage(page, "learner100028");
  await expect(page).toHaveURL(/\/center\/hzvtc\/detail\?id=28001&key=culture&college_login=1$/);
  await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveCount(0);
});

test("at 360 px nothing on the home or a detail is wider than the screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    "/center/100028/hzvtc",
    "/center/hzvtc/culture",
    "/center/hzvtc/detail?id=28001&key=culture",
  ]) {
    await page.goto(path);
    const overflow = await page
      .evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      .catch(() => 0);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
