import type { Page } from "@playwright/test";

import { expect, JS_ONLY, logInOnLoginPage, test } from "./fixtures";

const STUDY = "/center/100001/user/MyStudy";

/** Opens study data as this user, logging in on the way (the login service sends the browser back). */
async function openStudyAs(page: Page, username: string) {
  await page.goto(STUDY);
  await logInOnLoginPage(page, username);
  await expect(page).toHaveURL(STUDY);
}

test("study data shows the learner's figures: tables without JavaScript, charts with it", async ({
  page,
}) => {
  await openStudyAs(page, "learner");
  await expect(page.getByRole("heading", { level: 1, name: "Study data" })).toBeVisible();

  const card = page.getByRole("region", { name: "Overview" });
  await expect(card.getByText("Demo School")).toBeVisible();
  const figures = card.locator("dd");
  await expect(figures.nth(0)).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
  await expect(figures.nth(1)).toHaveText(/^\d+$/);
  await expect(figures.nth(2)).toHaveText(/^\d+$/);

  const timeTable = page.getByRole("table", { name: /Study time by category/ });
  const courseTable = page.getByRole("table", { name: "Courses learned by category" });
  // The same figures as the charts, in the document either way (for screen readers when the charts show).
  await expect(timeTable.getByRole("rowheader").first()).toBeAttached();
  expect(await timeTable.locator("tbody tr").count()).toBeGreaterThan(6);
  await expect(timeTable.locator("tbody td").first()).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
  await expect(courseTable.locator("tbody td").first()).toHaveText(/^\d+$/);

  if (test.info().project.name === "js-off") {
    await expect(timeTable).toBeVisible();
    await expect(courseTable).toBeVisible();
    await expect(page.locator("svg")).toHaveCount(0);
  } else {
    await expect(page.locator(".study-ring svg").first()).toBeVisible();
    await expect(page.locator(".study-bars svg").first()).toBeVisible();
    await expect(page.locator(".study-ring__centre strong")).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
    // More than six categories: the legend lists every one and scrolls (§2.1; decision 027;
    // the widths in a11y-screens.spec.ts).
    const legend = page.getByRole("group", { name: "Legend" });
    await expect(legend.getByRole("listitem")).toHaveCount(await timeTable.locator("tbody tr").count());
    expect(await legend.evaluate((node) => node.scrollHeight > node.clientHeight + 1)).toBe(true);
  }
});

test("the full list of classes opens on keyboard focus", async ({ page }) => {
  await openStudyAs(page, "learner");
  const more = page.getByRole("button", { name: /and \d+ more/ });
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toBeHidden();
  await more.focus();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(/^All classes: .+, .+/);
  await expect(more).toHaveAccessibleDescription(/^All classes: /);
});

test(
  "Escape hides the list of classes and leaves the focus on its button",
  { tag: JS_ONLY },
  async ({ page }) => {
    await openStudyAs(page, "learner");
    // Escape is the page's script's: before hydration it reaches nothing. The personal menu says whether it is open
    // only once the page has hydrated.
    await expect(page.locator(".site-header .personal-menu summary")).toHaveAttribute(
      "aria-expanded",
      /true|false/,
    );
    const more = page.getByRole("button", { name: /and \d+ more/ });
    const tooltip = page.getByRole("tooltip");
    await more.focus();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
    // The focus stays where the learner was (it fell to <body> before: decision 044).
    await expect(more).toBeFocused();
    // Focused anew, the list shows again.
    await more.blur();
    await more.focus();
    await expect(tooltip).toBeVisible();
  },
);

test("a learner without any study sees 'no data yet'", async ({ page }) => {
  await openStudyAs(page, "learner2");
  await expect(page.getByText("No data yet")).toHaveCount(2);
  await expect(page.getByRole("table")).toHaveCount(0);
});
