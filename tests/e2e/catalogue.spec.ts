import type { Page } from "@playwright/test";

import { expect, test, useAccount } from "./fixtures";

const cardsOf = (page: Page) => page.locator(".catalogue-grid > li");

test("an anonymous visitor pages the catalogue, filters it by type and category and opens a course", async ({
  page,
}) => {
  await page.goto("/center/school/class");
  const cards = cardsOf(page);
  await expect(page.getByRole("heading", { level: 1, name: "Course catalogue" })).toBeVisible();
  await expect(cards).toHaveCount(15);
  const first = await cards.first().textContent();

  await page
    .getByRole("navigation", { name: "Pagination" })
    .getByRole("link", { name: "Page 2", exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards.first()).not.toHaveText(first ?? "");

  await page
    .getByRole("navigation", { name: "Course type" })
    .getByRole("link", { name: "Professional courses" })
    .click();
  await expect(page).toHaveURL(/type=2/);
  await expect(page).not.toHaveURL(/page=/);
  await page
    .getByRole("navigation", { name: "Course categories" })
    .getByRole("link", { name: "Information Technology" })
    .click();
  await expect(page).toHaveURL(/oneCateId=3/);
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: "Data Analysis with Spreadsheets" })).toHaveCount(0);

  // No school known: the course opens under /center/school/.
  await cards.getByRole("link", { name: /Python Programming Fundamentals/ }).click();
  await expect(page).toHaveURL(/\/center\/school\/class\/\d+$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Python Programming Fundamentals" }),
  ).toBeVisible();
});

test("a learner's catalogue has the school's category levels and links under the school", async ({
  page,
}) => {
  await useAccount(page, "learner");
  await page.goto("/center/school/class?type=2");
  const categories = page.getByRole("navigation", { name: "Course categories" });
  await categories.getByRole("link", { name: "Information Technology" }).click();
  await expect(page).toHaveURL(/oneCateId=3/);
  await categories.getByRole("link", { name: "Programming", exact: true }).click();
  await expect(page).toHaveURL(/twoCateId=25/);
  await expect(page).toHaveURL(/categoryLevel=2/);
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(2);
  await cards.getByRole("link", { name: /Web Development with HTML and CSS/ }).click();
  await expect(page).toHaveURL(/\/center\/100001\/class\/\d+$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Web Development with HTML and CSS" }),
  ).toBeVisible();
});
