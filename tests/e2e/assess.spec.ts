import { expect, JS_ONLY, jsOn, logIn, test, useAccount } from "./fixtures";
import { answerCurrent, beginAssessment, cardButtons, MY_ASSESS } from "./assess-helpers";
import { checkAxe } from "./axe";

// Sitting an assessment (learner-area §2, §4): start → dialog → begin → answer all questions but one → submit →
// the incomplete dialog with the counts → confirm → the result review. Each project has its own clean learners,
// and the tests that work on the same assessment have different ones.

const ASSESSMENT = "Fire safety certification";

test("the flag and a card number save the answer before moving", async ({ page }) => {
  await logIn(page, jsOn() ? "learner5" : "learner6");
  await beginAssessment(page, ASSESSMENT);
  const answered = await answerCurrent(page, "flagged answer");
  await page.getByRole("button", { name: "Flag", exact: true }).click();
  await expect(page.getByRole("button", { name: "Remove flag" })).toBeVisible();
  await expect(cardButtons(page).first()).toContainText("flagged");
  await cardButtons(page).nth(1).click();
  await expect(cardButtons(page).nth(1)).toHaveAttribute("aria-current", "step");
  await expect(cardButtons(page).first()).toContainText("Answered");
  await cardButtons(page).first().click();
  if (answered !== "choice") await expect(page.locator("#assess-answer-form")).toContainText(answered);
});

test(
  "with JavaScript a short answer is kept as a draft, restored after a reload and autosaved",
  { tag: JS_ONLY },
  async ({ page }) => {
    await logIn(page, "learner5");
    // No time limit: the screen shows the time elapsed instead of a countdown.
    await beginAssessment(page, "Party history study");
    await expect(page.getByText("Time elapsed")).toBeVisible();
    await expect(page.getByRole("timer")).toHaveText(/^\d+ min \d\d s$/);

    const shortAnswer = cardButtons(page).last();
    await shortAnswer.click();
    await expect(shortAnswer).toHaveAttribute("aria-current", "step");
    const editor = page.locator("#assess-answer-form textarea[name=answer]");
    await editor.fill("Perseverance, typed just before the reload");
    // The draft is kept in the browser, also when it was typed before the draft's code had arrived (the attempt's
    // record of answers kept on the device, decision 042).
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith("portal-answers:"))),
      )
      .toHaveLength(1);
    // Reloaded before the autosave's pause: the draft kept in the browser comes back, with a note.
    await page.reload();
    await expect(
      page.getByText("Restored an answer kept in this browser that had not been saved yet."),
    ).toBeVisible();
    await expect(editor).toHaveValue("Perseverance, typed just before the reload");
    // The restored draft is autosaved; after that the server has it.
    await expect(page.getByText("Saved automatically")).toBeVisible();
    await page.reload();
    await expect(editor).toHaveValue("Perseverance, typed just before the reload");
    await expect(page.getByText(/^Restored an answer/)).toHaveCount(0);
    await expect(shortAnswer).toContainText("Answered");
  },
);

test("sit an assessment, leave one question unanswered and submit it through the incomplete dialog", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Learners of its own: the flag test leaves an attempt of the same assessment open.
  await useAccount(page, jsOn() ? "learner17" : "learner18");

  await page.goto(`${MY_ASSESS}?tabs=0`);
  await expect(page.getByRole("heading", { level: 1, name: "My assessments" })).toBeVisible();
  await beginAssessment(page, ASSESSMENT);
  await expect(page.getByRole("timer")).toHaveText(/^\d\d:\d\d:\d\d$|min/);

  // The answer card comes after the timer in the streamed page: counted once the page has loaded.
  await page.waitForLoadState();
  const total = await cardButtons(page).count();
  expect(total).toBeGreaterThan(1);
  for (let index = 0; index < total - 1; index += 1) {
    await expect(cardButtons(page).nth(index)).toHaveAttribute("aria-current", "step");
    await answerCurrent(page, `Answer ${index + 1}`);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(cardButtons(page).nth(index)).toContainText("Answered");
  }
  // The last question stays unanswered.
  await expect(cardButtons(page).nth(total - 1)).toContainText("Unanswered");
  await page.getByRole("button", { name: "Submit", exact: true }).click();

  await expect(page).toHaveURL(/[?&]confirm=incomplete/);
  const dialog = page.getByRole("dialog", { name: "Unanswered questions" });
  await expect(dialog).toContainText(`${total - 1} answered, 1 unanswered. Submit anyway?`);

  // The dialog gains the summary of the attempt (decision 043): a page, JS on and off, every question with its
  // status and a link back; checked with axe and walked with the keyboard; its 'submit' opens the same dialog.
  await dialog.getByRole("link", { name: /Summary of attempt/ }).click();
  await expect(page).toHaveURL(/\/myAssess\/assessSummary\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Summary of attempt" })).toBeVisible();
  const rows = page
    .getByRole("table", { name: "Every question of the attempt and its status" })
    .getByRole("row");
  await expect(rows).toHaveCount(total + 1);
  await expect(rows.nth(1)).toContainText("Answered");
  await expect(rows.nth(total)).toContainText("Unanswered");
  await expect(page.getByText(`${total - 1} answered, 1 unanswered.`)).toBeVisible();
  await checkAxe(page, jsOn());
  // The keyboard meets the questions' links in order, then 'return' and 'submit'.
  const questionLinks = page.getByRole("table").getByRole("link");
  await questionLinks.first().focus();
  for (let index = 1; index < total; index += 1) {
    await page.keyboard.press("Tab");
    await expect(questionLinks.nth(index)).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Return to the attempt" })).toBeFocused();
  await page.keyboard.press("Tab");
  const submitAll = page.getByRole("link", { name: "Submit all and finish" });
  await expect(submitAll).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/myAssess\/assessAnswer\?.*confirm=incomplete/);
  await dialog.getByRole("button", { name: "Submit" }).click();

  // show_result 1: the result review, with every answered question marked and the last one unanswered.
  await expect(page).toHaveURL(/\/myAssess\/againAssess\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("assessName")).toBe(ASSESSMENT);
  expect(url.searchParams.get("record_id")).toMatch(/^\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: ASSESSMENT })).toBeVisible();
  // The result says how the attempt ended, and the focus is there, with the score next (decision 043), JS on
  // (the move's focus defers to it) and off (the autofocus attribute).
  const header = page.locator(".assess-result__header");
  await expect(header).toContainText("You handed in this attempt.");
  await expect(header).toBeFocused();
  await expect(header).toContainText("Score");
  const card = page.getByRole("region", { name: "Answer card" }).getByRole("link");
  await expect(card).toHaveCount(total);
  for (let index = 0; index < total - 1; index += 1)
    await expect(card.nth(index)).toHaveAccessibleName(/ (Correct|Wrong|Pending score)/);
  await expect(card.nth(total - 1)).toHaveAccessibleName(/ Unanswered/);

  // The attempt is a record now.
  await page.goto(`${MY_ASSESS}?tabs=1`);
  await expect(page.getByRole("row").filter({ hasText: ASSESSMENT }).first()).toBeVisible();
});
