import type { Page } from "@playwright/test";

import { expect, JS_ONLY, logIn, test } from "./fixtures";
import { openChapter } from "./helpers/practice";

// Practice gets the assessment's machinery (decision 042), with JavaScript: every answer is kept on the device the
// moment it is given, sent in order when the line allows, and the status line and the card say where it is.

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

test(
  "a practice answer given offline is kept on the device, marked, and sent when the line is back",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    await logIn(page, "learner6");
    await openChapter(page, "Python Basics Practice", "Variables and types");
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
