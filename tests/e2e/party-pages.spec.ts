import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { expect, jsOn, logInOnLoginPage, test, UPSTREAM } from "./fixtures";

// The party-building site's search, course detail and training-project pages (public-sites §2.4, §2.5), as a
// visitor and as learner100004, JS on and off. Demo content: docs/contracts/resource-sites.md (party section).

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Please enter a keyword" });
const headerSearchButton = (page: Page) =>
  page.locator(".public-header").getByRole("button", { name: "Search", exact: true });

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, page.url()).toBeLessThanOrEqual(0);
}

test("search: not searched, a blank keyword, none found, found (16 a page), a result opens its detail", async ({
  page,
}) => {
  const before = await page.goto("/center/custom/party/search");
  expect(before?.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
  await expect(page).toHaveTitle(/^Search results/);
  await expect(page.getByText("You have not searched yet")).toBeVisible();

  await page.goto("/center/custom/party/search?keywords=%20%20");
  await expect(page.getByText("Please enter something to search for")).toBeVisible();
  await expect(page.locator(".party-cards")).toHaveCount(0);

  // The header's search: the server answers an empty or blank keyword in the header's words (§5; decision 027).
  await searchBox(page).fill("   ");
  await headerSearchButton(page).click();
  await expect(page).toHaveURL(/\/center\/custom\/party\/search\?keywords=(%20|\+){3}&via=header$/);
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a keyword" })).toBeVisible();

  await searchBox(page).fill("no-such-course-anywhere");
  await headerSearchButton(page).click();
  await expect(page).toHaveURL(
    /\/center\/custom\/party\/search\?keywords=no-such-course-anywhere&via=header$/,
  );
  await expect(page.getByText("0 results for “no-such-course-anywhere”")).toBeVisible();

  await searchBox(page).fill("党");
  await headerSearchButton(page).click();
  await expect(page.getByText(/^\d+ results for “党”$/)).toBeVisible();
  await expect(page.locator(".party-cards > li")).toHaveCount(16);
  await expect(searchBox(page)).toHaveValue("党");
  const first = page.locator(".party-cards .tile").first();
  await expect(first).toHaveAttribute(
    "href",
    /^\/center\/custom\/party\/detail\?id=\d+(&key=(new|edu|learn|join|example|local))?$/,
  );
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/keywords=%E5%85%9A&page=2|page=2/);
  await expect(page.locator(".party-cards > li")).not.toHaveCount(0);

  await page.locator(".party-cards .tile").first().click();
  await expect(page).toHaveURL(/\/center\/custom\/party\/detail\?id=\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a detail: materials paged by 16, ratings by 10, side navigation; a visitor's play goes to log in", async ({
  page,
}) => {
  await page.goto("/center/custom/party/detail?id=4001&key=join");
  // The generic course title, then the course and the school: a shared link names its course (decision 044).
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  expect(name).not.toBe("");
  expect(await page.title()).toMatch(
    new RegExp(`^Course - ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} - `),
  );
  const nav = page.getByRole("navigation", { name: "Course navigation" });
  await expect(nav.getByRole("link", { name: "Course content" })).toHaveAttribute("href", "#content");
  await expect(nav.getByRole("link", { name: "Course rating" })).toHaveAttribute("href", "#reviews");
  await expect(page.locator("#content .tile")).toHaveCount(16);
  await expect(page.locator('#content img[src^="/center/sites/party/word-"]')).not.toHaveCount(0);
  await expect(page.locator("#reviews .review-list > li")).toHaveCount(10);
  // The cover and the button: a visitor's play goes to the party school's login.
  const login = new RegExp(`^${UPSTREAM}/api/redirect\\?school_code=100004&from=`);
  const plays = page.getByRole("link", { name: "Log in to learn" });
  await expect(plays).toHaveCount(2);
  for (const play of await plays.all()) await expect(play).toHaveAttribute("href", login);
  await expect(page.locator("#content a.tile").first()).toHaveAttribute("href", login);
  if (jsOn()) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.mouse.wheel(0, 1200);
    await expect(page.locator(".section-nav--fixed")).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.locator("#content").getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/mpage=2#content$/);
  await expect(page.locator("#content .tile")).toHaveCount(2);
  await page.locator("#reviews").getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2#reviews$/);
  await expect(page.locator("#reviews .review-list > li")).not.toHaveCount(0);

  await page.goto("/center/custom/party/detail?id=4002&key=join");
  await expect(page.getByText("This course is being built. Stay tuned")).toBeVisible();
  await expect(page.getByText("No reviews yet~")).toBeVisible();

  // total_time 00:00:00: nothing plays, neither the cover nor a material.
  await page.goto("/center/custom/party/detail?id=4003&key=join");
  await expect(page.getByText("Nothing to learn here yet")).toBeVisible();
  await expect(page.locator("#content a.tile")).toHaveCount(0);
  await expect(page.locator(".party-detail__play")).toHaveCount(0);
});

test("rating: a visitor logs in to the party school, too short is refused, a good one is published; then play and back", async ({
  page,
}) => {
  const text = `党课内容充实，很有收获（${test.info().project.name}）`;
  await page.goto("/center/custom/party/detail?id=4001&key=join");
  await page.getByLabel("Your review").fill("想说几句话");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(new RegExp(`^${UPSTREAM}/api/redirect\\?school_code=100004&`));
  await logInOnLoginPage(page, "learner100004");
  await expect(page).toHaveURL(/\/center\/custom\/party\/detail\?id=4001&key=join#reviews$/);

  await page.getByLabel("Your review").fill("abc");
  await page.getByLabel("3 stars").check();
  await page.getByRole("button", { name: "Publish" }).click();
  // The message under the field (the error summary at the top says it too: form-errors.spec.ts).
  await expect(page.locator("#review-content-error")).toHaveText("Please enter at least 5 characters");
  await expect(page.getByLabel("Your review")).toHaveValue("abc");

  await page.getByLabel("Your review").fill(text);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Review succeeded" })).toBeVisible();
  await expect(page).toHaveURL(/\/center\/custom\/party\/detail\?id=4001&key=join&posted=\d+#reviews$/);
  await expect(page.locator("#reviews .review-list > li").filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByLabel("Your review")).toHaveValue("");
  await expect(page.getByLabel("5 stars")).toBeChecked();

  await page.getByRole("link", { name: "Start learning" }).first().click();
  await expect(page).toHaveURL(
    /\/center\/100004\/video\/4001\/0\?from=%2Fcenter%2Fcustom%2Fparty%2Fdetail&id=4001&key=join$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Back to the course" }).click();
  await expect(page).toHaveURL(/\/center\/custom\/party\/detail\?id=4001&key=join$/);
});

test("a project: tabs, experts, steps, summary, chips through the URL, related projects, and back", async ({
  page,
}) => {
  await page.goto("/center/custom/party/project?index=1");
  await expect(page).toHaveTitle(/^Training project - 入党积极分子教育 - /);
  await expect(page.getByRole("heading", { level: 1, name: "入党积极分子教育" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "About the project" });
  await expect(tabs.getByRole("link", { name: "Training background" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { level: 2, name: "Training background" })).toBeVisible();
  await tabs.getByRole("link", { name: "Training goal" }).click();
  await expect(page).toHaveURL(/index=1&tab=goal#project-intro$/);
  await expect(page.getByRole("heading", { level: 2, name: "Training goal" })).toBeVisible();

  const experts = page.getByRole("region", { name: "Our experts" }).filter({
    has: page.locator(".carousel__viewport"),
  });
  await expect(experts.locator(".carousel__slide")).toHaveCount(4);
  if (jsOn()) {
    await experts.getByRole("button", { name: "Pause the carousel" }).click();
    await expect(experts.getByRole("button", { name: "Play the carousel" })).toBeVisible();
  }
  await expect(page.locator(".party-steps > li")).toHaveCount(4);
  await expect(page.getByText(/^7 courses, [1-9]\d* h \d+ min$/)).toBeVisible();

  const chips = page.getByRole("navigation", { name: "Course categories" }).getByRole("link");
  expect(await chips.count()).toBeGreaterThanOrEqual(4);
  await expect(chips.first()).toHaveText("All");
  await expect(chips.first()).toHaveAttribute("aria-current", "true");
  await expect(page.locator("#project-courses .tile")).toHaveCount(7);
  await chips.nth(1).click();
  await expect(page).toHaveURL(/index=1&tab=goal&category_id=\d+#project-courses$/);
  await expect(chips.nth(1)).toHaveAttribute("aria-current", "true");
  const some = await page.locator("#project-courses .tile").count();
  expect(some).toBeGreaterThan(0);
  expect(some).toBeLessThan(7);
  await chips.first().click();
  await expect(page.locator("#project-courses .tile")).toHaveCount(7);

  await page
    .getByRole("navigation", { name: "Related projects" })
    .getByRole("link", { name: "本科生入党启蒙教育" })
    .click();
  await expect(page).toHaveURL(/\/center\/custom\/party\/project\?index=0$/);
  await expect(page.getByRole("heading", { level: 1, name: "本科生入党启蒙教育" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/center\/custom\/party\/project\?index=1/);
  await expect(page.getByRole("heading", { level: 1, name: "入党积极分子教育" })).toBeVisible();
});

test("a project without a good index goes to the party home", async ({ page }) => {
  for (const query of ["", "?index=9"]) {
    await page.goto(`/center/custom/party/project${query}`);
    await expect(page).toHaveURL(/\/center\/100004\/custom\/party$/);
  }
});

test("at 360 px nothing on the search, a detail or a project is wider than the screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    "/center/custom/party/search?keywords=%E5%85%9A",
    "/center/custom/party/detail?id=4001&key=join",
    "/center/custom/party/project?index=0",
  ]) {
    await page.goto(path);
    await expectNoOverflow(page);
  }
});
