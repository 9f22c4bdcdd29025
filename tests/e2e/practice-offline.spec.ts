import type { Page } from "@playwright/test";

import { expect, JS_ONLY, logIn, test } from "./fixtures";

// Practice gets the assessment's machinery (decision 042), with JavaScript: every answer is kept on the device the
// moment it is given, sent in order when the line allows, and the status line and the card say where it is.

const PRACTICE = "/center/100001/user/myPractice";
const SET = "Python Basics Practice";
const CHAPTER = "Variables and types";

const status = (page: Page) => page.locator(".answer-status__line");
const form = (page: Page) => page.locator("#practice-question");
const cardButtons = (page: Page) => page.getByRole("region", { name: "Answer card" }).getByRole("button");

// The requests the line drops on purpose are reported by the browser; every other error still fails the test.
test.afterEach(({ pageErrors }) => {
  const others = pageErrors.filter(
    (error) => !/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED\b/.test(error),
  );
  pageErrors.splice(0, pageErrors.length, ...others);
});

/** Opens the chapter from My practice; a chapter submitted by an earlier run is answered again first. */
async function openChapter(page: Page) {
  await page.goto(PRACTICE);
  await page.getByRole("heading", { name: SET }).getByRole("link").click();
  await page
    .getByRole("region", { name: `Chapters of ${SET}` })
    .getByRole("listitem")
    .filter({ hasText: CHAPTER })
    .getByRole("button", { name: "Practice now" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: CHAPTER })).toBeVisible();
  if (page.url().includes("/AgainPractice")) {
    await page.getByRole("link", { name: "Answer again" }).click();
    await page
      .getByRole("dialog", { name: "Answer again" })
      .getByRole("button", { name: "Answer again" })
      .click();
  }
  await expect(page).toHaveURL(/\/myPractice\/NowPractice\?/);
}

test(
  "a practice answer given offline is kept on the device, marked, and sent when the line is back",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    await logIn(page, "learner6");
    await openChapter(page);
    const radios = form(page).getByRole("radio");
    await expect(radios.nth(0)).toBeVisible();
    // Choices other than the one the server has (a repeated run finds the chapter answered).
    const first = (await radios.nth(0).isChecked()) ? 1 : 0;
    await radios.nth(first).check();
    await expect(status(page)).toHaveText("Saved automatically");

    await context.setOffline(true);
    const second = first === 0 ? 2 : 3;
    await radios.nth(second).check();
    await expect(status(page)).toHaveText(
      "Saved on this device — will be sent when you are back online (1 answer waiting)",
    );
    await expect(cardButtons(page).nth(0)).toHaveAccessibleName(/only on this device/);

    await context.setOffline(false);
    await expect(status(page)).toHaveText("Sent: every answer has reached the server");
    await expect(cardButtons(page).nth(0)).not.toHaveAccessibleName(/only on this device/);
    // The server has it.
    await page.reload();
    await expect(form(page).getByRole("radio").nth(second)).toBeChecked();
  },
);
