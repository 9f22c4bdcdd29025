import { expect, jsOn, logIn, test } from "./fixtures";
import { answerCurrent, beginAssessment, cardButtons, MY_ASSESS } from "./assess-helpers";

// The time-out (decision 007: the deadline is the server's). "Timer drill" has a 30-second limit, which the e2e upstream
// shortens to 15 s with 3 s of grace (playwright.config.ts; the real 30 s and grace against a movable clock:
// tests/upstream/exams.test.ts). Two questions are answered (each saved by moving on), then nothing:
// with JavaScript the page submits itself at zero and lands on the result; without it, a reload after the
// deadline and grace finds the attempt finished by the server. Either way the saved answers count.

const DRILL = "Timer drill";

const LIMIT_MS = 15_000;
const GRACE_MS = 3_000;

test("an attempt left to run out is submitted with every saved answer", async ({ page }) => {
  // The drill's limit and grace pass on the server's clock, on top of the walk to the assessment.
  test.setTimeout(60_000);
  await logIn(page, jsOn() ? "learner7" : "learner8");
  await beginAssessment(page, DRILL);
  const begun = Date.now();
  await expect(page.getByRole("timer")).toHaveText(/^00:00:[01]\d$/);

  const answers: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    answers.push(await answerCurrent(page, `Drill answer ${index + 1}`));
    await cardButtons(page)
      .nth(index + 1)
      .click();
    // The move has happened before the next question is answered: with JavaScript the card marks an answer the
    // moment it is given, before the move's post has come back, so its state says nothing about the move.
    await expect(cardButtons(page).nth(index + 1)).toHaveAttribute("aria-current", "step");
    await expect(cardButtons(page).nth(index)).toContainText("Answered");
  }

  if (jsOn()) {
    // Nothing pressed: the timer reaches zero and the page finishes the attempt itself.
    await expect(page).toHaveURL(/\/myAssess\/againAssess\?/, { timeout: LIMIT_MS + 5_000 });
  } else {
    // The page printed the time left; past the deadline and the grace, the server has finished the attempt. This
    // wait is the server's real clock running out, which no fake clock in the browser can stand in for.
    await page.waitForTimeout(Math.max(0, begun + LIMIT_MS + GRACE_MS + 1_000 - Date.now()));
    await page.reload();
  }

  // The drill shows its result: both saved answers count, the rest is unanswered.
  await expect(page).toHaveURL(/\/myAssess\/againAssess\?/);
  await expect(page.getByRole("heading", { level: 1, name: DRILL })).toBeVisible();
  const card = page.getByRole("region", { name: "Answer card" }).getByRole("link");
  await expect(card).toHaveCount(4);
  expect(answers.filter((answer) => answer !== "")).toHaveLength(2);
  await expect(card.nth(0)).toHaveAccessibleName(/ (Correct|Wrong)/);
  await expect(card.nth(1)).toHaveAccessibleName(/ (Correct|Wrong)/);
  await expect(card.nth(2)).toHaveAccessibleName(/ Unanswered/);
  await expect(card.nth(3)).toHaveAccessibleName(/ Unanswered/);

  await page.goto(`${MY_ASSESS}?tabs=1`);
  await expect(page.getByRole("row").filter({ hasText: DRILL }).first()).toBeVisible();
});
