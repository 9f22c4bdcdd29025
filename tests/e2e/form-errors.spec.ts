import type { Page } from "@playwright/test";

import { checkAxe } from "./axe";
import { courseId, expect, JS_ONLY, NO_JS, test, useAccount, type Account } from "./fixtures";

// A refused review (decision 036): with JavaScript the focus goes to what went wrong and it is
// announced; without it the page that comes back opens with an error summary at the top of its main content,
// each refusal a link to its field, and its title starts with 'Error: '. The three review forms: the learner
// area's course page and the public sites' course details (the college's and the party's).

// The 5-character rule in English (both specs' wordings read so in English; the Chinese ones: unit tests).
const SHORT = "Please enter at least 5 characters";

const forms: { name: string; account: Account; path: (page: Page) => Promise<string> }[] = [
  {
    name: "the learner area's course page",
    account: "learner",
    path: async (page) =>
      `/center/100001/class/${await courseId(page, "Web Development with HTML and CSS")}?tab=reviews`,
  },
  {
    name: "the college's course detail",
    account: "learner100028",
    path: async () => "/center/hzvtc/detail?id=28001&key=culture",
  },
  {
    name: "the party's course detail",
    account: "learner100004",
    path: async () => "/center/custom/party/detail?id=4001&key=join",
  },
];

for (const form of forms) {
  test(
    `${form.name}: a too-short review puts the focus on the text, announced`,
    { tag: JS_ONLY },
    async ({ page }) => {
      await useAccount(page, form.account);
      await page.goto(await form.path(page));
      const content = page.getByLabel("Your review");
      await content.fill("abcd");
      await page.getByRole("button", { name: "Publish" }).click();

      // Announced: an alert (the summary) says it; the focus is on the text, which is invalid and described by it.
      await expect(page.getByRole("alert").filter({ hasText: SHORT })).toBeVisible();
      await expect(content).toBeFocused();
      await expect(content).toHaveAttribute("aria-invalid", "true");
      const describedBy = (await content.getAttribute("aria-describedby")) ?? "";
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(SHORT);
      // The refused page with its summary passes axe.
      await checkAxe(page, true);
    },
  );

  test(
    `${form.name}: without JavaScript the page opens with an error summary and an 'Error:' title`,
    {
      tag: NO_JS,
    },
    async ({ page }) => {
      await useAccount(page, form.account);
      const path = await form.path(page);
      await page.goto(path);
      const title = await page.title();
      await page.getByLabel("Your review").fill("abcd");
      await page.getByRole("button", { name: "Publish" }).click();

      await expect(page).toHaveTitle(`Error: ${title}`);
      const summary = page.locator("main .error-summary");
      await expect(summary).toBeVisible();
      await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
      const link = summary.getByRole("link", { name: SHORT });
      await expect(link).toHaveAttribute("href", "#review-content");
      // At the top of the main content: in view as the page opens (the form is far below it), nothing of the
      // page's own before it but its heading's hero.
      await expect(summary).toBeInViewport();
      const box = await summary.boundingBox();
      const mainBox = await page.locator("main").boundingBox();
      expect(box && mainBox && box.y - mainBox.y).toBeLessThan(40);
      // What was typed is kept, and the field says it is in error.
      await expect(page.getByLabel("Your review")).toHaveValue("abcd");
      await expect(page.getByLabel("Your review")).toHaveAttribute("aria-invalid", "true");
      await checkAxe(page, false);
    },
  );
}
