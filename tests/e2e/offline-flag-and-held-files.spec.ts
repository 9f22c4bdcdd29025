import type { Page } from "@playwright/test";

import { beginAssessment } from "./assess-helpers";
import { expect, JS_ONLY, logIn, test } from "./fixtures";
import { appliedSaves, recordIdOf } from "./helpers/applied-saves";

// What decision 042's machinery left open, with JavaScript: a flag set while the line is down reaches the server as
// an answer does (kept on the device, counted, sent when the line is back). Learners of their own for these
// assessments (learner9 otherwise only practises in answer-files-offline.spec.ts).

const PLACEMENT = "Workplace English placement";

const status = (page: Page) => page.locator(".answer-status__line");
const form = (page: Page) => page.locator("#assess-answer-form");
const flag = (page: Page) => page.getByRole("button", { name: "Flag", exact: true });
const unflag = (page: Page) => page.getByRole("button", { name: "Remove flag" });

// The requests the line drops on purpose are reported by the browser; every other error still fails the test.
test.afterEach(({ pageErrors }) => {
  const others = pageErrors.filter(
    (error) => !/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|CONNECTION_RESET)\b/.test(error),
  );
  pageErrors.splice(0, pageErrors.length, ...others);
});

test(
  "a flag set offline is kept on the device, counted, and reaches the server when the line is back",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    await logIn(page, "learner9");
    await beginAssessment(page, PLACEMENT);
    const radios = form(page).getByRole("radio");
    await expect(radios.nth(0)).toBeVisible();
    // A repeated run finds the question flagged: start from no flag.
    if (await unflag(page).isVisible()) {
      await unflag(page).click();
      await expect(flag(page)).toBeVisible();
    }
    // An answer given online and saved: the machinery is running; a reload shows the question untouched.
    const first = (await radios.nth(0).isChecked()) ? 1 : 0;
    await radios.nth(first).check();
    await expect(status(page)).toHaveText("Saved automatically");
    await page.reload();
    await expect(radios.nth(first)).toBeChecked();
    const recordId = recordIdOf(page.url());
    const before = (await appliedSaves(recordId)).length;
    // The late code is running once the attempt's record is on the device.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("portal-answers:"))),
      )
      .toBe(true);

    // 1. The flag of a question untouched on this page, offline: kept and counted; the answer is not re-sent.
    await context.setOffline(true);
    await flag(page).click();
    await expect(status(page)).toContainText("(1 answer waiting)");
    await context.setOffline(false);
    await expect(unflag(page)).toBeVisible();
    await page.reload();
    await expect(unflag(page)).toHaveAttribute("aria-pressed", "true");
    await expect(radios.nth(first)).toBeChecked();

    // 2. An answer changed offline, then the flag removed offline: both reach the server, in order.
    await context.setOffline(true);
    await radios.nth(1 - first).check();
    await expect(status(page)).toContainText("(1 answer waiting)");
    await unflag(page).click();
    await expect(status(page)).toContainText("(1 answer waiting)");
    await context.setOffline(false);
    await expect(flag(page)).toBeVisible();
    await page.reload();
    await expect(flag(page)).toHaveAttribute("aria-pressed", "false");
    await expect(radios.nth(1 - first)).toBeChecked();

    // What the upstream applied: the flag set, then the new answer with the flag removed; never the answer shown
    // again for the untouched question's flag (its answer stays the one saved online).
    const applied = (await appliedSaves(recordId)).slice(before);
    expect(applied.map((save) => save.isSign).at(-1)).toBe("2");
    expect(applied.some((save) => save.isSign === "1")).toBe(true);
  },
);
