import type { Page } from "@playwright/test";

import { expect } from "../fixtures";

export const PRACTICE = "/center/100001/user/myPractice";

/**
 * Opens the chapter `chapter` of the practice set `set` from My practice, ending on its answering screen; a chapter
 * submitted by an earlier run (or another test of the learner) is answered again first.
 */
export async function openChapter(page: Page, set: string, chapter: string): Promise<void> {
  await page.goto(PRACTICE);
  await page.getByRole("heading", { name: set }).getByRole("link").click();
  await page
    .getByRole("region", { name: `Chapters of ${set}` })
    .getByRole("listitem")
    .filter({ hasText: chapter })
    .getByRole("button", { name: "Practice now" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: chapter })).toBeVisible();
  if (page.url().includes("/AgainPractice")) {
    await page.getByRole("link", { name: "Answer again" }).click();
    await page
      .getByRole("dialog", { name: "Answer again" })
      .getByRole("button", { name: "Answer again" })
      .click();
  }
  await expect(page).toHaveURL(/\/myPractice\/NowPractice\?/);
}
