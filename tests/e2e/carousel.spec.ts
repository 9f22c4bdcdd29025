import type { Page } from "@playwright/test";

import { expect, JS_ONLY, jsOn, NO_JS, test, waitForHydration } from "./fixtures";

// The one carousel on the public sites (docs/decisions/037): what has focus in a carousel is in view,
// every carousel that moves has previous and next buttons, and a coverflow looks composed at rest, JS on and off.

/**
 * One page of each kind of carousel (the walk costs a few seconds a page): slide rows (party home, a party list), a
 * vertical one with bullets, a coverflow, a coverflow followed by tiles, a full-width banner.
 */
const PAGES = [
  "/center/100004/custom/party",
  "/center/custom/party/list/edu",
  "/center/hzvtc/culture",
  "/center/hzvtc/value",
  "/center/hzvtc/profession",
  "/center/100035/custom/sxyxlx",
];
const COVERFLOW = "/center/hzvtc/value";

/** With JS, until every carousel that moves is run by its engine (the static row is a focus stop until then). */
async function engineReady(page: Page) {
  if (jsOn()) await expect(page.locator(".carousel__viewport[tabindex]")).toHaveCount(0);
}

/**
 * Tabs from the top of the page to past its last carousel; answers each stop inside a carousel that is not wholly
 * in the window and in the carousel's box (its slides' clipping box for what is in a slide).
 */
async function stopsOutOfView(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (let step = 0; step < 400; step += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      const carousels = document.querySelectorAll(".carousel");
      const last = carousels[carousels.length - 1];
      if (!element || element === document.body || !last) return { done: true };
      const past =
        !last.contains(element) &&
        Boolean(last.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      const carousel = element.closest(".carousel");
      if (!carousel) return { done: past };
      const box = (element.closest(".carousel__viewport") ?? carousel).getBoundingClientRect();
      const own = element.getBoundingClientRect();
      const inside = (outer: { left: number; top: number; right: number; bottom: number }) =>
        own.left >= outer.left - 1 &&
        own.top >= outer.top - 1 &&
        own.right <= outer.right + 1 &&
        own.bottom <= outer.bottom + 1;
      const window_ = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
      const name = `${element.tagName} ${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30)}`;
      return { done: false, out: inside(window_) && inside(box) ? null : name };
    });
    if (stop.done) return out;
    if (stop.out) out.push(stop.out);
  }
  throw new Error("the Tab walk never left the last carousel");
}

for (const path of PAGES) {
  test(`keyboard walk at 1280 and 360 px: every focus stop in a carousel is in view (${path})`, async ({
    page,
  }) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator(".carousel").first()).toBeAttached();
      await engineReady(page);
      expect(await stopsOutOfView(page), `focus stops out of view at ${width} px`).toEqual([]);
    }
  });
}

test(
  "every carousel that moves has previous and next buttons that move it",
  { tag: JS_ONLY },
  async ({ page }) => {
    for (const path of [COVERFLOW, "/center/100004/custom/party"]) {
      await page.goto(path);
      await engineReady(page);
      const carousel = page.locator(".carousel").first();
      const previous = carousel.getByRole("button", { name: "Previous slide", exact: true });
      const next = carousel.getByRole("button", { name: "Next slide", exact: true });
      await expect(previous).toBeVisible();
      await expect(next).toBeVisible();
      // Autoplay would move it too: paused first, as a learner would.
      await carousel.getByRole("button", { name: "Pause the carousel" }).click();
      const current = carousel.locator(".swiper-slide-active");
      const first = await current.getAttribute("aria-label");
      await next.click();
      await expect(current).not.toHaveAttribute("aria-label", first ?? "");
      await previous.click();
      await expect(current).toHaveAttribute("aria-label", first ?? "");
      // Previous from the first item goes to the last: the buttons are never disabled, and keep focus.
      await previous.click();
      await previous.click();
      await expect(previous).toBeFocused();
      await expect(previous).toBeEnabled();
    }
  },
);

test(
  "a carousel of one item a view stops each slide whole in its row at 360 px (the contest's past activities)",
  { tag: JS_ONLY },
  async ({ page }) => {
    // The slides are as wide as the row, but the engine moved them by a phone's 1.15 a view: 45 px off.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/center/100044/custom/clnyy#past");
    const carousel = page.locator(".contest-past");
    await expect(carousel.locator(".swiper-initialized")).toBeAttached();
    await carousel.getByRole("button", { name: "Pause the carousel" }).click();
    await carousel.getByRole("button", { name: "Next slide", exact: true }).click();
    const active = carousel.locator(".swiper-slide-active");
    await expect(active).toBeVisible();
    // The move is animated: wait until the active slide stands still, then compare it with its row.
    await expect
      .poll(async () => {
        const [slide, row] = await Promise.all([
          active.boundingBox(),
          carousel.locator(".carousel__viewport").boundingBox(),
        ]);
        return slide && row ? Math.round(Math.abs(slide.x - row.x)) : null;
      })
      .toBe(0);
  },
);

test("the Chinese interface names the buttons in Chinese", { tag: JS_ONLY }, async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "locale", value: "zh-CN", url: baseURL }]);
  await page.goto(COVERFLOW);
  await engineReady(page);
  await expect(page.getByRole("button", { name: "上一张", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "下一张", exact: true })).toBeVisible();
});

test(
  "without JS a carousel is a row to scroll, without buttons that would do nothing",
  { tag: NO_JS },
  async ({ page }) => {
    await page.goto(COVERFLOW);
    const carousel = page.locator(".carousel").first();
    await expect(carousel.getByRole("button")).toHaveCount(0);
    // The row itself takes focus (arrow keys scroll it) and its last item is reachable.
    await expect(carousel.locator(".carousel__viewport")).toHaveAttribute("tabindex", "0");
    await carousel.locator(".tile").last().focus();
    await expect(carousel.locator(".tile").last()).toBeInViewport();
  },
);

/** Whether a slide's box covers each point across the slides' box, a third of the way down (or empty space). */
async function slidesAcross(page: Page): Promise<boolean[]> {
  return page
    .locator(".carousel__viewport")
    .first()
    .evaluate((viewport) => {
      const box = viewport.getBoundingClientRect();
      const y = box.top + box.height / 3;
      const slides = [...viewport.querySelectorAll(".carousel__slide")].map((slide) =>
        slide.getBoundingClientRect(),
      );
      return [0.15, 0.5, 0.85].map((share) => {
        const x = box.left + box.width * share;
        return slides.some(
          (slide) => slide.left <= x && x <= slide.right && slide.top <= y && y <= slide.bottom,
        );
      });
    });
}

test(
  "a coverflow at rest is composed and keeps its box when the engine comes (360, 1280, 1920 px)",
  { tag: JS_ONLY },
  async ({ page }) => {
    for (const width of [360, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      // The engine comes only when the test lets it: first the page as it is before (or without) it.
      let release = () => {};
      const arrived = new Promise<void>((resolve) => (release = resolve));
      await page.route(/carousel-engine/, async (route) => {
        await arrived;
        await route.continue();
      });
      await page.goto(COVERFLOW);
      await waitForHydration(page);
      const carousel = page.locator(".carousel").first();
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.getByRole("button", { name: "Next slide" })).toBeHidden();
      const before = await carousel.boundingBox();
      expect(await slidesAcross(page), `static row at ${width} px`).toEqual([true, true, true]);
      release();
      await engineReady(page);
      await expect(carousel.getByRole("button", { name: "Next slide" })).toBeVisible();
      const after = await carousel.boundingBox();
      expect(after?.height, `the carousel's height at ${width} px`).toBeCloseTo(before?.height ?? 0, 0);
      expect(after?.y, `the carousel's place at ${width} px`).toBeCloseTo(before?.y ?? 0, 0);
      expect(await slidesAcross(page), `coverflow at rest at ${width} px`).toEqual([true, true, true]);
      await page.unroute(/carousel-engine/);
    }
  },
);
