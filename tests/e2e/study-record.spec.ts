import { expect, test, useAccount, MARKUP } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await useAccount(page, "learner");
  await page.goto("/center/100001/user/studyRecord");
});

test("records are grouped by day, newest first", { tag: MARKUP }, async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1, name: "Learning records" })).toBeVisible();
  const days = await page.locator(".record-group__day time").allTextContents();
  expect(days.length).toBeGreaterThan(2);
  expect([...days].sort().reverse()).toEqual(days);
});

test("an expired course's record says so and does not navigate", async ({ page }) => {
  await page
    .getByRole("link", { name: /Laboratory Safety Rules/ })
    .first()
    .click();
  await expect(page).toHaveURL("/center/100001/user/studyRecord");
  await expect(page.getByText("This course has expired and cannot be studied further")).toBeVisible();
});

test("an open course's record opens the player at that material", async ({ page }) => {
  await page
    .getByRole("link", { name: /Web Development with HTML and CSS/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/center\/100001\/video\/\d+\/\d+$/);
});
