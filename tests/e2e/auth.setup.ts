import { mkdirSync } from "node:fs";
import { dirname } from "node:path";

import { test } from "@playwright/test";

import { ACCOUNTS, authFile, expect, logInThroughLoginPage } from "./fixtures";

// Each demo account logs in once per run, through the portal's entry and the real login page, and its session is
// saved for the specs (fixtures.ts: `account`, `useAccount`). The login flow itself is the session and
// login-page specs' subject, JS on and off; here only the documents are loaded (no styles, scripts or images,
// so the base test without the page-errors check), since every spec waits for these logins.
test.beforeEach(async ({ page }) => {
  await page.route("**/*", (route) =>
    route.request().resourceType() === "document" ? route.continue() : route.abort(),
  );
});

for (const account of ACCOUNTS) {
  test(`log in as ${account}`, async ({ page }) => {
    await logInThroughLoginPage(page, account);
    await expect(page).toHaveURL(/\/user\/myClass$/);
    mkdirSync(dirname(authFile(account)), { recursive: true });
    await page.context().storageState({ path: authFile(account) });
  });
}
