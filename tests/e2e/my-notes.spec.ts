import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";

// The demo learner's notes (upstream/demo/notes.ts): 24 notes, 6 a page. The database is shared by every test
// of a run, in both projects: a test that changes a note picks one no other test uses, per project.

const NOTES = "/center/100001/user/myNote";

/** The js-on and js-off runs of one test work on different notes. */
function perProject<T>(jsOn: T, jsOff: T): T {
  return test.info().project.name === "js-off" ? jsOff : jsOn;
}

/** The card of the note with this text, on whichever page it is now (other tests delete notes meanwhile). */
async function findNote(page: Page, text: string): Promise<Locator> {
  for (let number = 1; number <= 4; number += 1) {
    await page.goto(number === 1 ? NOTES : `${NOTES}?page=${number}`);
    const card = page.getByRole("listitem").filter({ hasText: text });
    if ((await card.count()) === 1) return card;
  }
  throw new Error(`no note with the text "${text}"`);
}

test.use({ account: "learner" });

test("editing a note: too short text is refused in the modal, then a valid text is saved", async ({
  page,
}) => {
  // Both are among the newest notes, so they stay on page 1 whatever else is deleted.
  const original = perProject("Exit tickets: two questions", "Put the request in the first two lines");
  const card = await findNote(page, original);
  await card.getByRole("link", { name: "Edit" }).click();

  const dialog = page.getByRole("dialog", { name: "Edit" });
  const text = dialog.getByRole("textbox", { name: "Note text" });
  await expect(text).toHaveValue(new RegExp(`^${original}`));
  await expect(text).toHaveAttribute("placeholder", "Start taking notes");
  await expect(text).toHaveAttribute("maxlength", "1000");

  await text.fill("abc");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByText("Please enter at least 5 characters")).toBeVisible();
  await expect(text).toHaveValue("abc");
  // With JavaScript the focus goes to the text in error (it fell to <body> before: decision 044).
  if (test.info().project.name === "js-on") await expect(text).toBeFocused();
  await expect(dialog.getByText("3/1000")).toBeVisible();

  const edited = `Edited in ${test.info().project.name}: a note that is long enough.`;
  await text.fill(edited);
  if (test.info().project.name === "js-on") {
    // With JavaScript the message goes as soon as the text is long enough, and the counter follows.
    await expect(dialog.getByText("Please enter at least 5 characters")).toHaveCount(0);
    await expect(dialog.getByText(`${edited.length}/1000`)).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Confirm" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Saved successfully" })).toBeVisible();
  await expect(page).toHaveURL(NOTES);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: edited })).toBeVisible();

  // Post/redirect/get on every path, the refused post too (decision 043): a reload and Back land on pages, never
  // on a post's answer ('Confirm form resubmission', net::ERR_CACHE_MISS without JavaScript).
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "My notes" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "My notes" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Edit" })).toBeVisible();
});

test("deleting a note asks first, then the list starts again at page 1", async ({ page }) => {
  const text = perProject("Critical path = the longest chain", "The first congress began in Shanghai");
  const card = await findNote(page, text);
  await card.getByRole("link", { name: "Delete" }).click();

  const dialog = page.getByRole("dialog", { name: "Delete note" });
  await expect(dialog.getByText("Sure to delete the note?")).toBeVisible();
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: text })).toHaveCount(1);

  await page.getByRole("listitem").filter({ hasText: text }).getByRole("link", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted successfully" })).toBeVisible();
  await expect(page).toHaveURL(NOTES);
  for (const number of [1, 2, 3]) {
    await page.goto(`${NOTES}?page=${number}`);
    await expect(page.getByRole("listitem").filter({ hasText: text })).toHaveCount(0);
  }
});

test("notes come 6 a page, with page links", async ({ page }) => {
  await page.goto(NOTES);
  const list = page.getByRole("list", { name: "Notes" });
  await expect(list.getByRole("listitem")).toHaveCount(6);
  const first = await list.getByRole("listitem").first().locator("p").first().textContent();

  const pages = page.getByRole("navigation", { name: "Pagination" });
  await pages.getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(`${NOTES}?page=2#my-notes-title`);
  await expect(pages.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(list.getByRole("listitem").first()).not.toContainText(first ?? "");
  // A video note shows hh:mm:ss, any other 'Page N'.
  await expect(list.getByText(/^At \d{2}:\d{2}:\d{2}$/).first()).toBeVisible();
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(`${NOTES}#my-notes-title`);
});

test("a note of an expired course says so and stays on the notes page", async ({ page }) => {
  const card = await findNote(page, "Flame pictogram = flammable");
  const at = page.url();
  await card.getByRole("link", { name: "Laboratory Safety Rules" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This course has expired and cannot be studied further" }),
  ).toBeVisible();
  expect(page.url()).toBe(at);
});

test("a note of a course taken down says so; an open course goes on to the player", async ({ page }) => {
  const takenDown = await findNote(page, "Title block first");
  await takenDown.getByRole("link", { name: "Reading drawings" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "This course has been taken down and cannot be studied further" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/center\/100001\/user\/myNote(\?page=\d+)?$/);

  const open = await findNote(page, "Blind spots of lorries");
  await open.getByRole("link", { name: "Road Traffic Safety for Students" }).click();
  await expect(page).toHaveURL(/\/center\/100001\/video\/\d+\/\d+\?chapter=\d+$/);
});

test("the notes page works at 360 px wide", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(NOTES);
  await expect(page.getByRole("heading", { level: 1, name: "My notes" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
