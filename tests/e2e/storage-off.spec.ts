import type { Page } from "@playwright/test";

import { expect, JS_ONLY, logIn, test } from "./fixtures";
import { beginAssessment } from "./assess-helpers";
import { openChapter } from "./helpers/practice";

// When the browser keeps nothing on the device (site data blocked, storage off: decision 042, "When the browser
// keeps nothing"), the page still holds and sends the answers while it stays open, and says so: never "saved on
// this device".

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

/** Every read and write of the device's storage (localStorage) throws, as when site data is blocked. */
async function storageOff(page: Page): Promise<void> {
  // The session's storage, the framework's (its scroll restoration), is left as it is.
  await page.addInitScript(() => {
    const { getItem, setItem } = Storage.prototype;
    const local = window.localStorage;
    const off = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    Storage.prototype.getItem = function (this: Storage, key: string) {
      return this === local ? off() : getItem.call(this, key);
    };
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === local) off();
      setItem.call(this, key, value);
    };
  });
}

test(
  "storage off: an answer given offline is said to be in this page only, leaving asks, and it is sent when back",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    await storageOff(page);
    await logIn(page, "learner21");
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
      "Not saved on this device — this browser keeps nothing here. Keep this page open: 1 answer will be sent when you are back online.",
    );
    await expect(cardButtons(page).nth(0)).toHaveAccessibleName(/not sent yet/);
    await expect(cardButtons(page).nth(0)).not.toHaveAccessibleName(/on this device/);
    const legend = page.getByRole("list", { name: "Legend" });
    await expect(legend).toContainText("Not sent yet");
    await expect(legend).not.toContainText("Only on this device");

    // Leaving asks first (the browser's own prompt): the answer is in this page only. Stayed, it is sent.
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    await context.setOffline(false);
    await expect(status(page)).toHaveText("Sent: every answer has reached the server");
    await expect(cardButtons(page).nth(0)).not.toHaveAccessibleName(/not sent yet/);
    await page.reload();
    await expect(form(page).getByRole("radio").nth(second)).toBeChecked();
  },
);

test(
  "storage off: a hand-in and a time-up offline say the answers are in this page only",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    // The drill's 15 s pass on the server's real clock (playwright.config.ts).
    test.setTimeout(60_000);
    await storageOff(page);
    await logIn(page, "learner19");
    await beginAssessment(page, "Timer drill");
    const radios = page.locator("#assess-answer-form").getByRole("radio");
    await radios.nth(0).check();
    await expect(status(page)).toHaveText("Saved automatically");
    await context.setOffline(true);
    await radios.nth(1).check();
    await expect(status(page)).toContainText("Not saved on this device — this browser keeps nothing here.");

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(status(page)).toHaveText(
      "You are offline: the assessment cannot be handed in now. 1 answer is waiting in this page only (this browser keeps nothing on the device): keep this page open; once you are back online they go first, then you can hand it in.",
    );
    await expect(
      page.getByText(
        "Time is up by this device's clock, but the server cannot be reached: this browser keeps nothing on the device, so keep this page open; your answers are sent and the server decides when you are back online.",
      ),
    ).toBeVisible({ timeout: 20_000 });

    // Logout offline would lose the answer the page holds: refused, saying where it waits.
    const said: string[] = [];
    page.on("dialog", (dialog) => {
      said.push(dialog.message());
      void dialog.accept();
    });
    await page.locator("summary").filter({ hasText: "personal menu" }).first().click();
    await page.getByRole("button", { name: "Log out" }).first().click();
    await expect
      .poll(() => said)
      .toEqual([
        "You are offline: logging out now would lose 1 answer waiting in this page (this browser keeps nothing on the device). Keep this page open and log out once you are back online and they have been sent.",
      ]);
    await expect(page.getByRole("heading", { level: 1, name: "Timer drill" })).toBeVisible();
  },
);
