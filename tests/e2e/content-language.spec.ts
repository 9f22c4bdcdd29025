import type { Page } from "@playwright/test";

import { expect, MARKUP, test, useAccount } from "./fixtures";

// Decision 036 (content language): content in another language than the page carries `lang`, so a screen reader reads it
// with the right voice. The demo's upstream content (course names, descriptions, reviews, the sites' own texts)
// is Chinese; in the English interface each text of it sits in an element whose nearest `lang` is zh-CN. The
// check reads the server's HTML (the same with script or without).

/** The visible texts with Chinese characters whose nearest `lang` is not Chinese (at most 10, for the message). */
async function chineseReadAsEnglish(
  page: Page,
  within = "body",
  attributes = false,
): Promise<{ count: number; texts: string[] }> {
  return page.evaluate(
    ([selector, withAttributes]) => {
      const found: string[] = [];
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? "";
          const parent = node.parentElement;
          if (!text || !parent || !/[\u3400-\u9fff]/.test(text)) continue;
          if (parent.closest("script, style, template, [hidden], [aria-hidden='true']")) continue;
          const lang = parent.closest("[lang]")?.getAttribute("lang") ?? "";
          if (!lang.startsWith("zh")) found.push(text.slice(0, 40));
        }
        // A text alternative or label is read in the language of its element too (decisions 044, 051): checked
        // on every page listed here.
        if (!withAttributes) continue;
        for (const element of root.querySelectorAll("[alt], [aria-label], [title]")) {
          if (element.closest("[hidden], [aria-hidden='true']")) continue;
          const lang = element.closest("[lang]")?.getAttribute("lang") ?? "";
          if (lang.startsWith("zh")) continue;
          for (const name of ["alt", "aria-label", "title"]) {
            const value = element.getAttribute(name) ?? "";
            if (/[\u3400-\u9fff]/.test(value)) found.push(`${name}="${value.slice(0, 36)}"`);
          }
        }
      }
      return { count: found.length, texts: found.slice(0, 10) };
    },
    [within, attributes] as const,
  );
}

const pages = [
  ["the party home", "/center/100004/custom/party"],
  ["a party course", "/center/custom/party/detail?id=4001&key=join"],
  ["the college home", "/center/100028/hzvtc"],
  ["a college course", "/center/hzvtc/detail?id=28001&key=culture"],
  ["a college section", "/center/hzvtc/culture"],
  ["a course of the party school in the learning area", "/center/100004/class/4001?tab=reviews"],
  ["the same course's directory", "/center/100004/class/4001"],
  ["a party list", "/center/custom/party/list/edu"],
  ["the study-trip page", "/center/100035/custom/sxyxlx"],
  ["the party's first project", "/center/custom/party/project?index=0"],
  ["the party's second project", "/center/custom/party/project?index=1"],
  ["the party's third project", "/center/custom/party/project?index=2"],
  ["the party's fourth project", "/center/custom/party/project?index=3"],
  ["the party's search for a Chinese keyword", "/center/custom/party/search?keywords=%E5%85%9A"],
  ["the college's search for a Chinese keyword", "/center/hzvtc/search?keywords=%E8%A5%BF%E6%B9%96"],
] as const;

for (const [name, path] of pages) {
  test(`${name} in English marks its Chinese content zh-CN`, { tag: MARKUP }, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const misread = await chineseReadAsEnglish(page, "body", true);
    expect(misread, `Chinese texts read as English on ${path}`).toEqual({ count: 0, texts: [] });
  });
}

test(
  "My courses in English marks its Chinese course cards and category names zh-CN",
  { tag: MARKUP },
  async ({ page }) => {
    await useAccount(page, "learner100004");
    await page.goto("/center/100004/user/myClass");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator(".course-card").first()).toBeVisible();
    // Labels too (decision 051): 'Study now: <course>' was an aria-label read in English.
    const misread = await chineseReadAsEnglish(page, ".course-card, .category-filter", true);
    expect(misread, "Chinese texts read as English on My courses' cards").toEqual({ count: 0, texts: [] });
  },
);

test("the contest in English marks its Chinese content zh-CN", { tag: MARKUP }, async ({ page }) => {
  await page.goto("/center/100044/custom/clnyy");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The whole page, its text alternatives and labels too (decision 051): the schedule's heading, the links'
  // suffixes, the carousels' names and the banner's alt were the last gaps.
  const misread = await chineseReadAsEnglish(page, "body", true);
  expect(misread, "Chinese texts read as English on the contest").toEqual({ count: 0, texts: [] });
});
