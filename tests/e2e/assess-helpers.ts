import type { Page } from "@playwright/test";

import { expect } from "./fixtures";

export const MY_ASSESS = "/center/100001/user/myAssess";

/**
 * Walks the pages of My assessments to the card of this assessment. Each page is loaded by its URL: after a
 * client-side 'Next' the URL may change a moment before the list does, and a stale list must not be searched.
 */
export async function findAssessment(page: Page, name: string) {
  for (let number = 1; number <= 6; number += 1) {
    await page.goto(`${MY_ASSESS}?tabs=0&page=${number}`);
    const card = page
      .locator(".assess-list > li")
      .filter({ has: page.getByRole("heading", { name, exact: true }) });
    if ((await card.count()) > 0) return card;
    const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" });
    if ((await next.count()) === 0) break;
  }
  throw new Error(`no assessment named ${name} in the list`);
}

/** Start → the dialog → Begin: ends on the answering screen of a new (or resumed) attempt. */
export async function beginAssessment(page: Page, name: string): Promise<void> {
  const card = await findAssessment(page, name);
  await card.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/[?&]start=\d+/);
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Time limit", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Begin" }).click();
  await expect(page).toHaveURL(/\/myAssess\/assessAnswer\?/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** The answer card's numbered buttons. */
export function cardButtons(page: Page) {
  return page.getByRole("region", { name: "Answer card" }).getByRole("button");
}

/**
 * Answers the question on screen, whatever its type: the first option, "true", a text or every blank. Returns
 * what was answered, to look for in the result.
 */
export async function answerCurrent(page: Page, text: string): Promise<string> {
  const form = page.locator("#assess-answer-form");
  await expect(form).toBeVisible();
  // The page streams in: the form shows before all of its fields are parsed, and counting them must not be early.
  await page.waitForLoadState();
  const radios = form.getByRole("radio");
  const checkboxes = form.getByRole("checkbox");
  const textarea = form.locator("textarea[name=answer]");
  const blanks = form.locator("input[name=blank]");
  if ((await radios.count()) > 0) {
    await radios.first().check();
    return "choice";
  }
  if ((await checkboxes.count()) > 0) {
    await checkboxes.first().check();
    return "choice";
  }
  if ((await textarea.count()) > 0) {
    await textarea.fill(text);
    return text;
  }
  const count = await blanks.count();
  for (let index = 0; index < count; index += 1) await blanks.nth(index).fill(`${text} ${index + 1}`);
  return count > 0 ? `${text} 1` : "";
}
