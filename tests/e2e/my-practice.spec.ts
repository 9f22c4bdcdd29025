import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";

const PRACTICE = "/center/100001/user/myPractice";

const setsOf = (page: Page) => page.locator(".practice-sets > li");
/** A set's accordion header: the link inside its heading. */
const headerOf = (set: Locator) => set.getByRole("heading").getByRole("link");

test.use({ account: "learner" });

test.beforeEach(async ({ page }) => {
  await page.goto(PRACTICE);
});

test("a practice set opens to show its numbered chapters, and closes again", async ({ page }) => {
  await page.goto(PRACTICE);
  await expect(page.getByRole("heading", { level: 1, name: "My practice" })).toBeVisible();
  const first = setsOf(page).first();
  const name = (await first.getByRole("heading").innerText()).trim();
  await expect(first.getByRole("img", { name })).toBeVisible();
  const header = headerOf(first);
  await expect(header).toHaveAttribute("aria-expanded", "false");

  await header.click();
  await expect(page).toHaveURL(/[?&]open=\d+/);
  await expect(headerOf(setsOf(page).first())).toHaveAttribute("aria-expanded", "true");
  const chapters = page.getByRole("region", { name: `Chapters of ${name}` });
  await expect(chapters.getByText("Chapter 1", { exact: true })).toBeVisible();
  await expect(chapters.getByRole("listitem").first()).toBeVisible();

  await headerOf(setsOf(page).first()).click();
  await expect(page).not.toHaveURL(/open=/);
  await expect(chapters).toHaveCount(0);
});

test("sets come three to a page, and the pagination moves between pages", async ({ page }) => {
  await page.goto(PRACTICE);
  await expect(setsOf(page)).toHaveCount(3);
  const firstPage = await setsOf(page).getByRole("heading").allInnerTexts();

  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(`${PRACTICE}?page=2#my-practice-title`);
  await expect(pagination.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(setsOf(page)).toHaveCount(3);
  const secondPage = await setsOf(page).getByRole("heading").allInnerTexts();
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(`${PRACTICE}#my-practice-title`);
  expect(await setsOf(page).getByRole("heading").allInnerTexts()).toEqual(firstPage);
});

/** Walks the pages until a set with the 'Expired' badge shows up. */
async function findExpiredSet(page: Page) {
  for (let number = 1; number <= 5; number += 1) {
    await page.goto(number === 1 ? PRACTICE : `${PRACTICE}?page=${number}`);
    const expired = setsOf(page).filter({ has: page.getByText("Expired", { exact: true }) });
    if ((await expired.count()) > 0) return expired.first();
  }
  throw new Error("no expired practice set in the demo data");
}

test("an expired set shows the badge and offers no 'practice now'", async ({ page }) => {
  const expired = await findExpiredSet(page);
  await headerOf(expired).click();
  await expect(page).toHaveURL(/open=\d+/);
  const opened = setsOf(page).filter({ has: page.getByText("Expired", { exact: true }) });
  await expect(opened.getByText("Chapter 1", { exact: true })).toBeVisible();
  await expect(opened.getByRole("button", { name: "Practice now" })).toHaveCount(0);
});

/** Where 'practice now' on this chapter of the demo's "Python Basics Practice" leads. */
async function practise(page: Page, chapterName: string): Promise<URL> {
  const set = setsOf(page).filter({ hasText: "Python Basics Practice" });
  await headerOf(set).click();
  const chapters = page.getByRole("region", { name: "Chapters of Python Basics Practice" });
  const chapter = chapters.getByRole("listitem").filter({ hasText: chapterName });
  await chapter.getByRole("button", { name: "Practice now" }).click();
  await expect(page).toHaveURL(/\/center\/100001\/user\/myPractice\/(NowPractice|AgainPractice)\?/);
  await expect(page.getByRole("heading", { level: 1, name: chapterName })).toBeVisible();
  const url = new URL(page.url());
  expect(url.searchParams.get("name")).toBe(chapterName);
  expect(url.searchParams.get("chapter_id")).toMatch(/^\d+$/);
  expect(url.searchParams.get("exe_id")).toMatch(/^\d+$/);
  return url;
}

test("'practice now' on a submitted chapter opens its review", async ({ page }) => {
  const url = await practise(page, "Variables and types");
  expect(url.pathname).toBe("/center/100001/user/myPractice/AgainPractice");
  await expect(page.getByRole("link", { name: "Answer again" })).toBeVisible();
});

test("'practice now' on a chapter not yet submitted opens the answering screen", async ({ page }) => {
  const url = await practise(page, "Loops and conditions");
  expect(url.pathname).toBe("/center/100001/user/myPractice/NowPractice");
  await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
});
