import type { Locator, Page } from "@playwright/test";

import { answerCurrent, cardButtons, findAssessment } from "./assess-helpers";
import { expectNoAxeViolations } from "./axe";
import { expect, jsOn, logIn, test, UPSTREAM, useAccount } from "./fixtures";

// The one modal (app/components/ui/modal.tsx, docs/decisions/018) in every dialog of the learner area, by
// keyboard: with JavaScript focus goes to the dialog's heading, Tab never leaves the dialog, the page behind is
// out of reach (inert), and Escape or the close link give the focus back to what opened the dialog. Without
// JavaScript the server-rendered dialog is the first thing after the skip link. Also the header's personal menu,
// the pager's landing on its list, and the answer card's current question. The tests only open and close the
// dialogs, except with learner13 (js-on) and learner14 (js-off), whose attempt and answer file are their own.

const NOTES = "/center/100001/user/myNote";

/** With JavaScript, the page has hydrated: the personal menu says whether it is open only then. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator(".site-header .personal-menu summary")).toHaveAttribute(
    "aria-expanded",
    /true|false/,
  );
}

type AxNode = { role: string; name: string };

/** What assistive technology is given, in document order (the browser's accessibility tree, inert parts left out). */
async function accessibilityTree(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored)
    .map((node) => ({ role: node.role?.value ?? "", name: node.name?.value ?? "" }))
    .filter((node) =>
      ["link", "button", "heading", "dialog", "textbox", "radio", "navigation"].includes(node.role),
    );
}

/** The headings of the dialog (its title, and a panel's sections): the only ones the page may show. */
async function headingsOf(dialog: Locator): Promise<string[]> {
  return (await dialog.getByRole("heading").allInnerTexts()).map((text) => text.trim());
}

/** The element that has the focus is inside the dialog. */
async function focusIsIn(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((node) => node.contains(document.activeElement));
}

/**
 * The dialog is modal: its heading has the focus, Tab goes round its controls and never to the page (between two
 * rounds the browser may give the focus to its own interface, which leaves nothing of the page focused), only the
 * dialog is in the accessibility tree, and axe finds nothing wrong.
 */
async function expectModal(page: Page, dialog: Locator, title: string): Promise<void> {
  await expect(dialog.getByRole("heading", { name: title, exact: true })).toBeFocused();
  const stops = new Set<string>();
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press("Tab");
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return "browser";
      if (!active.closest("dialog")) return `outside: ${active.outerHTML.slice(0, 80)}`;
      return `${active.tagName}:${active.textContent?.trim() ?? ""}:${active.getAttribute("name") ?? ""}`;
    });
    expect(where).not.toMatch(/^outside/);
    stops.add(where);
  }
  expect([...stops].filter((stop) => stop !== "browser").length).toBeGreaterThan(0);
  const headings = (await accessibilityTree(page)).filter((node) => node.role === "heading");
  expect(headings.map((node) => node.name).sort()).toEqual((await headingsOf(dialog)).sort());
  expect(headings.map((node) => node.name)).toContain(title);
  await expectNoAxeViolations(page);
}

/**
 * Without JavaScript: after the skip link comes the dialog (to the keyboard and in the accessibility tree), whose
 * heading can take the focus; nothing of the page behind is reachable.
 */
async function expectFirstAfterSkipLink(page: Page, dialog: Locator, title: string): Promise<void> {
  const heading = dialog.getByRole("heading", { name: title, exact: true });
  await expect(heading).toHaveAttribute("tabindex", "-1");
  const tree = await accessibilityTree(page);
  expect(tree[0]).toEqual({ role: "link", name: "Skip to main content" });
  expect(tree[1]).toEqual({ role: "dialog", name: title });
  const headings = tree.filter((node) => node.role === "heading").map((node) => node.name);
  expect(headings.sort()).toEqual((await headingsOf(dialog)).sort());
  expect(headings).toContain(title);

  await page.locator("body").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await focusIsIn(dialog)).toBe(true);
  await heading.focus();
  await expect(heading).toBeFocused();
}

/**
 * One dialog, opened from `opener` by keyboard. With JavaScript: modal; Escape gives the focus back to the opener;
 * opened again, so does the close link. Without: the opener loads the page with the dialog first, and Cancel
 * closes it. Ends with the dialog closed.
 */
async function checkDialog(page: Page, opener: Locator, title: string, closeWith = "Cancel"): Promise<void> {
  const dialog = page.getByRole("dialog", { name: title });
  const url = page.url();
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  if (!jsOn()) {
    await expectFirstAfterSkipLink(page, dialog, title);
    await dialog.getByRole("link", { name: closeWith, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    // The dialog is gone as soon as the next page starts to stream in: what follows reads the whole page (a
    // clean-clone run counted an answer card that had not arrived yet).
    await page.waitForLoadState();
    return;
  }
  await expectModal(page, dialog, title);
  const opened = page.url();
  expect(opened).not.toBe(url);

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(opened);
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: title, exact: true })).toBeFocused();
  // The close link, by keyboard: the first stop after the heading.
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("link", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test.describe("learner", () => {
  test.use({ account: "learner" });

  test("the skip link passes the learning-centre menu: the next Tab is in the page's own content", async ({
    page,
  }) => {
    await page.goto(NOTES);
    if (jsOn()) await hydrated(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveCount(1);
    expect(await focused.evaluate((node) => node.closest(".user-nav") === null)).toBe(true);
    expect(await focused.evaluate((node) => node.closest(".user-area__content") !== null)).toBe(true);
  });

  test("my notes: the edit and the delete dialog", async ({ page }) => {
    await page.goto(NOTES);
    if (jsOn()) await hydrated(page);
    const card = page.getByRole("list", { name: "Notes" }).getByRole("listitem").first();
    await checkDialog(page, card.getByRole("link", { name: "Edit" }), "Edit");
    await checkDialog(page, card.getByRole("link", { name: "Delete" }), "Delete note");
  });

  test("a page loaded with a dialog open: focus goes into it, and out to its opener", async ({ page }) => {
    await page.goto(NOTES);
    const edit = page.getByRole("list", { name: "Notes" }).getByRole("listitem").first().getByRole("link", {
      name: "Edit",
    });
    const href = (await edit.getAttribute("href")) ?? "";
    await page.goto(href);
    const dialog = page.getByRole("dialog", { name: "Edit" });
    if (!jsOn()) {
      await expectFirstAfterSkipLink(page, dialog, "Edit");
      return;
    }
    await expect(dialog.getByRole("heading", { name: "Edit" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(NOTES);
    // The link that opens this dialog stands in for the opener the page load did not have.
    await expect(edit).toBeFocused();
  });

  test("the player: the rate dialog and the note edit dialog", async ({ page }) => {
    test.setTimeout(90_000);
    const answer = await page.request.get(`${UPSTREAM}/api/my/course`, {
      params: { page: 1, size: 10, is_learn: 0, q: "Python Programming Fundamentals" },
    });
    const course = ((await answer.json()) as { data: { items: { id: number }[] } }).data.items[0]?.id;
    if (!course) throw new Error("no course");
    const tree = await page.request.get(`${UPSTREAM}/api/course/${course}/chapter`, {
      params: { action: "learn" },
    });
    const sections = ((await tree.json()) as { data: { children: { cm_id: number }[] }[] }).data;
    const first = sections.flatMap((section) => section.children)[0];
    if (!first) throw new Error("no material");
    await page.goto(`/center/100001/video/${course}/${first.cm_id}?panel=notes`);
    if (jsOn()) await hydrated(page);
    await checkDialog(
      page,
      page.getByRole("navigation", { name: "Study panels" }).getByRole("link", { name: "Rate course" }),
      "Rate course",
    );
    // The rate dialog took the notes panel's place in the URL; back to it.
    await page.goto(`/center/100001/video/${course}/${first.cm_id}?panel=notes`);
    if (jsOn()) await hydrated(page);
    const note = page.locator(".player-notes__list .player-note").first();
    await checkDialog(page, note.getByRole("link", { name: "Edit" }), "Edit");
  });

  test("the player's panels on a phone: a modal dialog with JavaScript, first after the skip link without", async ({
    page,
  }) => {
    // At 360 px a panel covers the stage; it was not a dialog: 17 focus stops hidden under it.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/center/100001/video/16/76");
    if (jsOn()) await hydrated(page);
    const panels = page.getByRole("navigation", { name: "Study panels" });
    for (const name of ["Directory", "Notes"]) {
      const opener = panels.getByRole("link", { name, exact: true });
      if (jsOn()) {
        await checkDialog(page, opener, name, "Close");
        continue;
      }
      // Without JavaScript the panel is a region of the page, and the page behind it is out of reach: after the
      // skip link, Tab goes round the panel only.
      await opener.click();
      const panel = page.getByRole("complementary", { name });
      await expect(panel).toBeVisible();
      await page.waitForLoadState();
      await page.locator("body").focus();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press("Tab");
        const inside = await page.evaluate(() => {
          const active = document.activeElement;
          return !active || active === document.body || active.closest(".player-panel, .skip-link") !== null;
        });
        expect(inside, `Tab ${press + 1}`).toBe(true);
      }
      const headings = (await accessibilityTree(page)).filter((node) => node.role === "heading");
      expect(headings.map((node) => node.name).sort()).toEqual((await headingsOf(panel)).sort());
      await panel.getByRole("link", { name: "Close" }).click();
      await expect(panel).toHaveCount(0);
    }
  });

  test("the header's personal menu: named by the name, a disclosure, closed by Escape and a click outside", async ({
    page,
  }) => {
    await page.goto(NOTES);
    const summary = page.locator(".site-header .personal-menu summary");
    await expect(summary).toHaveAccessibleName(/^Li Hua\b/);
    await expect(page.locator(".site-header .personal-menu__chevron")).toBeVisible();
    const logout = page.getByRole("button", { name: "Log out" });
    if (!jsOn()) {
      // A <details>: it opens without JavaScript, and the browser says whether it is open.
      await summary.click();
      await expect(logout).toBeVisible();
      return;
    }
    await hydrated(page);
    await expect(summary).toHaveAttribute("aria-expanded", "false");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(summary).toHaveAttribute("aria-expanded", "true");
    await expect(logout).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(logout).toBeHidden();
    await expect(summary).toHaveAttribute("aria-expanded", "false");
    await expect(summary).toBeFocused();

    await summary.click();
    await expect(logout).toBeVisible();
    await page.getByRole("heading", { level: 1, name: "My notes" }).click();
    await expect(logout).toBeHidden();
    await expect(summary).toHaveAttribute("aria-expanded", "false");
    // A click inside the list does not close it.
    await summary.click();
    await page.locator(".site-header .personal-menu__list").click({ position: { x: 2, y: 2 } });
    await expect(logout).toBeVisible();
  });

  test("the pager lands on its list's heading", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(NOTES);
    if (jsOn()) await hydrated(page);
    const heading = page.getByRole("heading", { level: 1, name: "My notes" });
    const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" });
    await expect(next).toHaveAttribute("href", `${NOTES}?page=2#my-notes-title`);
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${NOTES}?page=2#my-notes-title`);
    await expect(heading).toBeInViewport();
    if (jsOn()) await expect(heading).toBeFocused();
    else {
      // A whole page load to the fragment: the next Tab starts from the heading, not the top of the page.
      await page.keyboard.press("Tab");
      const inList = await page.evaluate(
        () =>
          document.getElementById("my-notes-title")?.compareDocumentPosition(document.activeElement!) ?? 0,
      );
      // Node.DOCUMENT_POSITION_FOLLOWING
      expect(inList & 4).toBe(4);
    }
  });
});

test("an assessment: the start, incomplete-submit and submit dialogs; the answer card's current question", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, jsOn() ? "learner13" : "learner14");
  const name = "Party history study";
  const card = await findAssessment(page, name);
  if (jsOn()) await hydrated(page);
  await checkDialog(page, card.getByRole("button", { name: "Start" }), name);
  await card.getByRole("button", { name: "Start" }).click();
  await page.getByRole("dialog", { name }).getByRole("button", { name: "Begin" }).click();
  await expect(page).toHaveURL(/\/myAssess\/assessAnswer\?/);
  if (jsOn()) await hydrated(page);

  // The current question is marked by a bar, not by a ring like the focus ring.
  const current = cardButtons(page).first();
  await expect(current).toHaveAttribute("aria-current", "step");
  const look = await current.evaluate((node) => ({
    outline: getComputedStyle(node).outlineStyle,
    bar: getComputedStyle(node, "::after").borderTopStyle,
    colour: getComputedStyle(node, "::after").borderTopColor,
  }));
  expect(look).toEqual({ outline: "none", bar: "solid", colour: "rgb(31, 35, 40)" });

  const submit = page.getByRole("button", { name: "Submit", exact: true });
  await checkDialog(page, submit, "Unanswered questions");

  const total = await cardButtons(page).count();
  for (let index = 0; index < total; index += 1) {
    await answerCurrent(page, `Answer ${index + 1}`);
    if (index < total - 1) {
      await page.getByRole("button", { name: "Next", exact: true }).click();
      // The next question is answered only once it is the one on screen (a card that marked a choice before the
      // move had happened would otherwise let the test answer the same question twice).
      await expect(cardButtons(page).nth(index + 1)).toHaveAttribute("aria-current", "step");
      await expect(cardButtons(page).nth(index)).toContainText("Answered");
    }
  }
  await checkDialog(page, submit, "Submit");
});

test("a practice answer file: the delete dialog", async ({ page }) => {
  test.setTimeout(60_000);
  await useAccount(page, jsOn() ? "learner13" : "learner14");
  await page.goto("/center/100001/user/myPractice");
  const set = page.locator(".practice-sets > li").filter({ hasText: "Python Basics Practice" });
  await set.getByRole("heading").getByRole("link").click();
  await page
    .getByRole("region", { name: "Chapters of Python Basics Practice" })
    .getByRole("listitem")
    .filter({ hasText: "Variables and types" })
    .getByRole("button", { name: "Practice now" })
    .click();
  await page.getByRole("region", { name: "Answer card" }).getByRole("button", { name: /^5\b/ }).click();
  await expect(page.getByText("Explain the difference between")).toBeVisible();
  if (jsOn()) await hydrated(page);

  const files = page.getByRole("region", { name: "Answer files" });
  const list = files.getByRole("list", { name: "Uploaded files" });
  if ((await list.getByText("keyboard.pdf").count()) === 0) {
    await files.getByLabel("Choose files").setInputFiles({
      name: "keyboard.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(
        "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n" +
          "2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
      ),
    });
    await files.getByRole("button", { name: "Upload" }).click();
    await expect(list.getByText("keyboard.pdf")).toBeVisible();
  }
  await checkDialog(page, list.getByRole("button", { name: "Delete keyboard.pdf" }), "Delete file");
});
