import { readFileSync } from "node:fs";
import { join } from "node:path";

import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

import { LOCALES, TEXT, type UpstreamText } from "../../upstream/i18n";

/**
 * The demo accounts the specs act as. The setup project (auth.setup.ts) logs each one in through the real login
 * page once per run and saves its session; a spec then starts logged in (`test.use({ account })` or
 * `useAccount`) instead of typing a password and paying bcrypt and three redirects every time. A test that logs
 * out ends the session on the server for everyone who shares it, so it logs in through the page itself
 * (`logInThroughLoginPage`) with an account no saved session belongs to, or one of its own.
 */
export const ACCOUNTS = [
  "learner",
  "learner2",
  "manager",
  "learner3",
  "learner4",
  "learner5",
  "learner6",
  "learner7",
  "learner8",
  "learner9",
  "learner10",
  "learner11",
  "learner12",
  "learner13",
  "learner14",
  "learner15",
  "learner16",
  "learner17",
  "learner18",
  "learner19",
  "learner20",
  "learner21",
  "learner22",
  "learner100004",
  "learner100028",
  "learner100035",
  "learner100044",
] as const;
export type Account = (typeof ACCOUNTS)[number];

/** Where the setup project keeps each account's saved session (cookies), for this run. */
export const authFile = (account: Account) => join("test-results", ".auth", `${account}.json`);

/**
 * Tags that say where a test can tell something (playwright.config.ts runs them accordingly):
 * JS_ONLY — behaviour of the page's script (carousels moving, toasts, copy buttons, video.js): js-on only;
 * NO_JS — what a browser without script gets instead: js-off only;
 * MARKUP — the server's answer (status, headers, markup) that is the same with script or without: checked once,
 * in js-off, where nothing but the server's HTML is on screen. The js-on project still loads every screen (the
 * axe sweep), which is where a hydration error would show.
 */
export const JS_ONLY = "@js-only";
export const NO_JS = "@no-js";
export const MARKUP = "@markup";

/**
 * A data request that a newer navigation or submission cancelled: Remix moves on to the newer one, so the learner
 * sees nothing wrong. It reaches the page as an AbortError (or a body stream's abort), and the console as its stack.
 */
export function isCancelledNavigation(text: { name?: string; message: string }): boolean {
  return (
    text.name === "AbortError" ||
    text.message === "BodyStreamBuffer was aborted" ||
    /^AbortError: /.test(text.message)
  );
}

/** True in the project that runs the page's script. */
export const jsOn = (): boolean => test.info().project.name === "js-on";

/**
 * The base test, failing on any script error or console error in the page (hydration mismatches among them).
 * `account` starts the test logged in as that demo account (its session saved by the setup project).
 */
export const test = base.extend<{ pageErrors: string[]; account: Account | undefined }>({
  account: [undefined, { option: true }],
  storageState: async ({ account, storageState }, use) => use(account ? authFile(account) : storageState),
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => {
        // Any script error fails the test, but a cancelled request that Remix replaced with a newer one.
        if (isCancelledNavigation(error)) return;
        errors.push(error.message);
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page served with an error status (the 404 page) is reported by the browser; that is intended.
        const url = message.location().url;
        if (message.text().startsWith("Failed to load resource") && url === page.url()) return;
        // So is a form post answered 400 with its validation errors (post/redirect/get only on success).
        if (/status of 400\b/.test(message.text()) && /\.data(\?|$)/.test(url)) return;
        // The cancelled request of a submission that a newer one replaced (the learner sent the form again before
        // the first post's data came back) is also reported here, as its stack.
        if (isCancelledNavigation({ message: message.text() })) return;
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

/** Logs in through the portal's own entry and the login page, the way a learner does: for the login tests. */
export async function logInThroughLoginPage(
  page: Page,
  username: string,
  password = username,
): Promise<void> {
  await page.goto("/center/");
  await logInOnLoginPage(page, username, password);
  await expect(page.getByRole("navigation", { name: "Learning centre menu" })).toBeVisible();
}

type SavedState = { cookies: Parameters<BrowserContext["addCookies"]>[0] };
const savedStates = new Map<Account, SavedState>();

/** Gives the page's browser context the saved session of this account (no page is loaded). */
export async function useAccount(page: Page, account: Account): Promise<void> {
  let state = savedStates.get(account);
  if (!state) {
    state = JSON.parse(readFileSync(authFile(account), "utf8")) as SavedState;
    savedStates.set(account, state);
  }
  await page.context().addCookies(state.cookies);
}

/** Starts logged in as this account, on the page a login lands on (my courses). */
export async function logIn(page: Page, account: Account): Promise<void> {
  await useAccount(page, account);
  await page.goto("/center/");
  await expect(page.getByRole("navigation", { name: "Learning centre menu" })).toBeVisible();
}

/**
 * With JavaScript: waits until Remix has hydrated the page (its router is set up), so a click is handled by the
 * app, not by the bare HTML. Without JavaScript it returns at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if (!jsOn()) return;
  await page.waitForFunction(() => "__remixRouter" in window);
}

/** The id of a demo course of school 100001 by its name, from the reference upstream's public catalogue. */
export async function courseId(page: Page, name: string): Promise<number> {
  for (let p = 1; p <= 5; p += 1) {
    const answer = await page.request.get(
      `${UPSTREAM}/api/course/course?page=${p}&size=15&school_code=100001`,
    );
    const body = (await answer.json()) as { data: { items: { id: number; name: string }[] } };
    const found = body.data.items.find((course) => course.name === name);
    if (found) return found.id;
  }
  throw new Error(`no demo course ${name}`);
}
