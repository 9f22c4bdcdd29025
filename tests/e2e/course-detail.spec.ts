import type { Page } from "@playwright/test";

import { courseId, expect, logIn, logInOnLoginPage, test, MARKUP } from "./fixtures";

const reviewItems = (page: Page) => page.locator(".review-list > li");

test("a course shows its directory, teachers, introduction and paged reviews", async ({ page }) => {
  const id = await courseId(page, "Python Programming Fundamentals");
  await page.goto(`/center/100001/class/${id}`);
  await expect(page).toHaveTitle("Course - Python Programming Fundamentals - Demo School");
  await expect(
    page.getByRole("heading", { level: 1, name: "Python Programming Fundamentals" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Start learning" })).toHaveAttribute(
    "href",
    `/center/100001/video/${id}/0`,
  );
  await expect(page.getByRole("link", { name: "Directory" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Getting started with Python" })).toBeVisible();
  await expect(page.locator(".material").first()).toContainText("Video");
  await expect(page.locator(".material").first()).toContainText("00:08:00");

  const teacher = page.locator(".teacher").filter({ hasText: "Chen Yu" });
  await expect(teacher.getByRole("img", { name: "Photo of Chen Yu" })).toBeVisible();
  await expect(teacher.getByText("Collapse")).toBeHidden();
  await teacher.getByText("View more").click();
  await expect(teacher.getByText("Collapse")).toBeVisible();
  await expect(teacher.getByText(/maintains its practice exercises/)).toBeVisible();

  await page.getByRole("link", { name: "Introduction" }).click();
  await expect(page).toHaveURL(/tab=intro/);
  await expect(page.locator(".course-detail__intro")).toBeVisible();

  await page.getByRole("link", { name: "Reviews" }).click();
  await expect(page).toHaveURL(/tab=reviews/);
  await expect(reviewItems(page)).toHaveCount(10);
  await expect(reviewItems(page).first()).toContainText(/\d of 5 stars/);
  await page
    .getByRole("navigation", { name: "Pagination" })
    .getByRole("link", { name: "Page 2", exact: true })
    .click();
  await expect(page).toHaveURL(/tab=reviews&page=2|page=2&tab=reviews/);
  await expect(reviewItems(page)).not.toHaveCount(10);
});

test("a learner adds a review, after a too-short one, and deletes it", async ({ page }) => {
  const text = `Clear lessons, thanks (${test.info().project.name})`;
  await logIn(page, "learner");
  const id = await courseId(page, "Web Development with HTML and CSS");
  await page.goto(`/center/100001/class/${id}?tab=reviews`);

  const content = page.getByLabel("Your review");
  await content.fill("abc");
  await page.getByRole("button", { name: "Publish" }).click();
  // The message under the field (the error summary at the top says it too: form-errors.spec.ts).
  await expect(page.locator("#review-content-error")).toHaveText("Please enter at least 5 characters");
  await expect(page.getByLabel("Your review")).toHaveValue("abc");

  await page.getByLabel("Your review").fill(text);
  await page.getByLabel("3 stars").check();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Review succeeded" })).toBeVisible();
  await expect(page).toHaveURL(/tab=reviews/);
  const mine = reviewItems(page).filter({ hasText: text });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("3 of 5 stars");
  // The form is back to its defaults.
  await expect(page.getByLabel("Your review")).toHaveValue("");
  await expect(page.getByLabel("5 stars")).toBeChecked();

  await mine.getByRole("link", { name: /Delete the review/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete review" });
  await expect(dialog.getByText("Confirm delete this review?")).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted successfully" })).toBeVisible();
  await expect(reviewItems(page).filter({ hasText: text })).toHaveCount(0);
});

test("only the author sees the delete link", { tag: MARKUP }, async ({ page }) => {
  await logIn(page, "learner");
  const id = await courseId(page, "Python Programming Fundamentals");
  await page.goto(`/center/100001/class/${id}?tab=reviews`);
  const items = reviewItems(page);
  await expect(items).toHaveCount(10);
  const own = items.filter({ has: page.getByRole("link", { name: /Delete the review/ }) });
  const count = await own.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(10);
});

test("an expired course sends the learner to the no-permission page", { tag: MARKUP }, async ({ page }) => {
  await logIn(page, "learner");
  const id = await courseId(page, "Laboratory Safety Rules");
  await page.goto(`/center/100001/class/${id}`);
  await expect(page).toHaveURL(/\/center\/100001\/class\/nopermission$/);
  await expect(page.getByText("You have no permission to view this course")).toBeVisible();
});

test(
  "a learner who may not study the course sees the ban above the public directory",
  { tag: MARKUP },
  async ({ page }) => {
    await logIn(page, "learner");
    const id = await courseId(page, "Reading the Screen: Film Appreciation");
    await page.goto(`/center/100001/class/${id}`);
    await expect(
      page.getByRole("alert").filter({ hasText: "You have no permission to study" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Shots and framing" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start learning" })).toHaveCount(0);
  },
);

test("an anonymous review goes to the login page and comes back to the reviews tab", async ({ page }) => {
  const id = await courseId(page, "Web Development with HTML and CSS");
  await page.goto(`/center/100001/class/${id}?tab=reviews`);
  await page.getByLabel("Your review").fill("I would like to say something");
  await page.getByRole("button", { name: "Publish" }).click();
  await logInOnLoginPage(page, "learner");
  await expect(page).toHaveURL(new RegExp(`/center/100001/class/${id}\\?tab=reviews$`));
  await expect(page.getByRole("link", { name: "Reviews" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Your review")).toBeVisible();
});
