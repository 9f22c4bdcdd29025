import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { expect, jsOn, logIn, test } from "./fixtures";

// Answer files on a practice short answer (learner-area §4 Uploads, §5, §8), with JavaScript (chunked upload
// through the portal's proxy, fetched downloads) and without it (the question form posted as multipart, the
// download posted by the form). Each test and project has its own clean learners, so no two share an answer.

const TYPES = "doc, docx, xls, xlsx, ppt, pptx, pdf, png, jpeg, jpg, mp3, mp4";

/** A small but real PDF (the portal checks the content, not only the name). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n" +
    "2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
);

/** Opens a chapter of the Python set and moves to its question with the given card number. */
async function openQuestion(page: Page, chapter: string, number: number) {
  await page.goto("/center/100001/user/myPractice");
  const set = page.locator(".practice-sets > li").filter({ hasText: "Python Basics Practice" });
  await set.getByRole("heading").getByRole("link").click();
  const chapters = page.getByRole("region", { name: "Chapters of Python Basics Practice" });
  await chapters
    .getByRole("listitem")
    .filter({ hasText: chapter })
    .getByRole("button", { name: "Practice now" })
    .click();
  await expect(page).toHaveURL(/\/myPractice\/NowPractice\?/);
  await page
    .getByRole("region", { name: "Answer card" })
    .getByRole("button", { name: new RegExp(`^${number}\\b`) })
    .click();
}

test("a short answer takes a PDF, lists and downloads it, refuses other types, and deletes it after asking", async ({
  page,
}) => {
  const user = jsOn() ? "learner11" : "learner12";
  await logIn(page, user);
  await openQuestion(page, "Variables and types", 5);
  await expect(page.getByText("Explain the difference between")).toBeVisible();

  const answer = page.getByRole("textbox", { name: /answer/i });
  await answer.fill("== compares values; is compares identity.");
  const files = page.getByRole("region", { name: "Answer files" });
  await expect(files.getByText(`Up to 3 files, each at most 30 MB, of type ${TYPES}`)).toBeVisible();

  // Upload: listed with its type label, and what was typed is still there (saved with the file).
  await files
    .getByLabel("Choose files")
    .setInputFiles({ name: "essay.pdf", mimeType: "application/pdf", buffer: PDF });
  await files.getByRole("button", { name: "Upload" }).click();
  const list = files.getByRole("list", { name: "Uploaded files" });
  await expect(list.getByText("essay.pdf")).toBeVisible();
  await expect(page.getByText("Upload succeeded")).toBeVisible();
  await expect(list.getByText("Slides/PDF")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /answer/i })).toHaveValue(
    "== compares values; is compares identity.",
  );

  // Download: the same bytes, under the file's name.
  const saving = page.waitForEvent("download");
  await list.getByRole("button", { name: "Download essay.pdf" }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe("essay.pdf");
  expect((await readFile((await download.path()) ?? "")).toString()).toBe(PDF.toString());

  // A type outside the list, and a '.pdf' that is really text: the type message, nothing added.
  await files
    .getByLabel("Choose files")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await files.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText(`File must be of type ${TYPES}`)).toBeVisible();
  await files.getByLabel("Choose files").setInputFiles({
    name: "fake.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("Just text, honestly."),
  });
  await files.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText(`File must be of type ${TYPES}`)).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);

  // Delete: the confirm dialog first; cancel keeps the file, confirm removes it.
  await list.getByRole("button", { name: "Delete essay.pdf" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete file" });
  await expect(dialog.getByText("Sure to delete this file?")).toBeVisible();
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list.getByText("essay.pdf")).toBeVisible();

  await list.getByRole("button", { name: "Delete essay.pdf" }).click();
  await page.getByRole("dialog", { name: "Delete file" }).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("File deleted")).toBeVisible();
  await expect(files.getByRole("list", { name: "Uploaded files" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: /answer/i })).toHaveValue(
    "== compares values; is compares identity.",
  );
});

test("a question's own file downloads, and a 4 MB video goes up in two chunks and streams back", async ({
  page,
}) => {
  const user = jsOn() ? "learner19" : "learner20";
  await logIn(page, user);
  await openQuestion(page, "Writing functions", 4);
  await expect(page.getByText("write a docstring for")).toBeVisible();

  // The question's file: posted for (not a media type), saved under its name.
  const guide = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Docstring style guide.pdf" }).click();
  const guideFile = await guide;
  expect(guideFile.suggestedFilename()).toBe("Docstring style guide.pdf");
  expect((await readFile((await guideFile.path()) ?? "")).subarray(0, 5).toString()).toBe("%PDF-");

  // More than one 3 MB chunk: with JS the browser sends two and a merge, without it the portal does.
  const video = Buffer.alloc(4 * 1024 * 1024 + 123, 7);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypmp42")]).copy(video);
  const files = page.getByRole("region", { name: "Answer files" });
  await files
    .getByLabel("Choose files")
    .setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: video });
  await files.getByRole("button", { name: "Upload" }).click();
  const list = files.getByRole("list", { name: "Uploaded files" });
  await expect(list.getByText("clip.mp4")).toBeVisible({ timeout: 15_000 });
  await expect(list.getByText("Video")).toBeVisible();

  // A video is a link (streamed by GET), the same bytes back.
  const saving = page.waitForEvent("download");
  await list.getByRole("link", { name: "Download clip.mp4" }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe("clip.mp4");
  expect((await readFile((await download.path()) ?? "")).equals(video)).toBe(true);
});
