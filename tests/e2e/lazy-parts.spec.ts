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
