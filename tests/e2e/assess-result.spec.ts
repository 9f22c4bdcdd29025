import type { Page } from "@playwright/test";

import { expect, JS_ONLY, jsOn, test, UPSTREAM, useAccount, type Account } from "./fixtures";

// Assessment result review and end page (learner-area §2, §4 scoring, §5 score input). learner9 (js-on) and
// learner10 (js-off) are seeded with a finished attempt of the self-scored demo assessment whose short answer is
// still pending, and one of the teacher-scored assessment; learner21 and learner22 have the same, for the one test
// that opens a new attempt. The records tab is another screen: this spec opens
// the review URL the records list links to, with the record found through the reference upstream's own calls.

const SCHOOL = "100001";

/** The seeded learner of this project; the test that opens a new attempt has a pair of its own. */
function learner(): Account {
  return test.info().title.startsWith("'answer again'")
    ? jsOn()
      ? "learner21"
      : "learner22"
    : jsOn()
      ? "learner9"
      : "learner10";
}

type SeededRecord = {
  id: string | number;
  exam_id: string | number;
  exam_name: string;
  class_id: string | number;
  duration: number;
  is_assess: number;
  show_result: number;
};

type MarkCard = {
  is_subjective: number;
  items: { que_id: string | number; num: number; type: number; is_score: string | number }[];
};

/** The learner's finished records with their result cards, read from the reference upstream with their cookie. */
async function seededRecords(page: Page): Promise<{ record: SeededRecord; card: MarkCard }[]> {
  const list = await page.request.get(`${UPSTREAM}/api/my/tk/exam/record`, { params: { page: 1, size: 10 } });
  const records = ((await list.json()) as { data: { items: SeededRecord[] } }).data.items;
  const found: { record: SeededRecord; card: MarkCard }[] = [];
  for (const record of records.filter((candidate) => Number(candidate.show_result) === 1)) {
    const answer = await page.request.get(`${UPSTREAM}/api/my/tk/exam/mark_card`, {
      params: { record_id: String(record.id) },
    });
    const body = (await answer.json()) as { code: string; data: MarkCard };
    if (String(body.code) === "0000") found.push({ record, card: body.data });
  }
  return found;
}

/** A record of a self-scored (or teacher-scored) assessment with a short answer still waiting for its score. */
async function pendingRecord(page: Page, selfScored: boolean) {
  const found = (await seededRecords(page)).find(
    ({ card }) =>
      (Number(card.is_subjective) === 1) === selfScored &&
      card.items.some((item) => String(item.is_score) === "0"),
  );
  if (!found) throw new Error(`${learner()} has no pending ${selfScored ? "self" : "teacher"}-scored record`);
  const pending = found.card.items.find((item) => String(item.is_score) === "0")!;
  return { ...found, pending };
}

/** The review's URL as the records list links it (learner-area §2). */
function reviewUrl(record: SeededRecord): string {
  const query = new URLSearchParams({
    ass_id: String(record.exam_id),
    assessName: record.exam_name,
    record_id: String(record.id),
    class_id: String(record.class_id),
    tabs: "1",
    duration: String(record.duration),
    is_assess: String(record.is_assess),
  });
  return `/center/${SCHOOL}/user/myAssess/againAssess?${query}`;
}

test.beforeEach(async ({ page }) => {
  await useAccount(page, learner());
});

test("self-scoring a short answer: an out-of-range score is refused, a valid one is saved", async ({
  page,
}) => {
  const { record, pending } = await pendingRecord(page, true);
  await page.goto(reviewUrl(record));
  await expect(page.getByRole("heading", { level: 1, name: record.exam_name })).toBeVisible();

  const figures = page.locator(".result-figures");
  await expect(figures.getByText(/points$/)).toBeVisible();
  const totalBefore = await figures.getByText(/points$/).innerText();
  await expect(page.getByText(/waiting for a score/)).toBeVisible();

  // The pending question on the card says so in words (not only in amber), and opens the question.
  const card = page.getByRole("region", { name: "Answer card" });
  const cardLink = card.getByRole("link", { name: new RegExp(`^${pending.num} Pending score`) });
  await expect(cardLink).toBeVisible();
  await cardLink.click();
  await expect(page).toHaveURL(new RegExp(`que_id=${pending.que_id}`));

  await expect(page.getByText("Subjective questions: learner self-score")).toBeVisible();
  const field = page.getByRole("spinbutton", { name: /^Score \(0 to [\d.]+ points\)$/ });
  const label = (await field.getAttribute("max")) ?? "";
  const max = Number(label);
  expect(max).toBeGreaterThan(0);

  await field.fill(String(max + 1));
  await page.getByRole("button", { name: "Submit score" }).click();
  await expect(page.getByRole("alert").filter({ hasText: `Enter a score from 0 to ${max}` })).toBeVisible();
  await expect(field).toHaveValue(String(max + 1));

  // Full marks: the question turns from pending to correct, and the total grows by them.
  await field.fill(String(max));
  await page.getByRole("button", { name: "Submit score" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Submit succeeded" })).toBeVisible();
  await expect(figures.getByText(/points$/)).not.toHaveText(totalBefore);
  await expect(card.getByRole("link", { name: new RegExp(`^${pending.num} Correct`) })).toBeVisible();
  await expect(page.getByText(`Scored: ${max} points`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`que_id=${pending.que_id}`));
});

test("a teacher-scored short answer shows 'pending score' and no score field", async ({ page }) => {
  const { record, pending } = await pendingRecord(page, false);
  const url = new URL(reviewUrl(record), "http://portal");
  url.searchParams.set("que_id", String(pending.que_id));
  await page.goto(`${url.pathname}${url.search}`);

  const block = page.locator(".subjective-score");
  await expect(block.getByText("Teacher score")).toBeVisible();
  await expect(block.getByText("Pending score")).toBeVisible();
  await expect(page.getByRole("spinbutton")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit score" })).toHaveCount(0);
  await expect(page.getByText("Subjective questions: learner self-score")).toHaveCount(0);
});

test("the end page without an attempt shows the time used, claims nothing, and leads back to the records", async ({
  page,
}) => {
  // The address names no attempt: no 'completed', no 'submitted' (decision 043).
  await page.goto(`/center/${SCHOOL}/user/myAssess/endAssess?time=3725`);
  await expect(page.getByRole("heading", { level: 1, name: "Assessment time used" })).toBeVisible();
  await expect(page.getByText("Time used: 1 h 2 min 5 s")).toBeVisible();
  await expect(page.getByText(/submitted|completed/i)).toHaveCount(0);
  const back = page.getByRole("link", { name: "Back to my assessments" });
  await expect(back).toHaveAttribute("href", `/center/${SCHOOL}/user/myAssess?tabs=1`);

  await page.goto(`/center/${SCHOOL}/user/myAssess/endAssess?time=soon`);
  await expect(page.getByRole("heading", { level: 1, name: "Assessment time used" })).toBeVisible();
  await expect(page.getByText(/Time used/)).toHaveCount(0);
});

test("the end page naming a handed-in attempt is a receipt from the server's record", async ({ page }) => {
  const record = (await seededRecords(page))[0]?.record;
  if (!record) throw new Error(`${learner()} has no finished record`);
  const query = new URLSearchParams({
    time: "999",
    ass_id: String(record.exam_id),
    class_id: String(record.class_id),
    record_id: String(record.id),
  });
  await page.goto(`/center/${SCHOOL}/user/myAssess/endAssess?${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Assessment completed" })).toBeVisible();
  await expect(page.getByText("Your answers have been submitted.")).toBeVisible();
  const receipt = page.getByRole("definition");
  await expect(receipt.filter({ hasText: record.exam_name })).toHaveCount(1);
  await expect(receipt.filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(UTC\+8\)$/ })).toHaveCount(
    1,
  );
  await expect(receipt.filter({ hasText: String(record.id) })).not.toHaveCount(0);
  // The record's time used, not the address's 999 s.
  await expect(page.getByText("16 min 39 s")).toHaveCount(0);
  // Printed, the receipt stands alone.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("link", { name: "Back to my assessments" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Assessment completed" })).toBeVisible();
});

// Without JavaScript the browser's back works as usual.
test(
  "browser back stays on the end page and on the review when JavaScript runs",
  { tag: JS_ONLY },
  async ({ page }) => {
    const { record } = await pendingRecord(page, false);
    await page.goto(`/center/${SCHOOL}/user/myNote`);
    // The block is one more history entry, pushed once the page has hydrated: wait for it, not for the HTML.
    const blocked = async (visit: () => Promise<unknown>) => {
      const before = await page.evaluate(() => window.history.length);
      await visit();
      await page.waitForFunction((length) => window.history.length >= length, before + 2);
    };

    const end = `/center/${SCHOOL}/user/myAssess/endAssess?time=45`;
    await blocked(() => page.goto(end));
    await expect(page.getByText("Time used: 45 s")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(end);
    await expect(page.getByText("Time used: 45 s")).toBeVisible();

    const review = reviewUrl(record);
    await blocked(() => page.goto(review));
    await expect(page.getByRole("heading", { level: 1, name: record.exam_name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(review);
    await expect(page.getByRole("region", { name: "Answer card" })).toBeVisible();
  },
);

// It opens a new attempt for its learner. The answering screen is another screen's: the form's post is sent
// as the button sends it and its redirect is read, so this does not depend on that screen.
test("'answer again' asks first, then starts a new attempt and goes to answering it, its result shown afterwards", async ({
  page,
}) => {
  const found = (await seededRecords(page)).find(({ card }) => Number(card.is_subjective) === 1);
  if (!found) throw new Error(`${learner()} has no self-scored record`);
  const review = reviewUrl(found.record);
  await page.goto(review);
  // It starts a new attempt, so it asks first, as practice does (decision 036): a link opens the dialog (URL
  // state), Cancel keeps the review, and only the dialog's button posts `intent=again`.
  await page.getByRole("link", { name: "Answer again" }).click();
  const dialog = page.getByRole("dialog", { name: "Answer again" });
  await expect(dialog).toContainText("Answering again starts a new attempt at this assessment.");
  await expect(page).toHaveURL(/[?&]confirm=again(&|$)/);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/confirm=again/);
  await expect(page.getByRole("region", { name: "Answer card" })).toBeVisible();
  await page.getByRole("link", { name: "Answer again" }).click();
  await expect(dialog.getByRole("button", { name: "Answer again" })).toBeVisible();
  await expect(dialog.locator('form input[name="intent"]')).toHaveValue("again");

  const response = await page.request.post(review, {
    form: { intent: "again" },
    maxRedirects: 0,
    // As the dialog's form sends it: from the page's origin (decision 050).
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(302);
  const target = new URL(response.headers()["location"] ?? "", page.url());
  expect(target.pathname).toBe(`/center/${SCHOOL}/user/myAssess/assessAnswer`);
  expect(target.searchParams.get("ass_id")).toBe(String(found.record.exam_id));
  expect(target.searchParams.get("class_id")).toBe(String(found.record.class_id));
  expect(target.searchParams.get("assessName")).toBe(found.record.exam_name);
  expect(target.searchParams.get("show_result")).toBe("1");
  expect(target.searchParams.get("record_id")).toMatch(/^\d+$/);
  expect(target.searchParams.get("record_id")).not.toBe(String(found.record.id));
});
