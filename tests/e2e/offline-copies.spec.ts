import type { Page } from "@playwright/test";

import { expect, JS_ONLY, logIn, logInThroughLoginPage, test, UPSTREAM, waitForHydration } from "./fixtures";
import { beginAssessment, cardButtons, MY_ASSESS } from "./assess-helpers";
import { appliedSaves, recordIdOf } from "./helpers/applied-saves";
import { dropCopy, storedWaiting } from "./helpers/on-device";
import { openChapter } from "./helpers/practice";

// The attempt's question screens kept on the device (decision 052), with JavaScript and the answering screens'
// service worker (blocked in every other spec: playwright.config.ts). Once an attempt has loaded, its questions are
// fetched ahead; offline, a move shows the next question at once and a reload shows the question again, with the
// answers waiting on the device put over the copy; back online they all reach the server. The copies are the
// learner's alone and go at hand-in and logout; an online learner always gets the server's page.

test.use({ serviceWorkers: "allow" });

const FIRE = "Fire safety certification";
const PLACEMENT = "Workplace English placement";

const status = (page: Page) => page.locator(".answer-status__line");
const form = (page: Page) => page.locator("#assess-answer-form");
const waiting = (count: number) =>
  `Saved on this device — will be sent when you are back online (${count} ${count === 1 ? "answer" : "answers"} waiting)`;

// The requests the line drops on purpose are reported by the browser, and by Remix the routes of a copy's links it
// could not ask for (it asks again when a link is followed); every other error still fails the test.
test.afterEach(({ pageErrors }) => {
  const others = pageErrors.filter(
    (error) =>
      !/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)\b/.test(error) &&
      !/^Failed to fetch manifest patches TypeError: Failed to fetch\b/.test(error),
  );
  pageErrors.splice(0, pageErrors.length, ...others);
});

/** How many question screens are kept on the device (every learner's, every attempt's). */
function copiesKept(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys()) {
      if (!name.startsWith("portal-offline:")) continue;
      const keys = await (await caches.open(name)).keys();
      count += keys.filter((request) => /[?&]que_id=/.test(request.url)).length;
    }
    return count;
  });
}

/** The names of the copies caches on the device. */
function copiesCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith("portal-offline:")),
  );
}

/** Waits until every question of the card is fetched ahead and the worker is there to serve them. */
async function fetchedAhead(page: Page): Promise<void> {
  await expect(cardButtons(page).first()).toBeVisible();
  const count = await cardButtons(page).count();
  await expect.poll(() => copiesKept(page), { timeout: 20_000 }).toBe(count);
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)))
    .toBe(true);
}

/** Whether the page on screen is a copy from the device (its root element's mark). */
const isCopy = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute("data-offline-copy"));

test.describe("question screens kept on the device", { tag: JS_ONLY }, () => {
  test("offline: answers of every type, moves between them and a reload; back online every answer reaches the server", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await logIn(page, "learner8");
    await beginAssessment(page, FIRE);
    const attemptUrl = page.url();
    await fetchedAhead(page);
    // What the upstream applied before the line dropped: the offline answers are counted from here.
    const recordId = recordIdOf(attemptUrl);
    const earlier = (await appliedSaves(recordId)).length;

    await context.setOffline(true);
    // 1, a single choice.
    await expect(page.getByText("What number do you call")).toBeVisible();
    await form(page).getByRole("radio").nth(1).check();
    await expect(status(page)).toHaveText(waiting(1));
    await expect(cardButtons(page).nth(0)).toHaveAccessibleName(/only on this device/);

    // Next, offline: the question fetched ahead is shown at once, not the line's wait.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Which extinguisher")).toBeVisible();
    await expect(cardButtons(page).nth(1)).toHaveAttribute("aria-current", "step");
    await expect(status(page)).toHaveText(waiting(1));
    await expect(cardButtons(page).nth(0)).toHaveAccessibleName(/only on this device/);
    // 2, a single choice.
    await form(page).getByRole("radio").nth(1).check();
    await expect(status(page)).toHaveText(waiting(2));

    // 3, by Next: a judgement.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("take the lift")).toBeVisible();
    await form(page).getByRole("radio").nth(1).check();
    await expect(status(page)).toHaveText(waiting(3));

    // 5, by its card number: a short answer.
    await cardButtons(page).nth(4).click();
    await expect(page.getByText("first minute after the fire alarm")).toBeVisible();
    await expect(cardButtons(page).nth(4)).toHaveAttribute("aria-current", "step");
    await form(page).locator("textarea[name=answer]").fill("Leave by the stairs to the meeting point.");
    await expect(status(page)).toHaveText(waiting(4));

    // 4, by Previous: a multiple choice.
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByText("fire escape plan")).toBeVisible();
    await form(page).getByRole("checkbox").nth(0).check();
    await form(page).getByRole("checkbox").nth(3).check();
    await expect(status(page)).toHaveText(waiting(5));

    // Back to 1 by its number: the copy shows the answer waiting on the device, not the copy's empty one.
    await cardButtons(page).nth(0).click();
    await expect(cardButtons(page).nth(0)).toHaveAttribute("aria-current", "step");
    await expect(form(page).getByRole("radio").nth(1)).toBeChecked();
    await expect(status(page)).toHaveText(waiting(5));

    // A reload offline: the question again, its answer, the count and every mark.
    await page.reload();
    await expect(page.getByText("What number do you call")).toBeVisible();
    expect(await isCopy(page)).toBe(true);
    await expect(status(page)).toHaveText(waiting(5));
    await expect(form(page).getByRole("radio").nth(1)).toBeChecked();
    for (let index = 0; index < 5; index += 1)
      await expect(cardButtons(page).nth(index)).toHaveAccessibleName(/ Answered, only on this device/);

    // A reload offline on the address Begin landed on (no question named): the first question, from the device.
    await page.goto(attemptUrl);
    await expect(page.getByText("What number do you call")).toBeVisible();
    expect(await isCopy(page)).toBe(true);
    await expect(status(page)).toHaveText(waiting(5));
    await expect(form(page).getByRole("radio").nth(1)).toBeChecked();

    // Back online: every answer goes, and the line says so.
    await context.setOffline(false);
    await expect(status(page)).toHaveText("Sent: every answer has reached the server");
    await expect(cardButtons(page).nth(4)).not.toHaveAccessibleName(/only on this device/);
    // Counted at the upstream since the line dropped: each of the five answers applied exactly once, whichever of
    // the pages that kept it sent it (one sender and one order for the device: decision 042).
    const applied = (await appliedSaves(recordId)).slice(earlier);
    expect(applied).toHaveLength(5);
    expect(new Set(applied.map((save) => save.queId)).size).toBe(5);

    // The server holds each of them (the server's pages, online: no copy).
    const at = (queIndex: number) => cardButtons(page).nth(queIndex);
    await page.goto(attemptUrl);
    expect(await isCopy(page)).toBe(false);
    await expect(form(page).getByRole("radio").nth(1)).toBeChecked();
    await at(1).click();
    await expect(page.getByText("Which extinguisher")).toBeVisible();
    await expect(form(page).getByRole("radio").nth(1)).toBeChecked();
    await at(2).click();
    await expect(page.getByText("take the lift")).toBeVisible();
    await expect(form(page).getByRole("radio").nth(1)).toBeChecked();
    await at(3).click();
    await expect(page.getByText("fire escape plan")).toBeVisible();
    await expect(form(page).getByRole("checkbox").nth(0)).toBeChecked();
    await expect(form(page).getByRole("checkbox").nth(1)).not.toBeChecked();
    await expect(form(page).getByRole("checkbox").nth(3)).toBeChecked();
    await at(4).click();
    await expect(form(page).locator("textarea[name=answer]")).toHaveValue(
      "Leave by the stairs to the meeting point.",
    );
    await page.reload();
    expect(await isCopy(page)).toBe(false);
    await expect(form(page).locator("textarea[name=answer]")).toHaveValue(
      "Leave by the stairs to the meeting point.",
    );
  });
});

test(
  "an answer confirmed online, shown offline from a copy fetched before it, is the learner's answer, marked answered",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    await logIn(page, "learner14");
    await beginAssessment(page, FIRE);
    await fetchedAhead(page);
    // Online, after the copies were made: question 2 answered and confirmed (its copy has the server's older answer).
    await cardButtons(page).nth(1).click();
    await expect(page.getByText("Which extinguisher")).toBeVisible();
    const radios = form(page).getByRole("radio");
    const chosen = (await radios.nth(2).isChecked()) ? 3 : 2;
    await radios.nth(chosen).check();
    await expect(status(page)).toHaveText("Saved automatically");
    await cardButtons(page).nth(0).click();
    await expect(page.getByText("What number do you call")).toBeVisible();

    // Offline, to question 2: its copy, with the answer the server confirmed put over the copy's older one.
    await context.setOffline(true);
    await cardButtons(page).nth(1).click();
    await expect(page.getByText("Which extinguisher")).toBeVisible();
    expect(await isCopy(page)).toBe(true);
    await expect(form(page).getByRole("radio").nth(chosen)).toBeChecked();
    await expect(cardButtons(page).nth(1)).toHaveAccessibleName(/ Answered/);
    await expect(cardButtons(page).nth(1)).not.toHaveAccessibleName(/only on this device/);
  },
);

test(
  "practice offline: a move and a reload show the question fetched ahead; back online both answers are sent",
  { tag: JS_ONLY },
  async ({ page, context }) => {
    await logIn(page, "learner10");
    await openChapter(page, "Python Basics Practice", "Variables and types");
    const chapterUrl = page.url();
    const practiceForm = page.locator("#practice-question");
    await fetchedAhead(page);
    const radios = practiceForm.getByRole("radio");
    const first = (await radios.nth(0).isChecked()) ? 1 : 0;

    await context.setOffline(true);
    await radios.nth(first).check();
    await expect(status(page)).toHaveText(waiting(1));
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("What does type(3 / 2) return?")).toBeVisible();
    const second = (await practiceForm.getByRole("radio").nth(3).isChecked()) ? 2 : 3;
    await practiceForm.getByRole("radio").nth(second).check();
    await expect(status(page)).toHaveText(waiting(2));

    await page.reload();
    await expect(page.getByText("What does type(3 / 2) return?")).toBeVisible();
    await expect(practiceForm.getByRole("radio").nth(second)).toBeChecked();
    await expect(status(page)).toHaveText(waiting(2));
    // The address Practice now landed on, reloaded offline: the first question, from the device.
    await page.goto(chapterUrl);
    await expect(practiceForm.getByRole("radio").nth(first)).toBeChecked();
    expect(await isCopy(page)).toBe(true);
    await expect(status(page)).toHaveText(waiting(2));

    await context.setOffline(false);
    await expect(status(page)).toHaveText("Sent: every answer has reached the server");
    await page.goto(chapterUrl);
    expect(await isCopy(page)).toBe(false);
    await expect(practiceForm.getByRole("radio").nth(first)).toBeChecked();
  },
);

test.describe("the copies are the learner's, and only offline", { tag: JS_ONLY }, () => {
  test("an online learner gets the server's page, never the copy; the copies go at hand-in", async ({
    page,
    context,
  }) => {
    await logIn(page, "learner12");
    await beginAssessment(page, PLACEMENT);
    await fetchedAhead(page);
    // The server's answer changes after the copies were made (another tab answers): an online reload shows it.
    const other = await context.newPage();
    await other.goto(page.url());
    const radios = form(other).getByRole("radio");
    const chosen = (await radios.nth(2).isChecked()) ? 3 : 2;
    await radios.nth(chosen).check();
    await expect(status(other)).toHaveText("Saved automatically");
    await other.close();
    await page.reload();
    expect(await isCopy(page)).toBe(false);
    await expect(form(page).getByRole("radio").nth(chosen)).toBeChecked();

    // Handed in: nothing of the attempt stays on the device.
    expect(await copiesCaches(page)).toHaveLength(1);
    await page.getByRole("button", { name: "Submit" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page).not.toHaveURL(/\/assessAnswer\?/);
    await expect.poll(() => copiesCaches(page)).toEqual([]);
  });

  test("another learner's answering screen on the device clears the first learner's copies", async ({
    page,
  }) => {
    await logIn(page, "learner14");
    await beginAssessment(page, PLACEMENT);
    await fetchedAhead(page);
    const first = await copiesCaches(page);
    expect(first).toHaveLength(1);
    // The browser's session becomes another learner's (no logout: a shared device, a session cookie replaced).
    await logIn(page, "learner22");
    await beginAssessment(page, PLACEMENT);
    await fetchedAhead(page);
    const second = await copiesCaches(page);
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
  });

  test("the copies go at logout, from any page", async ({ page }) => {
    await logInThroughLoginPage(page, "learner20");
    await beginAssessment(page, PLACEMENT);
    await fetchedAhead(page);
    expect(await copiesCaches(page)).toHaveLength(1);
    // Another page than the answering screens (none of their code): the server's answer clears the device.
    await page.goto(MY_ASSESS);
    await waitForHydration(page);
    await page.locator(".site-header .personal-menu summary").click();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(new RegExp(`^${UPSTREAM}/api/redirect`));
    // A public page of the portal (the device's caches are the portal's origin's).
    await page.goto("/center/school/class");
    await expect(page).toHaveURL(/\/center\/school\/class$/);
    expect(await copiesCaches(page)).toEqual([]);
  });
});

/** The address of the attempt's question at `index` on the card (the card's own link to it). */
async function questionAddress(page: Page, index: number): Promise<string> {
  const intent = await cardButtons(page).nth(index).getAttribute("value");
  const url = new URL(page.url());
  url.searchParams.set("que_id", (intent ?? "").replace(/^go:/, ""));
  return url.href;
}

test.describe("the copies on a shared device, and how long they stay", { tag: JS_ONLY }, () => {
  test("a learner signed in after another left without logout is never served the first one's copy offline", async ({
    page,
    context,
  }) => {
    await logIn(page, "learner12");
    await beginAssessment(page, FIRE);
    await fetchedAhead(page);
    const second = await questionAddress(page, 1);
    // The first learner leaves without logout (the session ends, another replaces it); the second opens only the
    // learning centre: the first learner's copies go from the device.
    await logIn(page, "learner10");
    await waitForHydration(page);
    await expect.poll(() => copiesCaches(page)).toEqual([]);
    // Offline, the first learner's question from the browser's history: no copy of it.
    await context.setOffline(true);
    const served = await page.goto(second).then(
      () => true,
      () => false,
    );
    expect(served && (await isCopy(page))).toBe(false);
  });

  test("a learner's logout clears their own answers' record and the copies, never another learner's waiting answers", async ({
    page,
  }) => {
    await logInThroughLoginPage(page, "learner21");
    await beginAssessment(page, PLACEMENT);
    await fetchedAhead(page);
    const own = await page.locator("[data-outbox-key]").getAttribute("data-outbox-key");
    expect(own).toMatch(/^portal-answers:/);
    // Another learner's answer waits on this device (they closed the tab without logout), and one of this learner's
    // (put there from another page than the answering screens, so that none of them sends it).
    const others = "portal-answers:100001:another-learner:attempt-1";
    await page.goto(MY_ASSESS);
    await waitForHydration(page);
    await page.evaluate(
      ({ ownKey, otherKey }) => {
        const record = (answer: string) =>
          JSON.stringify({
            client: "c1",
            seq: 1,
            entries: { q1: { seq: 1, fields: [["answer", answer]], number: 1 } },
            refused: [],
            touched: Date.now(),
          });
        localStorage.setItem(otherKey, record("B"));
        localStorage.setItem(ownKey, record("A"));
      },
      { ownKey: own ?? "", otherKey: others },
    );
    await page.locator(".site-header .personal-menu summary").click();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(new RegExp(`^${UPSTREAM}/api/redirect`));
    await page.goto("/center/school/class");
    await expect(page).toHaveURL(/\/center\/school\/class$/);
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith("portal-answers:")),
    );
    expect(kept).toEqual([others]);
    await expect.poll(() => copiesCaches(page)).toEqual([]);
  });

  test("an attempt's copies and its ended record go at the next page load once its end has passed; the build's files are kept once", async ({
    page,
  }) => {
    await logIn(page, "learner8");
    await beginAssessment(page, PLACEMENT);
    await fetchedAhead(page);
    const key = await page.locator("[data-outbox-key]").getAttribute("data-outbox-key");
    // The build's files: one cache for every attempt, none in the attempt's own.
    const buildFilesIn = () =>
      page.evaluate(async () => {
        const where: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys())
            if (new URL(request.url).pathname.startsWith("/center/build/")) where.push(name);
        return [...new Set(where)];
      });
    await expect.poll(buildFilesIn).toEqual(["portal-offline-assets"]);
    // The attempt's end and grace have passed (its copies' expiry says so, as the clock would), and its record
    // holds only answers the server confirmed.
    await page.evaluate(async (recordKey) => {
      for (const name of await caches.keys())
        if (name.startsWith("portal-offline:"))
          await (
            await caches.open(name)
          ).put("/__portal-offline-meta", new Response(String(Date.now() - 1000)));
      localStorage.setItem(
        recordKey,
        JSON.stringify({
          client: "c1",
          seq: 1,
          entries: {},
          refused: [],
          given: { q1: { fields: [["answer", "A"]], at: 1 } },
          touched: Date.now(),
        }),
      );
    }, key!);
    // The next page, online (the list, not an answering screen): nothing of the attempt stays.
    await page.goto(MY_ASSESS);
    await expect.poll(() => copiesCaches(page)).toEqual([]);
    expect(await page.evaluate((recordKey) => localStorage.getItem(recordKey), key!)).toBeNull();
    expect(await buildFilesIn()).toEqual([]);
  });

  test("a page load fetches ahead only what is missing or stale on the device, not the whole attempt again", async ({
    page,
  }) => {
    await logIn(page, "learner22");
    await beginAssessment(page, FIRE);
    await fetchedAhead(page);
    // The last question's copy is missing (dropped by the browser, say): the next page load fetches it, only it.
    const last = new URL(await questionAddress(page, (await cardButtons(page).count()) - 1)).searchParams.get(
      "que_id",
    );
    await dropCopy(page, last);
    const ahead: (string | null)[] = [];
    page.on("request", (request) => {
      if (request.headers()["purpose"] === "prefetch")
        ahead.push(new URL(request.url()).searchParams.get("que_id"));
    });
    await page.reload();
    await fetchedAhead(page);
    expect(ahead).toEqual([last]);
  });
});

const queIdOf = (page: Page) => new URL(page.url()).searchParams.get("que_id");

// A copy can be older than the server's answer: passing through it untouched must never send the copy's answer
// over the newer one (the post carries the move, not the answer: app/domain/answer-unchanged.ts).
test.describe("a copy never undoes a newer answer", { tag: JS_ONLY }, () => {
  test("a question answered on another device after the copies were fetched keeps that answer when its copy is passed through offline", async ({
    page,
    context,
    browser,
  }) => {
    await logIn(page, "learner15");
    await beginAssessment(page, FIRE);
    await fetchedAhead(page);
    const q3 = ((await cardButtons(page).nth(2).getAttribute("value")) ?? "").slice(3);
    const q3Url = new URL(page.url());
    q3Url.searchParams.set("que_id", q3);

    // Another device without JavaScript (the same learner) answers question 3, a judgement: "False".
    const laptop = await browser.newContext({ javaScriptEnabled: false, locale: "en-US" });
    await laptop.addCookies(await context.cookies());
    const other = await laptop.newPage();
    await other.goto(q3Url.href);
    await form(other).getByRole("radio").nth(1).check();
    await other.getByRole("button", { name: "Next" }).click();
    await expect(other).not.toHaveURL(new RegExp(`que_id=${q3}\\b`));
    await laptop.close();

    // The phone, offline: to question 3 by its number (its copy shows it unanswered), on without touching it.
    await context.setOffline(true);
    await cardButtons(page).nth(2).click();
    await expect(page.getByText("take the lift")).toBeVisible();
    expect(await isCopy(page)).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("fire escape plan")).toBeVisible();
    // Nothing of question 3 was kept to be sent.
    expect(await storedWaiting(page)).toEqual([]);

    await context.setOffline(false);
    await page.goto(q3Url.href);
    expect(await isCopy(page)).toBe(false);
    await expect(form(page).getByRole("radio").nth(1)).toBeChecked();
  });

  test("an answer whose send was on its way when its copy was fetched is shown over the copy, and passing through it keeps it", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await logIn(page, "learner16");
    await beginAssessment(page, FIRE);
    await fetchedAhead(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Which extinguisher")).toBeVisible();
    const q2 = queIdOf(page);
    const q2Url = page.url();
    const copyMark = () =>
      page.evaluate(async (queId) => {
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys())
            if (new URL(request.url).searchParams.get("que_id") === queId) {
              const text = await (await (await caches.open(name)).match(request))!.text();
              return /data-offline-copy="([^"]+)"/.exec(text)?.[1] ?? "";
            }
        return "";
      }, q2);

    // Offline: question 2 answered (kept on the device), on to question 3 (its copy).
    await context.setOffline(true);
    await form(page).getByRole("radio").nth(2).check();
    await expect(status(page)).toHaveText(waiting(1));
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("take the lift")).toBeVisible();
    const before = await copyMark();

    // The line back on a slow uplink: the answer's send is held until question 2's copy has been fetched again
    // (with the server's older answer), then goes.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route("**/assessAnswer/autosave**", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue().catch(() => undefined);
    });
    await context.setOffline(false);
    // Question 2's copy is dropped (a page load fetches only what is missing or stale): the reload fetches it again
    // while the answer's send is held.
    await dropCopy(page, q2);
    await page.reload();
    // Fetched again: a mark, and not the old one (no mark at all is the copy still missing, not fetched).
    await expect.poll(async () => [before, ""].includes(await copyMark()), { timeout: 20_000 }).toBe(false);
    release();
    await expect(status(page)).toHaveText(/^(Sent|Saved automatically)/);
    await context.unroute("**/assessAnswer/autosave**");

    // Offline again, to question 2: its copy has the server's older answer; the learner's, confirmed since, is
    // put over it and the card says answered.
    await context.setOffline(true);
    await cardButtons(page).nth(1).click();
    await expect(page.getByText("Which extinguisher")).toBeVisible();
    expect(await isCopy(page)).toBe(true);
    await expect(form(page).getByRole("radio").nth(2)).toBeChecked();
    await expect(cardButtons(page).nth(1)).toHaveAccessibleName(/ Answered/);
    // On without touching it: nothing is kept to be sent, and the server keeps the answer.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("take the lift")).toBeVisible();
    expect(await storedWaiting(page)).toEqual([]);
    await context.setOffline(false);
    await page.goto(q2Url);
    expect(await isCopy(page)).toBe(false);
    await expect(form(page).getByRole("radio").nth(2)).toBeChecked();
  });
});
