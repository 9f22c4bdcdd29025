import type { Page, Route } from "@playwright/test";

import { beginAssessment, cardButtons, MY_ASSESS } from "./assess-helpers";
import { checkAxe } from "./axe";
import { expect, JS_ONLY, logIn, test } from "./fixtures";
import { appliedSaves, recordIdOf } from "./helpers/applied-saves";
import { openChapter } from "./helpers/practice";

// What decision 042's machinery left open, with JavaScript: a flag set while the line is down reaches the server as
// an answer does (kept on the device, counted, sent when the line is back); a file picked offline is never said to
// have reached the server before it is stored and its answer saved. Learners of their own for these tests (learner9
// otherwise only practises in answer-files-offline.spec.ts; learner12 sits other assessments in
// offline-copies.spec.ts; learner20 sits another assessment in assess-offline.spec.ts).

const PLACEMENT = "Workplace English placement";

/** A small but real PDF (the portal checks the content, not only the name). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n" +
    "2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
);

const status = (page: Page) => page.locator(".answer-status__line");
const form = (page: Page) => page.locator("#assess-answer-form");
const flag = (page: Page) => page.getByRole("button", { name: "Flag", exact: true });
const unflag = (page: Page) => page.getByRole("button", { name: "Remove flag" });

// The requests the line drops on purpose are reported by the browser; every other error still fails the test.
test.afterEach(({ pageErrors }) => {
  const others = pageErrors.filter(
    (error) =>
      !/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|CONNECTION_RESET|FAILED)\b/.test(error),
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

/** A practice chapter's question `number`, a short answer typed and saved (the page's late code is running). */
async function openPracticeQuestion(page: Page, set: string, chapter: string, number: number) {
  await openChapter(page, set, chapter);
  const card = page.getByRole("region", { name: "Answer card" });
  await card.getByRole("button", { name: new RegExp(`^${number}\\b`) }).click();
  await expect(card.getByRole("button", { name: new RegExp(`^${number}\\b`) })).toHaveAttribute(
    "aria-current",
    "step",
  );
  await page.getByRole("textbox", { name: /answer/i }).fill("My answer, with a file.");
  await expect(status(page)).toHaveText("Saved automatically");
}

test(
  "a file picked offline is never said to have reached the server while it uploads or its answer is on its way",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    await logIn(page, "learner12");
    await openPracticeQuestion(page, "Python Basics Practice", "Writing functions", 4);
    const files = page.getByRole("region", { name: "Answer files" });
    const name = `held-${Date.now()}.pdf`;
    // The upload is held until the test has read the line; then the answer that lists the file is held too.
    let releaseUpload: () => void = () => undefined;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    let uploaded = false;
    await page.route(/\/user\/answerFiles\/upload$/, async (route: Route) => {
      await uploadHeld;
      uploaded = true;
      return route.continue();
    });
    let releaseSave: () => void = () => undefined;
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    let saves = 0;
    await page.route(/\/myPractice\/NowPractice(\.data|\/autosave)\?/, async (route: Route) => {
      if (route.request().method() !== "POST" || !uploaded) return route.continue();
      saves += 1;
      await saveHeld;
      return route.continue();
    });

    await context.setOffline(true);
    await page.getByRole("textbox", { name: /answer/i }).fill("Typed offline, with a file.");
    await files.getByLabel("Choose files").setInputFiles({ name, mimeType: "application/pdf", buffer: PDF });
    await expect(status(page)).toContainText("1 file is not sent yet");

    // Back online: the typed answer goes, the file uploads (held): the file has not reached the server.
    await context.setOffline(false);
    await expect(status(page)).toContainText("Sending 1 file");
    await expect(status(page)).not.toContainText("every answer has reached the server");
    await expect(status(page)).not.toContainText("when you are back online");
    // The file is stored; the answer that lists it is still on its way.
    releaseUpload();
    await expect.poll(() => saves).toBeGreaterThan(0);
    await expect(status(page)).toContainText("Sending 1 file");
    await expect(status(page)).not.toContainText(/Sent|Saved/);
    releaseSave();
    await expect(files.getByRole("list", { name: "Uploaded files" }).getByText(name)).toBeVisible();
    await expect(status(page)).toHaveText(
      /^(Sent: every answer has reached the server|Saved automatically)$/,
    );
  },
);

test(
  "a file the answering page left unsent is named on the list of assessments too, until dismissed",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    await logIn(page, "learner20");
    await beginAssessment(page, "Python self-check");
    await cardButtons(page).nth(2).click();
    await expect(cardButtons(page).nth(2)).toHaveAttribute("aria-current", "step");
    await page.getByRole("textbox", { name: /answer/i }).fill("Squares: [n * n for n in range(5)].");
    await expect(status(page)).toHaveText("Saved automatically");
    const name = `left-${Date.now()}.pdf`;

    await context.setOffline(true);
    const files = page.getByRole("region", { name: "Answer files" });
    await files.getByLabel("Choose files").setInputFiles({ name, mimeType: "application/pdf", buffer: PDF });
    await expect(status(page)).toContainText("1 file is not sent yet");
    // Left anyway (the browser's prompt accepted): the file is gone with the page, its name stays on the device.
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    await (await asked).accept();
    await expect.poll(() => page.isClosed()).toBe(true);

    await context.setOffline(false);
    const list = await context.newPage();
    await list.goto(`${MY_ASSESS}?tabs=0`);
    const notice = list.getByRole("alert").filter({ hasText: "Files not sent" });
    await expect(notice).toContainText("Python self-check");
    await expect(notice).toContainText(`Question 3: not sent: ${name} — pick it again`);
    await checkAxe(list, true);
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect(notice).toHaveCount(0);
    await list.reload();
    await expect(list.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(list.getByRole("alert").filter({ hasText: "Files not sent" })).toHaveCount(0);
  },
);
