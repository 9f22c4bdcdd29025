import { cardButtons } from "./assess-helpers";
import { expect, JS_ONLY, test, useAccount, waitForHydration } from "./fixtures";

// Parts of the question screens load their code when shown (app/components/ui/lazy-part.tsx, decision 025). When
// that code cannot be had (a weak network, a blocker, a deploy that removed the file), the part is left out and
// the screen stays — never the error page that would hide the learner's answer (attack finding F1).

const ANSWERING =
  "/center/100001/user/myAssess/assessAnswer?ass_id=9&class_id=0&assessName=Party+history+study&record_id=5";

// Without JavaScript nothing is loaded later.
test(
  "a part whose code cannot load is left out; the question screen stays",
  { tag: JS_ONLY },
  async ({ page, pageErrors }) => {
    await useAccount(page, "learner");
    await page.route(/\.lazy-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(ANSWERING);
    await waitForHydration(page);
    // The timer (a part) was on the page as the server rendered it; its code did not come, so it is left out.
    await expect(page.getByRole("timer")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Party history study" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    // The question form is there and still moves on.
    const next = page.getByRole("button", { name: "Next" });
    await expect(next).toBeEnabled();
    // What the blocked files and the part rendered again in the browser make the page report; nothing else.
    const expected =
      /net::ERR_FAILED|Failed to load resource|hydrat|Minified React error #4(18|19|21|22|23|25)/i;
    expect(pageErrors.filter((error) => !expected.test(error))).toEqual([]);
    pageErrors.length = 0;
  },
);

// Finding F2: on a slow line the learner acts before a part's code has arrived. React 18 dropped the part's server
// HTML then, reporting error #421 (an update reached a Suspense boundary still waiting for its code). A part now
// never suspends: it keeps the server's HTML until its code has arrived (decision 031).
test(
  "acting before a part's code arrives breaks nothing and loses nothing (F2)",
  { tag: JS_ONLY },
  async ({ page }) => {
    await useAccount(page, "learner");
    // The parts' code comes only when the test lets it: a slow line.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.lazy-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto(ANSWERING);
    await waitForHydration(page);
    const timer = page.getByRole("timer");
    await expect(timer).toHaveText(/\d+ min \d\d s$/);
    // The learner answers and moves on before the timer's code has come.
    const form = page.locator("#assess-answer-form");
    const field = form.locator("textarea[name=answer], input[type=text][name=answer]").first();
    const typed = (await field.count()) > 0;
    if (typed) await field.fill("typed before the timer's code came");
    else await form.locator("input[name=answer]:is([type=radio], [type=checkbox])").first().check();
    // While the post is on its way the timer is the server's HTML, as it was.
    let post = () => {};
    const posted = new Promise<void>((resolve) => (post = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await posted;
      await route.continue();
    });
    await expect(form).toContainText(/Question 1(?!\d)/);
    const url = page.url();
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && /\.data(\?|$)/.test(request.url()),
    );
    await page.getByRole("button", { name: "Next" }).click();
    await sent;
    await expect(timer).toHaveText(/\d+ min \d\d s$/);
    await expect(form.locator("textarea[name=answer], input[name=answer]").first()).toBeVisible();
    // The page moves on to the next question, still without the parts' code: before, React reported #421 here
    // and threw the timer's HTML away (the fixture fails the test on any page error).
    post();
    await expect(page).not.toHaveURL(url);
    // The next question is on screen at once: the page does not wait for the parts' code either.
    await expect(form).toContainText(/Question 2(?!\d)/);
    // When the code arrives the parts are live in their places, and the answer was saved.
    release();
    await expect(cardButtons(page).first()).toContainText("Answered");
    await expect(cardButtons(page).nth(1)).toHaveAttribute("aria-current", "step");
    await expect(timer).toHaveText(/\d+ min \d\d s$/);
    const shown = await timer.textContent();
    await expect(timer).not.toHaveText(shown ?? "");
  },
);
