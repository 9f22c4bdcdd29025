import { expect, JS_ONLY, test, waitForHydration } from "./fixtures";

// A navigation that gets no answer (the line is down) with JavaScript on: the error page keeps the learner's header
// and says the connection is down, with a way to try the same address again (docs/decisions/044). Without
// JavaScript the browser shows its own offline page: nothing of the portal's is involved.

test.use({ account: "learner" });

test(
  "an offline link keeps the learner's header and says the line is down",
  { tag: JS_ONLY },
  async ({ page, pageErrors }) => {
    // Both pages once, so that their code is in the browser (the failure is the data's, as on a weak line).
    await page.goto("/center/100001/user/studyRecord");
    await waitForHydration(page);
    await page.getByRole("link", { name: "My courses" }).first().click();
    await expect(page).toHaveURL(/\/user\/myClass$/);

    await page.context().setOffline(true);
    await page.getByRole("link", { name: "Learning records" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "No connection" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "the connection is down" })).toBeVisible();
    await expect(page).toHaveTitle(/^No connection - /);
    // The header is the learner's, not a visitor's.
    const header = page.locator(".site-header");
    await expect(header.getByRole("link", { name: "Log in" })).toHaveCount(0);
    await expect(
      header
        .getByRole("navigation", { name: "Main navigation" })
        .getByRole("link", { name: "Learning centre" }),
    ).toBeVisible();

    await page.context().setOffline(false);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Learning records" })).toBeVisible();

    // The browser reports the requests that could not go out; that is what this test does.
    const expected = /ERR_INTERNET_DISCONNECTED|Failed to fetch/;
    const others = pageErrors.filter((error) => !expected.test(error));
    pageErrors.splice(0, pageErrors.length, ...others);
  },
);
