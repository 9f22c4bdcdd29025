import type { Page } from "@playwright/test";

import { checkAxe } from "./axe";
import { expect, jsOn, logIn, test, waitForHydration } from "./fixtures";

// Practice answering and review (learner-area §2, §4): a chapter with every question type (a combination's
// sub-questions bring the single choice, fill-in-blank and true/false), answered, flagged, jumped through by the
// card, submitted and reviewed — with JavaScript and without it. Each project has its own clean learners, and a
// test that submits a chapter another test opens has its own.

const PRACTICE = "/center/100001/user/myPractice";
const SET = "Python Basics Practice";
const CHAPTER = "Loops and conditions";

/** Opens the chapter from My practice; a chapter submitted by an earlier run is answered again first. */
async function openChapter(page: Page, chapter = CHAPTER) {
  await page.goto(PRACTICE);
  await page.getByRole("heading", { name: SET }).getByRole("link").click();
  const chapters = page.getByRole("region", { name: `Chapters of ${SET}` });
  await chapters
    .getByRole("listitem")
    .filter({ hasText: chapter })
    .getByRole("button", { name: "Practice now" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: chapter })).toBeVisible();
  if (page.url().includes("/AgainPractice")) await answerAgain(page);
  await expect(page).toHaveURL(/\/myPractice\/NowPractice\?/);
}

/** 'Answer again' on the review, confirmed in its dialog (it discards the answers, so it asks first). */
async function answerAgain(page: Page) {
  await page.getByRole("link", { name: "Answer again" }).click();
  await page
    .getByRole("dialog", { name: "Answer again" })
    .getByRole("button", { name: "Answer again" })
    .click();
}

const card = (page: Page) => page.getByRole("region", { name: "Answer card" });
/** The card's button (answering) or link (review) of question n. */
const cardItem = (page: Page, n: number) =>
  card(page)
    .getByRole("list", { name: "Questions" })
    .getByRole("listitem")
    .nth(n - 1)
    .locator("button, a");

async function questionShown(page: Page, n: number) {
  await expect(page.getByRole("heading", { level: 2, name: `Question ${n}` })).toBeVisible();
  await expect(cardItem(page, n)).toHaveAttribute("aria-current", "step");
}

test("answer a chapter of every type, flag, jump by the card, submit and see the review", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, jsOn() ? "learner3" : "learner4");
  await openChapter(page);

  const next = () => page.getByRole("button", { name: "Next", exact: true }).click();

  // 1: single choice, lettered options; previous is greyed at the first question.
  await questionShown(page, 1);
  await expect(page.getByText("Single choice")).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page.getByText("A.", { exact: true })).toBeVisible();
  await page.getByRole("radio", { name: "B. 3" }).check();
  await next();

  // 2: multiple choice, then flagged (the flag saves the answer and stays).
  await questionShown(page, 2);
  // With JS the move keeps the page: the focus goes to the new question's heading for screen readers.
  if (jsOn()) {
    await expect(page.getByRole("heading", { level: 2, name: "Question 2" })).toBeFocused();
  }
  await page.getByRole("checkbox", { name: /break/ }).check();
  await page.getByRole("checkbox", { name: /continue/ }).check();
  await page.getByRole("button", { name: "Flag", exact: true }).click();
  await expect(page.getByRole("button", { name: "Remove flag" })).toHaveAttribute("aria-pressed", "true");
  await questionShown(page, 2);
  await expect(page.getByRole("checkbox", { name: /continue/ })).toBeChecked();
  await expect(cardItem(page, 2)).toContainText("flagged");
  await expect(cardItem(page, 1)).toContainText("Answered");
  await next();

  // 3 and 4: true/false (3 is true, 4 is false: answered 'Correct' for a wrong answer).
  await questionShown(page, 3);
  await page.getByRole("radio", { name: "Correct" }).check();
  await next();
  await questionShown(page, 4);
  await page.getByRole("radio", { name: "Correct" }).check();
  await next();

  // 5: short answer with its counter.
  await questionShown(page, 5);
  const text = page.getByRole("textbox", { name: "Your answer" });
  await expect(text).toHaveAttribute("placeholder", "Please enter your answer");
  await text.fill("When the number of runs is not known in advance.");
  if (jsOn()) await expect(page.getByText("48/4000")).toBeVisible();

  // A jump by the card saves question 5 first: 6 is a combination's sub-question with its material.
  await cardItem(page, 6).click();
  await questionShown(page, 6);
  await expect(cardItem(page, 5)).toContainText("Answered");
  await expect(page.getByRole("region", { name: "Material" })).toContainText("Read the code");
  await page.getByRole("radio", { name: "A. 4" }).check();
  await next();

  // 7: fill-in-blank.
  await questionShown(page, 7);
  await page.getByRole("textbox", { name: /Blank 1/ }).fill("four");
  await next();

  // 8: the last; next is greyed.
  await questionShown(page, 8);
  await expect(page.getByRole("button", { name: "Next", exact: true })).toBeDisabled();
  await page.getByRole("radio", { name: "Correct" }).check();

  // Back to 1 by the card: the saved answer is there.
  await cardItem(page, 1).click();
  await questionShown(page, 1);
  await expect(page.getByRole("radio", { name: "B. 3" })).toBeChecked();
  await expect(cardItem(page, 8)).toContainText("Answered");

  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/myPractice\/AgainPractice\?/);
  await expect(page.getByRole("heading", { level: 1, name: CHAPTER })).toBeVisible();

  // The review: legend, results per question, the right answer and the explanation.
  const legend = page.getByRole("list", { name: "Legend" });
  await expect(legend).toContainText("Correct");
  await expect(legend).toContainText("Wrong");
  await expect(legend).toContainText("Unanswered");
  await expect(cardItem(page, 1)).toContainText("Correct");
  await expect(cardItem(page, 2)).toContainText("Correct");
  await expect(cardItem(page, 2)).toContainText("flagged");
  await expect(cardItem(page, 4)).toContainText("Wrong");
  await expect(cardItem(page, 7)).toContainText("Correct");
  await expect(page.locator(".question__result")).toContainText("Correct");

  await cardItem(page, 4).click();
  await questionShown(page, 4);
  await expect(page.locator(".question__result")).toContainText("Wrong");
  await expect(page.getByText("range(5) is 0, 1, 2, 3, 4", { exact: false })).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);

  // Answer again: a fresh attempt from the first question.
  await answerAgain(page);
  await expect(page).toHaveURL(/\/myPractice\/NowPractice\?/);
  await questionShown(page, 1);
  await expect(page.getByRole("radio", { name: "B. 3" })).not.toBeChecked();
  await expect(cardItem(page, 1)).toContainText("Unanswered");
});

test("a deleted question says so with a picture, and a question's file is listed", async ({ page }) => {
  await logIn(page, jsOn() ? "learner3" : "learner4");
  await openChapter(page, "Writing functions");
  await cardItem(page, 3).click();
  await questionShown(page, 3);
  await expect(page.getByText("This question has been deleted")).toBeVisible();
  await expect(page.getByRole("img", { name: "An empty answer sheet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Flag", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await questionShown(page, 4);
  await expect(page.getByRole("region", { name: "Attachments" })).toContainText("Docstring style guide.pdf");
});

test("submit with questions unanswered asks first with the counts; 'answer again' asks before discarding", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Learners of its own: it submits the chapter the deleted-question test opens.
  await logIn(page, jsOn() ? "learner15" : "learner16");
  await openChapter(page, "Writing functions");
  await questionShown(page, 1);
  await waitForHydration(page);

  // Nothing answered yet: the same incomplete-submit dialog as the assessment, with the counts.
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page).toHaveURL(/[?&]confirm=incomplete/);
  const dialog = page.getByRole("dialog", { name: "Unanswered questions" });
  await expect(dialog).toContainText(/0 answered, [1-9]\d* unanswered\. Submit anyway\?/);
  // Cancel keeps the learner on the question, nothing submitted.
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/myPractice\/NowPractice\?/);
  await expect(page).not.toHaveURL(/confirm=/);

  // Confirmed: the review.
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Unanswered questions" })
    .getByRole("button", { name: "Submit" })
    .click();
  await expect(page).toHaveURL(/\/myPractice\/AgainPractice\?/);

  // 'Answer again' asks before discarding the answers; cancel keeps the review.
  await page.getByRole("link", { name: "Answer again" }).click();
  const again = page.getByRole("dialog", { name: "Answer again" });
  await expect(again).toContainText("Answering again clears the answers you submitted for this chapter.");
  await again.getByRole("link", { name: "Cancel" }).click();
  await expect(again).toHaveCount(0);
  await expect(page).toHaveURL(/\/myPractice\/AgainPractice\?/);
  await answerAgain(page);
  await expect(page).toHaveURL(/\/myPractice\/NowPractice\?/);
  await questionShown(page, 1);
});

test("'check this answer' says right or wrong with the right answer and the analysis, the chapter still open", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Decision 051. Each project its own learner; this chapter is not submitted by any test of theirs.
  await logIn(page, jsOn() ? "learner3" : "learner4");
  await openChapter(page, "Variables and types");
  if (jsOn()) await waitForHydration(page);
  await questionShown(page, 1);
  const check = page.getByRole("button", { name: "Check this answer" });
  const result = page.getByRole("status", { name: "Check of this answer" });
  await expect(result).toBeEmpty();

  // A wrong choice: saved, then the same question with its result, the right answer and the explanation.
  await page.getByRole("radio", { name: /^A\./ }).check();
  await check.click();
  await expect(result).toContainText("Wrong");
  await expect(result).toContainText("Right answer: C");
  await expect(result.getByRole("region", { name: "Explanation" })).toContainText("letter or an underscore");
  await expect(page).toHaveURL(/\/NowPractice\?.*check=1/);
  await questionShown(page, 1);
  await expect(page.getByRole("radio", { name: /^A\./ })).toBeChecked();
  // With JavaScript the polite region announces it and the focus stays on the button; without it the new page
  // puts the focus on the result.
  await expect(jsOn() ? check : result).toBeFocused();
  await checkAxe(page, jsOn());
  if (jsOn()) {
    // A page loaded with the result puts the focus on it, and keeps it there once the area's code has arrived
    // (the live area takes the server's HTML's place).
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await expect(result).toContainText("Wrong");
    await expect(result).toBeFocused();
    await expect(check).toBeVisible();
  }

  // The right one.
  await page.getByRole("radio", { name: /^C\./ }).check();
  await check.click();
  await expect(result).toContainText("Right");
  await expect(result).not.toContainText("Wrong");

  // Nothing was submitted: the next question has no check, and the chapter is still answered here.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await questionShown(page, 2);
  await expect(result).toBeEmpty();
  await expect(page).toHaveURL(/\/NowPractice\?/);
  await expect(page).not.toHaveURL(/check=1/);
});
