import type { Locator, Page, Route } from "@playwright/test";

import { expect, JS_ONLY, test } from "./fixtures";

// A dialog closed by Escape and asked for again before the close's navigation has landed (a slow line, a busy
// phone): the press is the learner's, and the dialog opens (decision 018, "A press while the page catches up").
// The close's data request is held until the press has been made, so no timing decides what the test sees.

const NOTES = "/center/100001/user/myNote";

/** The page has hydrated: the personal menu says whether it is open only then. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator(".site-header .personal-menu summary")).toHaveAttribute(
    "aria-expanded",
    /true|false/,
  );
}

/** Holds the next data request of `path` that names no `param` (the close's), until `release` is called. */
async function holdClose(page: Page, path: string, param: string): Promise<() => Promise<void>> {
  let held: Route | undefined;
  let seen: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  const pattern = new RegExp(`${path.replace(/[.$]/g, "\\$&")}\\.data(\\?|$)`);
  await page.route(pattern, async (route) => {
    if (held || new URL(route.request().url()).searchParams.has(param)) return route.continue();
    held = route;
    seen();
  });
  return async () => {
    await arrived;
    // The press's own navigation replaced the close's: the browser has dropped the held request by now.
    await held?.continue().catch(() => undefined);
  };
}

/**
 * Opens the dialog `title` from `opener` by keyboard on the page at `path`; closes it by Escape with the close's data
 * request (the one without `param`) held; presses the opener again meanwhile; then lets the close go. The dialog is
 * open again, its heading focused, and the address names it.
 */
async function closeAndAskAgain(page: Page, path: string, param: string, opener: Locator, title: string) {
  await hydrated(page);
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: title });
  const heading = dialog.getByRole("heading", { name: title, exact: true });
  await expect(heading).toBeFocused();
  const opened = page.url();

  const release = await holdClose(page, path, param);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await page.keyboard.press("Enter");
  await release();
  await expect(dialog).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(opened);
}

test.describe("a dialog asked for again while its close is on its way", { tag: JS_ONLY }, () => {
  test.use({ account: "learner" });

  test("the player's panel on a phone: its tab opens it again", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const address = "/center/100001/video/16/76";
    await page.goto(address);
    const tab = page.getByRole("navigation", { name: "Study panels" }).getByRole("link", { name: "Notes" });
    await closeAndAskAgain(page, address, "panel", tab, "Notes");
    await expect(page).toHaveURL(`${address}?panel=notes`);
  });

  test("a note's edit dialog: its Edit link opens it again", async ({ page }) => {
    await page.goto(NOTES);
    const card = page.getByRole("list", { name: "Notes" }).getByRole("listitem").first();
    await closeAndAskAgain(page, NOTES, "edit", card.getByRole("link", { name: "Edit" }), "Edit");
  });
});
