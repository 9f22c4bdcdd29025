import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { expect, jsOn, logIn, logInOnLoginPage, MARKUP, test, useAccount } from "./fixtures";

// The study-trip page (public-sites §2.7, §6, §7.6; decision 013), JS on and off: a visitor and learner100035
// walk it, the header's travel-study entry lands here, a learner of another school is sent to their own my
// courses, a material downloads as its file and a missing one says so.

const PAGE = "/center/100035/custom/sxyxlx";
const SCHOOL_NAME = "Westbrook Study-Trip School";
const SECTIONS = [
  ["Preparation courses", 5],
  ["Famous-teacher courses", 4],
  ["Multi-aide courses", 3],
] as const;

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

async function expectThePage(page: Page) {
  await expect(page).toHaveTitle(`Study trips - ${SCHOOL_NAME}`);
  const banner = page.getByRole("region", { name: "Study-trip highlights" });
  const slides = banner.locator(".carousel__slide");
  await expect(slides).toHaveCount(3);
  for (const index of [0, 1, 2])
    await expect(slides.nth(index).getByRole("link")).toHaveAttribute("href", "/center/100035/user/myClass");
  for (const [name, count] of SECTIONS) {
    const section = page.getByRole("region", { name, exact: true });
    await expect(section.getByRole("listitem")).toHaveCount(count);
    await expect(section.getByRole("link").first()).toHaveAttribute("href", /^\/center\/100035\/class\/\d+$/);
  }
  const materials = page.getByRole("region", { name: "Tools and materials" });
  await expect(materials.getByRole("link", { name: /^Download / })).toHaveCount(4);
}

test("a visitor walks the study-trip page: banner, three lists, materials; cacheable; a course opens its page", async ({
  page,
}) => {
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
  await expectThePage(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Study trips home" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  if (jsOn()) {
    // The carousel runs at 3 s and has a pause control (WCAG 2.2.2).
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await page.getByRole("link", { name: "走进西溪湿地：行前第一课" }).click();
  await expect(page).toHaveURL(/\/center\/100035\/class\/35001$/);
  await expect(page.getByRole("heading", { level: 1, name: "走进西溪湿地：行前第一课" })).toBeVisible();
});

test("a material downloads as its file; a missing one says 'resource does not exist'", async ({ page }) => {
  await page.goto(PAGE);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download 研学旅行安全手册.pdf" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("研学旅行安全手册.pdf");
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await page.goto(`${PAGE}/material?id=999999&name=x.pdf&path=100035%2Fx.pdf`);
  await expect(page).toHaveURL(new RegExp(`${PAGE}#materials$`));
  await expect(page.getByText("resource does not exist")).toBeVisible();
});

test("learner100035 takes the header's travel-study entry to the page, never cached", async ({ page }) => {
  await logIn(page, "learner100035");
  await mainNav(page).getByRole("link", { name: "Study trips" }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expectThePage(page);
  // The school's own learner: the user menu, no Login.
  await expect(page.getByRole("banner").locator(".personal-menu summary")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toHaveCount(0);
  const response = await page.reload();
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  // Paused (JS on) so that the slide stays put; every slide leads to my courses.
  if (jsOn()) await page.getByRole("button", { name: "Pause" }).click();
  const banner = page.getByRole("region", { name: "Study-trip highlights" });
  await banner.getByRole("link").filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/center\/100035\/user\/myClass$/);
});

test(
  "a learner of another school opening the page goes to their own my courses",
  { tag: MARKUP },
  async ({ page }) => {
    await useAccount(page, "learner");
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/center\/100001\/user\/myClass$/);
  },
);

// Decision 027: no 404 that leads only to itself, but the login and then my courses.
test("a visitor of a school without the page logs in and lands on their my courses", async ({ page }) => {
  await page.goto("/center/100001/custom/sxyxlx");
  await logInOnLoginPage(page, "learner");
  await expect(page).toHaveURL(/\/center\/100001\/user\/myClass$/);
});

test("the page is usable at 360 px: nothing wider than the screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(PAGE);
  await expectThePage(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(360);
  // Every download button lies within the screen's width.
  for (const link of await page.getByRole("link", { name: /^Download / }).all()) {
    const box = await link.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  }
  if (jsOn()) await expectNoAxeViolations(page);
});
