import type { Page } from "@playwright/test";

import { expect, JS_ONLY, logIn, test, waitForHydration, useAccount } from "./fixtures";

// Decision 020 (phones): on a 360 px phone nothing a learner needs is hidden, not only "no page overflow":
// every table cell and menu link of the learner area is inside the viewport and not cut off by a scrolling or
// clipping box; and the study-data legend shows every category with no word broken, at 360 and at 1280 px.

const SCHOOL = "/center/100001/user";
const PHONE = { width: 360, height: 740 };

/**
 * Where each element is cut off (none when all of it is in sight): inside the viewport sideways, and inside every
 * ancestor box that clips or scrolls its overflow (the 296 px box that hid 'view result'). Screen-reader-only
 * text (a 1 px clipped box, such as the records' header row on a phone) is not for the eye and is skipped. Run in
 * the page over all the elements at once: one round trip per screen, however many links it has.
 */
function cutOffIn(nodes: Element[]): string[] {
  return nodes.flatMap((node) => {
    for (let box: Element | null = node; box; box = box.parentElement) {
      if (box.getBoundingClientRect().width <= 1) return [];
    }
    const box = node.getBoundingClientRect();
    const name = `${node.tagName.toLowerCase()} '${(node.textContent ?? "").trim().slice(0, 30)}'`;
    if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
      return [
        `${name} at ${Math.round(box.left)}..${Math.round(box.right)} outside the ${window.innerWidth} px viewport`,
      ];
    }
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) {
        return [`${name} cut off sideways by ${parent.tagName.toLowerCase()}.${parent.className}`];
      }
      if (box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5) {
        return [`${name} cut off by ${parent.tagName.toLowerCase()}.${parent.className}`];
      }
    }
    return [];
  });
}

/** Every element of `selector` the learner is meant to see is fully in sight. */
async function expectAllInSight(page: Page, selector: string, atLeast: number) {
  const shown = page.locator(selector).filter({ visible: true });
  expect(await shown.count(), `${selector} on ${page.url()}`).toBeGreaterThanOrEqual(atLeast);
  expect(await shown.evaluateAll(cutOffIn), `cut off on ${page.url()}`).toEqual([]);
}

test.describe("at 360 px", () => {
  test.use({ viewport: PHONE });

  test("the assessment records are cards: score, time used and 'view result' in sight", async ({ page }) => {
    await useAccount(page, "learner");
    await page.goto(`${SCHOOL}/myAssess?tabs=1`);
    const records = page.getByRole("table", { name: "Assessment records" });
    await expect(records).toBeVisible();
    await expectAllInSight(page, ".assess-records tbody th, .assess-records tbody td", 5);
    // Each figure says what it is, as the column header does on a wide screen.
    const firstRow = records.locator("tbody tr").first();
    await expect(firstRow.locator("td").nth(1)).toHaveAttribute("data-label", "Score");
    await expect(firstRow.locator("td").nth(2)).toHaveAttribute("data-label", "Time used");
    const viewResult = records.getByRole("link").filter({ hasText: "View result" }).first();
    await viewResult.scrollIntoViewIfNeeded();
    await expect(viewResult).toBeInViewport();
    expect(await viewResult.evaluateAll(cutOffIn)).toEqual([]);
    await waitForHydration(page);
  });

  test("the learning-centre menu shows all seven links, wrapping", async ({ page }) => {
    await logIn(page, "learner");
    const menu = page.getByRole("navigation", { name: "Learning centre menu" });
    await expect(menu.getByRole("link")).toHaveCount(7);
    await expectAllInSight(page, "nav.user-nav a", 7);
  });

  test("every other screen of the learner area: tables, tabs, menus and links in sight", async ({ page }) => {
    test.setTimeout(60_000);
    await logIn(page, "learner");
    for (const screen of [
      "myClass",
      "studyRecord",
      "myNote",
      "myCertificate",
      "myPractice",
      "myAssess",
      "myAssess?tabs=1",
      "MyStudy",
    ]) {
      await page.goto(`${SCHOOL}/${screen}`);
      await expect(page.getByRole("navigation", { name: "Learning centre menu" })).toBeVisible();
      // The header's links too: in English "Learning centre" was cut to "Learning cen".
      await expectAllInSight(
        page,
        "header nav a, nav.user-nav a, main table th, main table td, main a, main button",
        10,
      );
      // No sideways scrolling at page level either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
    }
  });
});

test.describe("public sites at 360 px, in English", () => {
  test.use({ viewport: PHONE });

  /** Each search field's hint whose text is wider than the field's inside (the placeholder is cut). */
  function cutHints(inputs: Element[]): string[] {
    const context = document.createElement("canvas").getContext("2d")!;
    return inputs.flatMap((node) => {
      const input = node as HTMLInputElement;
      const style = getComputedStyle(input);
      context.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needs = context.measureText(input.placeholder).width;
      return needs > room + 0.5 ? [`'${input.placeholder}' needs ${Math.ceil(needs)} px of ${room}`] : [];
    });
  }

  test("search hints and banner captions are whole (they were cut in English)", async ({
    page,
    javaScriptEnabled,
  }) => {
    for (const home of ["/center/100028/hzvtc", "/center/100004/custom/party"]) {
      await page.goto(home);
      const hints = page.locator("input[placeholder]").filter({ visible: true });
      expect(await hints.count(), home).toBeGreaterThan(0);
      expect(await hints.evaluateAll(cutHints), home).toEqual([]);
    }
    // The study-trip banner's caption was placed over a picture of fixed height: its first line was cut off.
    await page.goto("/center/100035/custom/sxyxlx");
    // With the carousel's engine a slide is narrower than the row (the next one peeks in): more lines.
    if (javaScriptEnabled) await expect(page.locator(".trip-banner .swiper-initialized")).toBeAttached();
    const slide = page.locator(".trip-banner__slide").first();
    await expect(slide).toBeInViewport();
    const cut = await slide.evaluate((node) => {
      const frame = node.getBoundingClientRect();
      const text = node.querySelector(".trip-banner__text")!.getBoundingClientRect();
      return text.top < frame.top - 0.5 || text.bottom > frame.bottom + 0.5;
    });
    expect(cut, "the first slide's caption is cut off").toBe(false);
  });
});

test("at 320 px, the smallest phone, the learning records and my courses do not scroll sideways", async ({
  page,
}) => {
  // A long record name made its list 4 px wider than the screen.
  await useAccount(page, "learner");
  await page.setViewportSize({ width: 320, height: 700 });
  for (const screen of ["studyRecord", "myClass"]) {
    await page.goto(`${SCHOOL}/${screen}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(320);
  }
});

/** The legend shows every category: each entry in sight, no name overflowing or broken inside a word. */
async function expectReadableLegend(page: Page) {
  const timeTable = page.getByRole("table", { name: /Study time by category/ });
  const categories = await timeTable.locator("tbody tr").count();
  expect(categories).toBeGreaterThan(6);
  const legend = page.getByRole("group", { name: "Legend" });
  await expect(legend.getByRole("listitem")).toHaveCount(categories);
  await legend.scrollIntoViewIfNeeded();
  // More than 6: a box of its own that scrolls (§2.1, decision 027); each entry comes fully into sight in it.
  expect(await legend.evaluate((node) => node.scrollHeight > node.clientHeight + 1)).toBe(true);
  for (const entry of await legend.getByRole("listitem").all()) {
    await entry.scrollIntoViewIfNeeded();
    expect(await entry.evaluateAll(cutOffIn)).toEqual([]);
  }
  const broken = await legend.locator(".study-legend__name").evaluateAll((names) =>
    names.flatMap((name) => {
      if (name.scrollWidth > name.clientWidth + 1) return [`'${name.textContent}' overflows`];
      const text = name.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      // Each word on one line: a word whose range has two boxes was broken across lines.
      const content = text.textContent ?? "";
      const problems: string[] = [];
      for (const match of content.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`'${match[0]}' broken in '${content}'`);
      }
      return problems;
    }),
  );
  expect(broken).toEqual([]);
}

for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
  // The chart and its legend are drawn with JavaScript; without it the table.
  test(
    `the study-data legend is readable at ${viewport.width} px: every category, no word broken`,
    { tag: JS_ONLY },
    async ({ page }) => {
      await page.setViewportSize(viewport);
      await useAccount(page, "learner");
      await page.goto(`${SCHOOL}/MyStudy`);
      await expect(page.locator(".study-ring svg").first()).toBeVisible();
      await expectReadableLegend(page);
    },
  );
}
