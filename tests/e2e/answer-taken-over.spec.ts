import type { Page, Route } from "@playwright/test";

import { expect, JS_ONLY, logIn, test } from "./fixtures";
import { beginAssessment } from "./assess-helpers";
import { appliedSaves, recordIdOf } from "./helpers/applied-saves";

// An answer a page kept and sent, whose reply the line lost after the server had applied it, taken over by the next
// page of the attempt (a reload here; a move to a question kept on the device does the same): every page of the
// device sends under the device's one sender, at the place the answer was given (decision 042, "One order for the
// device"), so the upstream applies the learner's answer once, not once per page that sent it.

const FIRE = "Fire safety certification";
const ANSWERING = /\/myAssess\/assessAnswer(\/autosave)?(\.data)?\?/;

const status = (page: Page) => page.locator(".answer-status__line");
const form = (page: Page) => page.locator("#assess-answer-form");

// The reply the test cuts is reported by the browser; every other error still fails the test.
test.afterEach(({ pageErrors }) => {
  const others = pageErrors.filter(
    (error) => !/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|CONNECTION_RESET)\b/.test(error),
  );
  pageErrors.splice(0, pageErrors.length, ...others);
});

test(
  "an answer sent, its reply lost, then taken over by the next page is applied once",
  { tag: JS_ONLY },
  async ({ page }) => {
    await logIn(page, "learner18");
    await beginAssessment(page, FIRE);
    const recordId = recordIdOf(page.url());
    await expect(form(page).getByRole("radio").first()).toBeVisible();
    const queId = await form(page).locator("input[name=que_id]").inputValue();
    const earlier = (await appliedSaves(recordId)).length;

    // The first send's reply is lost after the server applied it; the page's retries then find no line, so that
    // the answer is still waiting when the page is left.
    let cut = 0;
    await page.route(ANSWERING, async (route: Route) => {
      if (route.request().method() !== "POST") return route.continue();
      cut += 1;
      if (cut > 1) return route.abort("internetdisconnected").catch(() => undefined);
      await route.fetch().catch(() => undefined);
      return route.abort("connectionreset").catch(() => undefined);
    });
    const radios = form(page).getByRole("radio");
    // Never the option the server has already (a repeated run resumes the attempt): a new answer.
    const option = (await radios.nth(1).isChecked()) ? 2 : 1;
    await radios.nth(option).check();
    // The page does not know the server has it: it waits, to be sent again.
    await expect(status(page)).toHaveText(/1 answer waiting/);
    expect(cut).toBeGreaterThanOrEqual(1);
    const answer = (await radios.nth(option).getAttribute("value")) ?? "";

    // The next page takes it over and sends it; the line says it has reached the server.
    await page.unroute(ANSWERING);
    await page.reload();
    await expect(radios.nth(option)).toBeChecked();
    await expect(status(page)).toHaveText(
      /^(Sent: every answer has reached the server|Saved automatically)$/,
    );

    const applied = (await appliedSaves(recordId)).slice(earlier).filter((save) => save.queId === queId);
    expect(applied.map((save) => save.answer)).toEqual([answer]);
  },
);
