import type { Page } from "@playwright/test";

import { expect, JS_ONLY, NO_JS, test, useAccount } from "./fixtures";

// Decision 027 (public-sites §2.1): with more than 6 categories the study-data legend scrolls,
// 6 entries high, and the keyboard reaches it and scrolls it; without JavaScript the server's table lists them.

async function studyData(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await useAccount(page, "learner");
  await page.goto("/center/100001/user/MyStudy");
  const table = page.getByRole("table", { name: /Study time by category/ });
  const categories = await table.locator("tbody tr").count();
  expect(categories).toBeGreaterThan(6);
  return { table, categories };
}

test("without JavaScript the table lists more than 6 categories", { tag: NO_JS }, async ({ page }) => {
  const { table } = await studyData(page);
  await expect(table).toBeVisible();
});

test(
  "the legend of more than 6 categories scrolls and the keyboard scrolls it",
  { tag: JS_ONLY },
  async ({ page }) => {
    const { categories } = await studyData(page);
    const legend = page.getByRole("group", { name: "Legend" });
    await expect(legend.getByRole("listitem")).toHaveCount(categories);
    const box = await legend.evaluate((node) => ({ scroll: node.scrollHeight, client: node.clientHeight }));
    expect(box.scroll).toBeGreaterThan(box.client + 1);
    // About 6 entries high (2 rem each), not the whole list.
    const entry = await legend
      .getByRole("listitem")
      .first()
      .evaluate((node) => node.getBoundingClientRect().height);
    expect(box.client).toBeLessThan(entry * 7);

    await legend.focus();
    await expect(legend).toBeFocused();
    await page.keyboard.press("End");
    await expect.poll(() => legend.evaluate((node) => node.scrollTop)).toBeGreaterThan(0);
  },
);
