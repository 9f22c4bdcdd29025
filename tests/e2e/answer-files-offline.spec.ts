import type { Page, Request } from "@playwright/test";

import { beginAssessment, cardButtons } from "./assess-helpers";
import { checkAxe } from "./axe";
import { expect, JS_ONLY, logIn, test, type Account } from "./fixtures";
import { openChapter } from "./helpers/practice";

// Answer files picked while the line is down (decision 042, "Answer files picked offline"), with JavaScript: the
// file is held in the page, listed "not sent yet" and counted in the status line, and sent when the line returns;
// an upload the line cuts off mid-way waits and goes on from the chunk where it stopped; a page left with a file
// waiting asks first, and the next page that opens the attempt names the file to pick again. Practice short
// answers, each test with a learner of its own that no other spec takes to these chapters (learner13 and learner14
// otherwise only sit another assessment, in dialogs-keyboard.spec.ts), and one assessment's short answer.

const UPLOAD = /\/user\/answerFiles\/upload$/;

/** A small but real PDF (the portal checks the content, not only the name). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n" +
    "2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
);

const status = (page: Page) => page.locator(".answer-status__line");
const files = (page: Page) => page.getByRole("region", { name: "Answer files" });
const uploaded = (page: Page) => files(page).getByRole("list", { name: "Uploaded files" });
const waiting = (page: Page) => files(page).getByRole("list", { name: "Files not sent yet" });

// The requests the line drops on purpose, and the refusal the last test makes, are reported by the browser; every
// other error still fails the test.
test.afterEach(({ pageErrors }) => {
  const others = pageErrors.filter(
    (error) =>
      !/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)\b/.test(error) &&
      !/^Failed to load resource: .* status of (422|503) .*\/answerFiles\/upload\)$/.test(error),
  );
  pageErrors.splice(0, pageErrors.length, ...others);
});

/**
 * Opens a practice chapter on its question `number`; with `answer` (a short answer) types into it and waits for the
 * page's late code (the answers' machinery and the files block) to be running.
 */
async function openQuestion(page: Page, set: string, chapter: string, number: number, answer = true) {
  await openChapter(page, set, chapter);
  await page
    .getByRole("region", { name: "Answer card" })
    .getByRole("button", { name: new RegExp(`^${number}\\b`) })
    .click();
  await expect(
    page
      .getByRole("region", { name: "Answer card" })
      .getByRole("button", { name: new RegExp(`^${number}\\b`) }),
  ).toHaveAttribute("aria-current", "step");
  if (!answer) return;
  await expect(page.getByRole("textbox", { name: /answer/i })).toBeVisible();
  // The answers' machinery and the files block are the page's late code: a typed answer reported saved proves
  // both are running (the block is on the same screen).
  await page.getByRole("textbox", { name: /answer/i }).fill("My answer, with a file.");
  await expect(status(page)).toHaveText("Saved automatically");
  await expect(files(page).getByLabel("Choose files")).toBeVisible();
}

/**
 * The usual start: `account` on question 4 of "Writing functions" (a short answer, typed into), the line taken down,
 * and a PDF named `name` picked for it; answers the file's row in the list of files not sent yet.
 */
async function pickedOffline(page: Page, account: Account, name: string) {
  await logIn(page, account);
  await openQuestion(page, "Python Basics Practice", "Writing functions", 4);
  await pickOffline(page, name);
  return waiting(page).getByRole("listitem").filter({ hasText: name });
}

/** Takes the line down and picks a PDF named `name` for the question on screen. */
async function pickOffline(page: Page, name: string) {
  await page.context().setOffline(true);
  await files(page)
    .getByLabel("Choose files")
    .setInputFiles({ name, mimeType: "application/pdf", buffer: PDF });
}

/** The file's rows in the question's list as the server has it (a reload reads it again). */
async function listedOnServer(page: Page, name: string) {
  await page.reload();
  await expect(page.getByRole("textbox", { name: /answer/i })).toBeVisible();
  return uploaded(page).getByRole("listitem").filter({ hasText: name });
}

test(
  "a file picked offline waits in the page, is counted, and is sent once when the line is back",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    const uploads: Request[] = [];
    page.on("request", (request) => {
      if (UPLOAD.test(new URL(request.url()).pathname)) uploads.push(request);
    });
    const name = `checklist-${Date.now()}.pdf`;
    const held = await pickedOffline(page, "learner5", name);
    await expect(held).toContainText("Not sent yet");
    await expect(status(page)).toContainText("1 file is not sent yet");
    await expect(files(page).getByText("Kept in this page only")).toBeVisible();
    expect(uploads).toHaveLength(0);
    await checkAxe(page, true);

    await context.setOffline(false);
    await expect(uploaded(page).getByText(name)).toBeVisible();
    await expect(page.getByText("Upload succeeded")).toBeVisible();
    await expect(waiting(page)).toHaveCount(0);
    await expect(status(page)).not.toContainText("not sent yet");
    expect(uploads).toHaveLength(1);
    // The server has it, once; what was typed went with it.
    await expect(await listedOnServer(page, name)).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: /answer/i })).toHaveValue("My answer, with a file.");
  },
);

test(
  "an upload the line cuts off mid-way waits, then goes on from the chunk where it stopped",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    await logIn(page, "learner7");
    await openQuestion(page, "Python Basics Practice", "Variables and types", 5);
    // Two chunks: the first goes, the line drops on the second.
    const video = Buffer.alloc(4 * 1024 * 1024 + 99, 7);
    Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypmp42")]).copy(video);
    const name = `talk-${Date.now()}.mp4`;
    const chunks: string[] = [];
    let cut = false;
    await page.route(UPLOAD, async (route) => {
      const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
      const field = (key: string) => new RegExp(`name="${key}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1] ?? "";
      const step = `${field("act")}:${field("chunk")}:${field("upload_id")}`;
      if (field("act") === "upload" && field("chunk") === "1" && !cut) {
        cut = true;
        await context.setOffline(true);
        await route.abort("internetdisconnected");
        return;
      }
      chunks.push(step);
      await route.continue();
    });

    await files(page)
      .getByLabel("Choose files")
      .setInputFiles({ name, mimeType: "video/mp4", buffer: video });
    await files(page).getByRole("button", { name: "Upload" }).click();
    await expect(waiting(page).getByRole("listitem").filter({ hasText: name })).toContainText("Not sent yet");
    await expect(status(page)).toContainText("1 file is not sent yet");
    await expect(page.getByText("Upload failed")).toHaveCount(0);

    await context.setOffline(false);
    await expect(uploaded(page).getByText(name)).toBeVisible({ timeout: 15_000 });
    await expect(waiting(page)).toHaveCount(0);
    // Chunk 0 went once; chunk 1 and the merge went after the line was back, under the same upload.
    const [first, second, merge] = chunks;
    expect(chunks).toHaveLength(3);
    expect(first?.startsWith("upload:0:")).toBe(true);
    expect(second?.startsWith("upload:1:")).toBe(true);
    expect(merge?.startsWith("merge::")).toBe(true);
    const id = first?.split(":")[2];
    expect(second?.endsWith(`:${id}`)).toBe(true);
    expect(merge?.endsWith(`:${id}`)).toBe(true);
    await expect(await listedOnServer(page, name)).toHaveCount(1);
  },
);

test(
  "a submit made offline with a file waiting is refused, naming the file; back online the file goes first",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    const name = `notes-${Date.now()}.pdf`;
    await expect(await pickedOffline(page, "learner9", name)).toBeVisible();
    // A submit offline is refused, naming the file among what waits.
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(status(page)).toContainText("You are offline: the assessment cannot be handed in now.");
    await expect(status(page)).toContainText("1 file is not sent yet");

    await context.setOffline(false);
    await expect(page.getByRole("dialog", { name: "Unanswered questions" })).toBeVisible();
    await expect(waiting(page)).toHaveCount(0);
    await expect(await listedOnServer(page, name)).toHaveCount(1);
  },
);

test(
  "a move made with a file waiting waits for it: the file goes with the answer, then the move",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    const name = `notes-${Date.now()}.pdf`;
    await expect(await pickedOffline(page, "learner10", name)).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(status(page)).toContainText("the move goes on once you are back online");
    await expect(status(page)).toContainText("1 file is not sent yet");

    await context.setOffline(false);
    const card = page.getByRole("region", { name: "Answer card" });
    await expect(card.getByRole("button", { name: /^3\b/ })).toHaveAttribute("aria-current", "step");
    // Back on the question: the server lists the file, with what was typed.
    await card.getByRole("button", { name: /^4\b/ }).click();
    await expect(uploaded(page).getByText(name)).toBeVisible();
    await expect(page.getByRole("textbox", { name: /answer/i })).toHaveValue("My answer, with a file.");
    await expect(await listedOnServer(page, name)).toHaveCount(1);
  },
);

test(
  "a page left with a file waiting asks first; the attempt opened again names the file to pick again",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    const name = `burns-${Date.now()}.pdf`;
    await expect(await pickedOffline(page, "learner8", name)).toBeVisible();
    // A move offline says the file waits and will go (the move waits for it).
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(status(page)).toContainText("the move goes on once you are back online");
    await expect(status(page)).toContainText("1 file is not sent yet");
    await expect(page.getByRole("textbox", { name: /answer/i })).toBeVisible();

    // Leaving asks first (the browser's own prompt); left anyway, the file is gone with the page.
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.accept();
    await expect.poll(() => page.isClosed()).toBe(true);

    await context.setOffline(false);
    const again = await context.newPage();
    await openQuestion(again, "Python Basics Practice", "Writing functions", 1, false);
    const notice = again.getByRole("alert").filter({ hasText: "Files not sent" });
    await expect(notice).toContainText(`Question 4: not sent: ${name} — pick it again`);
    await checkAxe(again, true);
    // Picking a file for that question again clears it.
    await again.getByRole("region", { name: "Answer card" }).getByRole("button", { name: /^4\b/ }).click();
    await expect(notice).toBeVisible();
    await files(again)
      .getByLabel("Choose files")
      .setInputFiles({ name: "again.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(notice).toHaveCount(0);

    // Picked while the line was up and not sent when it drops: held too; left again, then dismissed.
    await context.setOffline(true);
    await expect(waiting(again).getByRole("listitem").filter({ hasText: "again.pdf" })).toContainText(
      "Not sent yet",
    );
    const askedAgain = again.waitForEvent("dialog");
    await again.close({ runBeforeUnload: true });
    await (await askedAgain).accept();
    await expect.poll(() => again.isClosed()).toBe(true);
    await context.setOffline(false);
    const third = await context.newPage();
    await openQuestion(third, "Python Basics Practice", "Writing functions", 1, false);
    const named = third.getByRole("alert").filter({ hasText: "Files not sent" });
    await expect(named).toContainText("Question 4: not sent: again.pdf — pick it again");
    await expect(named).not.toContainText(name);
    await named.getByRole("button", { name: "Dismiss" }).click();
    await expect(named).toHaveCount(0);
    await third.reload();
    await expect(third.getByRole("region", { name: "Answer card" })).toBeVisible();
    await expect(third.locator(".answer-status__line")).toBeAttached();
    await expect(third.getByText("Files not sent")).toHaveCount(0);
  },
);

test(
  "a file refused for good is said, with its name, and no longer waits; a wrong type picked offline is refused at once",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    await logIn(page, "learner11");
    await openQuestion(page, "Python Basics Practice", "Writing functions", 4);
    const name = `refused-${Date.now()}.pdf`;

    await context.setOffline(true);
    await files(page)
      .getByLabel("Choose files")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(files(page).getByText("File must be of type")).toBeVisible();
    await expect(waiting(page)).toHaveCount(0);
    await pickOffline(page, name);
    await expect(waiting(page).getByRole("listitem").filter({ hasText: name })).toBeVisible();

    // The portal refuses it for good once it is sent (as its check of the content would).
    await page.route(UPLOAD, (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({ ok: false, problem: "failed", message: "Upload failed: the file is damaged" }),
      }),
    );
    await context.setOffline(false);
    await expect(files(page).getByRole("alert")).toHaveText(`${name}: Upload failed: the file is damaged`);
    await expect(waiting(page)).toHaveCount(0);
    await expect(status(page)).not.toContainText("not sent yet");
    await expect(uploaded(page)).toHaveCount(0);
  },
);

test(
  "a held file still going up when the learner leaves its question by Back joins that question's answer",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    const name = `left-${Date.now()}.pdf`;
    await expect(await pickedOffline(page, "learner14", name)).toContainText("Not sent yet");

    // A slow uplink: the upload is under way when the learner presses the browser's Back (a client navigation).
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(UPLOAD, async (route) => {
      await held;
      await route.continue();
    });
    await context.setOffline(false);
    await expect(waiting(page).getByRole("listitem").filter({ hasText: name })).toContainText("Sending");
    await page.goBack();
    await expect(
      page.getByRole("region", { name: "Answer card" }).getByRole("button", { name: /^1\b/ }),
    ).toHaveAttribute("aria-current", "step");
    // The file is not forgotten meanwhile: its name stays in the attempt's record.
    const unsent = () =>
      page.evaluate(() =>
        Object.entries(localStorage)
          .filter(([key]) => key.startsWith("portal-answers"))
          .map(([, value]) => JSON.stringify((JSON.parse(value) as { unsent?: unknown }).unsent ?? {}))
          .join(""),
      );
    expect(await unsent()).toContain(name);
    const saved = page.waitForResponse(
      (response) => response.request().method() === "POST" && /\/NowPractice\/autosave/.test(response.url()),
    );
    release();
    await saved;
    // Sent as question 4's save: once the server has it, the name leaves the record.
    await expect.poll(unsent).not.toContain(name);

    // The server lists the file in question 4's answer, with what was typed.
    await page.reload();
    await page.getByRole("region", { name: "Answer card" }).getByRole("button", { name: /^4\b/ }).click();
    await expect(uploaded(page).getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: /answer/i })).toHaveValue("My answer, with a file.");
    await expect(page.getByText("Files not sent")).toHaveCount(0);
  },
);

test(
  "a held file the server cannot take yet (5xx) while the browser is online is said so, not 'offline'",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    await pickedOffline(page, "learner13", `server-${Date.now()}.pdf`);
    await expect(status(page)).toContainText("sent when you are back online");

    await page.route(UPLOAD, (route) => route.fulfill({ status: 503, body: "" }));
    await context.setOffline(false);
    await expect(status(page)).toContainText("1 file is not sent yet: the server could not take it yet");
    // A move waits for it, and says why.
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(status(page)).toContainText(
      "The server could not take it yet: this question stays on screen",
    );
    await expect(status(page)).not.toContainText("offline");

    // The server takes it again (the line's return makes the next try at once): the file goes, then the move.
    await page.unroute(UPLOAD);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(
      page.getByRole("region", { name: "Answer card" }).getByRole("button", { name: /^3\b/ }),
    ).toHaveAttribute("aria-current", "step");
  },
);

test(
  "an assessment's short answer: a file picked offline waits, goes when the line is back, and is in the answer",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    await logIn(page, "learner13");
    await beginAssessment(page, "Python self-check");
    await cardButtons(page).nth(2).click();
    await expect(cardButtons(page).nth(2)).toHaveAttribute("aria-current", "step");
    await page
      .getByRole("textbox", { name: /answer/i })
      .fill("A list built from a loop: [n * n for n in range(5)].");
    await expect(status(page)).toHaveText("Saved automatically");
    const name = `assess-${Date.now()}.pdf`;

    await pickOffline(page, name);
    await expect(waiting(page).getByRole("listitem").filter({ hasText: name })).toContainText("Not sent yet");
    await expect(status(page)).toContainText("1 file is not sent yet");

    await context.setOffline(false);
    await expect(uploaded(page).getByText(name)).toBeVisible();
    await expect(waiting(page)).toHaveCount(0);
    await expect(status(page)).not.toContainText("not sent yet");
    await page.reload();
    await expect(uploaded(page).getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: /answer/i })).toHaveValue(
      "A list built from a loop: [n * n for n in range(5)].",
    );
  },
);
