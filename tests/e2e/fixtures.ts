import { test as base, expect, type Page } from "@playwright/test";

import { LOCALES, TEXT, type UpstreamText } from "../../upstream/i18n";

/** The base test, failing on any script error or console error in the page (hydration mismatches among them). */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => {
        // A data request that a newer navigation cancelled rejects with an AbortError; Remix moves on to the
        // newer one, so the learner sees nothing wrong. Any other script error fails the test.
        if (error.name === "AbortError" || error.message === "BodyStreamBuffer was aborted") return;
        errors.push(error.message);
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page served with an error status (the 404 page) is reported by the browser; that is intended.
        const url = message.location().url;
        if (message.text().startsWith("Failed to load resource") && url === page.url()) return;
        // So is a form post answered 400 with its validation errors (post/redirect/get only on success).
        if (/status of 400\b/.test(message.text()) && /\.data(\?|$)/.test(url)) return;
        errors.push(`${message.text()} (${url})`);
      });
      await use(errors);
      expect(errors, "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const UPSTREAM = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/**
 * The words of a reference-upstream page (its table, upstream/i18n.ts), in the language the page says it is in:
 * the login page follows the portal's language, so tests find its fields whatever the browser's language is.
 */
export async function upstreamText(page: Page): Promise<UpstreamText> {
  const lang = await page.locator("html").getAttribute("lang");
  const locale = LOCALES.find((l) => l === lang);
  if (!locale) throw new Error(`the page's language ${String(lang)} is not one of ${LOCALES.join(", ")}`);
  return TEXT[locale];
}

/** Fills the reference login service's page, which the portal has just sent the browser to. */
export async function logInOnLoginPage(page: Page, username: string, password = username): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${UPSTREAM}/api/redirect`));
  const t = (await upstreamText(page)).login;
  await page.getByLabel(t.username, { exact: true }).fill(username);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.submit, exact: true }).click();
}

/** Logs in through the portal's own entry, the way a learner does. */
export async function logIn(page: Page, username: string, password = username): Promise<void> {
  await page.goto("/center/");
  await logInOnLoginPage(page, username, password);
  await expect(page.getByRole("navigation", { name: "Learning centre menu" })).toBeVisible();
}

/**
 * With JavaScript: waits until Remix has hydrated the page (its router is set up), so a click is handled by the
 * app, not by the bare HTML. Without JavaScript it returns at once.
 */
export async function waitForHydration(page: Page, javaScript: boolean): Promise<void> {
  if (!javaScript) return;
  await page.waitForFunction(() => "__remixRouter" in window);
}
