import type { Page } from "@playwright/test";

import { expect, logIn, test } from "./fixtures";

test.use({ account: "learner" });

test.beforeEach(async ({ page }) => {
  await page.goto("/center/100001/user/myClass");
});

const cards = (page: Page) => page.locator(".course-list > li");

test("my courses pages through the learner's courses, ten at a time", async ({ page }) => {
  await expect(cards(page)).toHaveCount(10);
  const first = await cards(page).first().getByRole("heading").textContent();
  await page
    .getByRole("navigation", { name: "Pagination" })
    .getByRole("link", { name: "Page 2", exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(10);
  await expect(cards(page).first().getByRole("heading")).not.toHaveText(first ?? "");
  await expect(page.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("cards show the states of the spec", async ({ page }) => {
  const search = async (name: string) => {
    await page.getByLabel("Course name").fill(name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name).replace(/%20/g, "\\+")}`));
    return cards(page).filter({ has: page.getByRole("heading", { name }) });
  };

  const expired = await search("Laboratory Safety Rules");
  await expect(expired.getByText("Expired", { exact: true })).toBeVisible();
  await expect(expired.getByRole("link", { name: /Study now/ })).toHaveCount(0);

  const completed = await search("Fire Safety Essentials");
  await expect(completed.getByText("Completed")).toBeVisible();
  await expect(completed.getByRole("link", { name: /Study now/ })).toBeVisible();

  const disabled = await search("First Aid and CPR Basics");
  await expect(disabled.getByText("Disabled")).toBeVisible();
  await expect(disabled.getByRole("link", { name: /Study now/ })).toHaveCount(0);

  const open = await search("Data Analysis with Spreadsheets");
  await expect(open.getByText(/Valid/)).toHaveCount(0);
  await expect(
    open.getByRole("link", { name: "Study now: Data Analysis with Spreadsheets" }),
  ).toHaveAttribute("href", /\/center\/100001\/video\/\d+\/0$/);

  const short = await search("Introduction to Machine Learning");
  await expect(short.getByText(/Valid for \d+ more days/)).toBeVisible();
});

test("three levels of categories filter the list; a level-1 choice clears the levels below", async ({
  page,
}) => {
  const filter = page.getByRole("navigation", { name: "Course categories" });
  await filter.getByRole("link", { name: "Information Technology" }).click();
  await expect(page).toHaveURL(/oneCateId=3/);
  await filter.getByRole("link", { name: "Programming" }).click();
  await expect(page).toHaveURL(/twoCateId=25/);
  await filter.getByRole("link", { name: "Python" }).click();
  await expect(page).toHaveURL(/threeCateId=408/);
  await expect(cards(page).getByRole("heading")).toHaveText(["Python Programming Fundamentals"]);

  await filter.getByRole("link", { name: "Safety Education" }).click();
  await expect(page).toHaveURL(/oneCateId=4/);
  expect(page.url()).not.toMatch(/twoCateId|threeCateId/);
  for (const name of await cards(page).getByRole("heading").allTextContents()) {
    expect(name).toMatch(/Safety|Fire|First Aid|Traffic/);
  }
});

test("the studied tab shows only courses with study, and search keeps the tab", async ({ page }) => {
  await page.getByRole("link", { name: "Studied" }).click();
  await expect(page).toHaveURL(/is_learn=1/);
  await expect(page.getByRole("link", { name: "Studied" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Course name").fill("Office Software");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/is_learn=1.*q=Office/);
  await expect(page.getByText("No related content")).toBeVisible();
  await page.getByLabel("Course name").fill("Python");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(cards(page).getByRole("heading")).toHaveText(["Python Programming Fundamentals"]);
});

test("a learner without courses sees the empty state", async ({ page, context }) => {
  await context.clearCookies();
  await logIn(page, "learner2");
  await expect(page.getByText("No related content")).toBeVisible();
});

test("a page past the last says there is nothing and still leads back to the pages", async ({ page }) => {
  await page.goto("/center/100001/user/myClass?page=99");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /No related content|暂无相关内容/ })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Pagination" })
    .getByRole("link", { name: "Page 1", exact: true })
    .click();
  await expect(cards(page)).toHaveCount(10);
});
