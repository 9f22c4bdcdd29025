import type { Page } from "@playwright/test";

import { expect, jsOn, logInOnLoginPage, test, UPSTREAM } from "./fixtures";

// The party-building site's home and list pages (public-sites §2.4), as a visitor and as its learner, JS on and
// off. Search, detail and project pages: party-pages.spec.ts.

const SCHOOL_NAME = "Eastlake District Party-Building Education Centre";
const SECTIONS = [
  ["join", "Joining the Party"],
  ["edu", "Party Spirit Education"],
  ["new", "New Thought, New Journey"],
  ["learn", "The Four Histories"],
  ["example", "Role Models"],
  ["local", "Local Features"],
] as const;

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

test("a visitor opens the party home: projects, six sections with chips and More links, cacheable", async ({
  page,
}) => {
  const response = await page.goto("/center/100004/custom/party");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
  expect(response?.headers()["set-cookie"]).toBeUndefined();
  await expect(page).toHaveTitle(new RegExp(SCHOOL_NAME));
  await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  // The menu (§2.4): home, the six sections in the menu's order, the learning centre.
  await expect(mainNav(page).getByRole("link")).toHaveText([
    "Home",
    "New Thought, New Journey",
    "Party Spirit Education",
    "The Four Histories",
    "Joining the Party",
    "Role Models",
    "Local Features",
    /Learning centre/,
  ]);

  const projects = page.locator(".party-projects a");
  await expect(projects).toHaveCount(4);
  for (const index of [0, 1, 2, 3])
    await expect(projects.nth(index)).toHaveAttribute("href", `/center/custom/party/project?index=${index}`);

  const headings = page.getByRole("heading", { level: 2 });
  const order = (await headings.allTextContents()).filter((text) =>
    SECTIONS.some(([, name]) => name === text),
  );
  expect(order).toEqual(SECTIONS.map(([, name]) => name));
  for (const [key, name] of SECTIONS) {
    const block = page.locator(`.party-block--${key}`);
    const chips = block.getByRole("navigation", { name: `${name} categories` }).getByRole("link");
    expect(await chips.count()).toBeGreaterThan(0);
    expect(await chips.count()).toBeLessThanOrEqual(5);
    await expect(block.getByRole("link", { name: `More ${name}` })).toHaveAttribute(
      "href",
      `/center/custom/party/list/${key}`,
    );
  }
  // join: a carousel; edu 8, new 1 + 4, learn 1 + 6, example 3, local 8.
  expect(await page.locator(".party-block--join .carousel__slide").count()).toBeGreaterThan(4);
  for (const [key, count] of [
    ["edu", 8],
    ["new", 5],
    ["learn", 7],
    ["example", 3],
    ["local", 8],
  ] as const) {
    await expect(page.locator(`.party-block--${key} .party-tiles > li`)).toHaveCount(count);
  }
  const tile = page.locator(".party-block--local .tile").first();
  await expect(tile).toHaveAttribute("target", "_blank");
  await expect(tile).toHaveAttribute("href", /^\/center\/custom\/party\/detail\?id=\d+&key=local$/);

  await page.locator(".party-block--edu").getByRole("link", { name: "More Party Spirit Education" }).click();
  await expect(page).toHaveURL(/\/center\/custom\/party\/list\/edu$/);
  await expect(page.getByRole("heading", { level: 1, name: "Party Spirit Education" })).toBeVisible();
  await expect(page).toHaveTitle(`Party Spirit Education - ${SCHOOL_NAME}`);
  await expect(mainNav(page).getByRole("link", { name: "Party Spirit Education" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.locator(".party-block")).toHaveCount(10);

  // A chip of the page scrolls to its block: the last is far below.
  const chips = page.getByRole("navigation", { name: "Sections on this page" }).getByRole("link");
  await expect(chips).toHaveCount(10);
  await chips.last().click();
  await expect(page).toHaveURL(/\/center\/custom\/party\/list\/edu#block-221$/);
  await expect(page.locator("#block-221")).toBeInViewport();
  await expect(page.locator("#block-212")).not.toBeInViewport();
  // edu 215: a slider with its last 3 as tiles; every click opens the detail in a new tab with key=edu.
  await expect(page.locator("#block-215 .carousel")).toHaveCount(1);
  await expect(page.locator("#block-215 .party-tiles > li")).toHaveCount(3);
  await expect(page.locator("#block-215 .party-tiles .tile").first()).toHaveAttribute(
    "href",
    /^\/center\/custom\/party\/detail\?id=\d+&key=edu$/,
  );
});

test("a home chip opens the list page at its block", async ({ page }) => {
  await page.goto("/center/100004/custom/party");
  const chips = page
    .locator(".party-block--edu")
    .getByRole("navigation", { name: "Party Spirit Education categories" })
    .getByRole("link");
  await expect(chips).toHaveCount(5);
  await chips.last().click();
  await expect(page).toHaveURL(/\/center\/custom\/party\/list\/edu#block-215$/);
  await expect(page.locator("#block-215")).toBeInViewport();
});

// public-sites §2.4 "the query id scrolls to a section": the server answers it with the block's anchor, so it
// works without JavaScript too (docs/decisions/044).
test("the local list's `id` query opens the page at that block", async ({ page }) => {
  await page.goto("/center/custom/party/list/local?id=239");
  await expect(page).toHaveURL(/\/center\/custom\/party\/list\/local#block-239$/);
  await expect(page.locator("#block-239")).toBeInViewport();
  await expect(page.locator("#block-235")).not.toBeInViewport();
});

test("the local page leaves out its empty section, and its clicks open the detail with key=local", async ({
  page,
}) => {
  await page.goto("/center/custom/party/list/local");
  await expect(page.getByRole("heading", { level: 1, name: "Local Features" })).toBeVisible();
  // 234 has no courses in the demo content.
  await expect(page.locator("#block-234")).toHaveCount(0);
  for (const id of [235, 236, 237, 238, 239]) await expect(page.locator(`#block-${id}`)).toHaveCount(1);
  await expect(page.locator("#block-235 .tile")).toHaveCount(1);
  await expect(page.locator("#block-236 .tile")).toHaveCount(3);
  await expect(page.locator("#block-237 .tile")).toHaveCount(2);
  const tile = page.locator("#block-238 .tile").first();
  await expect(tile).toHaveAttribute("target", "_blank");
  await expect(tile).toHaveAttribute("href", /^\/center\/custom\/party\/detail\?id=\d+&key=local$/);
  if (jsOn()) {
    await expect(
      page.locator("#block-238").getByRole("button", { name: "Pause the carousel" }),
    ).toBeVisible();
  }

  const response = await page.goto("/center/custom/party/list/nonsense");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("the learning centre entry opens my courses in a new tab; a visitor logs in there first", async ({
  page,
}) => {
  await page.goto("/center/100004/custom/party");
  const entry = mainNav(page).getByRole("link", { name: /Learning centre/ });
  await expect(entry).toHaveAttribute("href", "/center/100004/user/myClass");
  await expect(entry).toHaveAttribute("target", "_blank");
  const [tab] = await Promise.all([page.context().waitForEvent("page"), entry.click()]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(new RegExp(`^${UPSTREAM}/api/redirect\\?school_code=100004&from=`));
  await logInOnLoginPage(tab, "learner100004");
  await expect(tab).toHaveURL(/\/center\/100004\/user\/myClass$/);
  await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
  // The home itself stays where it was.
  await expect(page).toHaveURL(/\/center\/100004\/custom\/party$/);
});

test("another school's party site is that school's 404 page, with status 404", async ({ page }) => {
  const response = await page.goto("/center/100001/custom/party");
  await expect(page).toHaveURL(/\/center\/100001\/Page404$/);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

  const deeper = await page.goto("/center/100028/custom/party/list/edu");
  await expect(page).toHaveURL(/\/center\/100028\/Page404$/);
  expect(deeper?.status()).toBe(404);
});

test("at 360 px nothing on the home or a list page is wider than the screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    "/center/100004/custom/party",
    "/center/custom/party/list/edu",
    "/center/custom/party/list/local",
  ]) {
    await page.goto(path);
    const overflow = await page
      .evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      .catch(() => 0);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("the side widgets never cover the page: no link, button or text under them from 320 to 1920 px", async ({
  page,
}) => {
  // At 1280 and 1366 px they covered the right-hand tile column and the footer's links.
  await page.goto("/center/100004/custom/party");
  for (const width of [320, 768, 1024, 1280, 1366, 1440, 1600, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const at of ["top", "bottom"] as const) {
      const covered = await page.evaluate((where) => {
        window.scrollTo(0, where === "top" ? 0 : document.documentElement.scrollHeight);
        const widgets = document.querySelector(".public-widgets");
        if (!widgets) return ["no widgets"];
        const box = widgets.getBoundingClientRect();
        // What of a node is on screen: its box cut by every ancestor that clips (a carousel's slides out of view).
        const shown = (node: Element) => {
          let { left, right, top, bottom } = node.getBoundingClientRect();
          for (let parent = node.parentElement; parent; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            if (style.overflowX === "visible" && style.overflowY === "visible") continue;
            const frame = parent.getBoundingClientRect();
            left = Math.max(left, frame.left);
            right = Math.min(right, frame.right);
            top = Math.max(top, frame.top);
            bottom = Math.min(bottom, frame.bottom);
          }
          return { left, right, top, bottom };
        };
        const under = (node: Element) => {
          if (widgets.contains(node)) return false;
          const r = shown(node);
          if (r.right - r.left < 1 || r.bottom - r.top < 1) return false;
          return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
        };
        const content = [
          ...document.querySelectorAll("main a, main button, main h2, main h3, main p, footer a"),
        ];
        return content
          .filter(under)
          .map((node) => `${node.tagName} '${(node.textContent ?? "").trim().slice(0, 30)}'`);
      }, at);
      expect(covered, `${width} px, scrolled to the ${at}`).toEqual([]);
    }
  }
});
