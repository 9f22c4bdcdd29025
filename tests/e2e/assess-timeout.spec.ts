import { expect, jsOn, logIn, test } from "./fixtures";
import { answerCurrent, beginAssessment, cardButtons, MY_ASSESS } from "./assess-helpers";
import { recordIdOf } from "./helpers/applied-saves";
import { GRACE_SECONDS, moveDeadline } from "./helpers/attempt-deadline";

// The time-out (decision 007: the deadline is the server's). "Timer drill" has a 30-second limit, which the e2e upstream
// shortens to 15 s with 3 s of grace (playwright.config.ts; the real 30 s and grace against a movable clock:
// tests/upstream/exams.test.ts). Two questions are answered (each saved by moving on), then nothing:
// with JavaScript the page submits itself at zero and lands on the result; without it, a reload after the
// deadline and grace finds the attempt finished by the server. Either way the saved answers count. The time runs
// out without its wait (decision 055): the server's deadline is moved to now, and the page's clock on by the limit.

const DRILL = "Timer drill";

const LIMIT_MS = 15_000;

test("an attempt left to run out is submitted with every saved answer", async ({ page }) => {
  // The page's count runs on Playwright's clock, as the real one until it is moved on below.
  await page.clock.install();
  await logIn(page, jsOn() ? "learner7" : "learner8");
  await beginAssessment(page, DRILL);
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
    // Nothing pressed: the server's time runs out now (its grace still to come), and the page's count reaches zero;
    // the page asks the server, which has no time left either, and finishes the attempt itself.
    await moveDeadline(recordIdOf(page.url()), 0);
    await page.clock.fastForward(LIMIT_MS);
    await expect(page).toHaveURL(/\/myAssess\/againAssess\?/);
  } else {
    // The page printed the time left; past the deadline and the grace on the server's clock, the server has
    // finished the attempt.
    await moveDeadline(recordIdOf(page.url()), GRACE_SECONDS + 1);
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
