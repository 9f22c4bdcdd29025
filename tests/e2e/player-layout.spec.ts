import type { Page } from "@playwright/test";

import { courseId, expect, JS_ONLY, jsOn, test, UPSTREAM } from "./fixtures";

// The player's layout (docs/decisions/039): nothing moves while the page loads, and on a desktop
// the directory stands beside the stage with the slides centred on it. JavaScript on and off.

type Material = { cm_id: number; type: number };

test.use({ account: "learner" });

async function materialsOf(page: Page, course: number): Promise<Material[]> {
  const answer = await page.request.get(`${UPSTREAM}/api/course/${course}/chapter`, {
    params: { action: "learn" },
  });
  const body = (await answer.json()) as { data: { children: Material[] }[] };
  return body.data.flatMap((section) => section.children);
}

async function firstOfType(page: Page, type: number): Promise<string> {
  const course = await courseId(page, "Welding Safety and Technique");
  const material = (await materialsOf(page, course)).find((item) => item.type === type);
  if (!material) throw new Error(`no material of type ${type}`);
  return `/center/100001/video/${course}/${material.cm_id}`;
}

/** A slow phone network and CPU, so that the video box mounts well after the first paint, as on a phone. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

type Shift = { value: number; sources: string[] };

/**
 * Records every layout shift of the page from its first paint on: with JavaScript a PerformanceObserver
 * ('layout-shift', buffered) in the page; without, the same entries from the browser's performance timeline
 * (DevTools protocol), since the page runs no script.
 */
async function recordShifts(page: Page): Promise<() => Promise<Shift[]>> {
  if (!jsOn()) {
    const cdp = await page.context().newCDPSession(page);
    const seen: Shift[] = [];
    cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => {
      const details = event.layoutShiftDetails;
      if (!details || details.hadRecentInput) return;
      seen.push({ value: details.value, sources: details.sources.map((source) => String(source.nodeId)) });
    });
    await cdp.send("PerformanceTimeline.enable", { eventTypes: ["layout-shift"] });
    return () => Promise.resolve(seen);
  }
  await page.addInitScript(() => {
    const seen: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node);
        });
        seen.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`no layout shift while a video's page loads, throttled, at ${width}×${height}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    const address = await firstOfType(page, 1);
    const shifts = await recordShifts(page);
    await throttle(page);
    await page.goto(address);
    // The video box is final: video.js has mounted (with JavaScript), and the video knows its size.
    if (jsOn()) await expect(page.locator(".video-js")).toBeVisible({ timeout: 60_000 });
    const video = page.locator("video").first();
    await expect
      .poll(() => video.evaluate((node: HTMLVideoElement) => node.readyState), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(1);
    // A shift of the last change is reported with the next frame: wait for one more frame to be drawn.
    await page.screenshot();
    const seen = await shifts();
    const total = seen.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(seen)).toBeLessThan(0.02);
  });
}

test("on a desktop the directory stands beside the stage, 375 px wide, the current material marked", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(await firstOfType(page, 1));
  const stage = page.locator(".player-stage__screen");
  const directory = page.getByRole("region", { name: "Directory" });
  await expect(directory).toBeVisible();
  const stageBox = await stage.boundingBox();
  const directoryBox = await directory.boundingBox();
  if (!stageBox || !directoryBox) throw new Error("no boxes");
  // Beside the stage, level with it, not under it.
  expect(directoryBox.x).toBeGreaterThanOrEqual(stageBox.x + stageBox.width);
  expect(directoryBox.y).toBeLessThan(stageBox.y + stageBox.height);
  expect(Math.abs(directoryBox.width - 375)).toBeLessThanOrEqual(2);
  // The current material is marked, and the links are reached by the keyboard.
  const current = directory.locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await current.focus();
  await expect(current).toBeFocused();
  // The panels' control: the directory is the one shown.
  const panels = page.getByRole("navigation", { name: "Study panels" });
  await expect(panels.getByRole("link", { name: "Directory", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test(
  "on a desktop the current material is in view in a directory longer than its column",
  { tag: JS_ONLY },
  async ({ page }) => {
    // Web Development has four chapters and seven materials: taller than the column of a short window.
    await page.setViewportSize({ width: 1280, height: 520 });
    const course = await courseId(page, "Web Development with HTML and CSS");
    const last = (await materialsOf(page, course)).at(-1);
    if (!last) throw new Error("no material");
    await page.goto(`/center/100001/video/${course}/${last.cm_id}`);
    const directory = page.getByRole("region", { name: "Directory" });
    const current = directory.locator('a[aria-current="page"]');
    await expect(current).toBeVisible();
    expect(await directory.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
    await expect(current).toBeInViewport();
    await expect
      .poll(async () => {
        const box = await directory.boundingBox();
        const item = await current.boundingBox();
        return Boolean(box && item && item.y >= box.y && item.y + item.height <= box.y + box.height);
      })
      .toBe(true);
  },
);

test("on a phone the directory follows the stage in the page, not over it", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(await firstOfType(page, 1));
  const stageBox = await page.locator(".player-stage__screen").boundingBox();
  const directory = page.getByRole("region", { name: "Directory" });
  await expect(directory).toBeVisible();
  const directoryBox = await directory.boundingBox();
  if (!stageBox || !directoryBox) throw new Error("no boxes");
  expect(directoryBox.y).toBeGreaterThanOrEqual(stageBox.y + stageBox.height);
  expect(directoryBox.x + directoryBox.width).toBeLessThanOrEqual(360);
});

test("slides are centred on the stage", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(await firstOfType(page, 2));
  const frame = page.locator(".player-slides__frame");
  await expect(frame).toBeVisible();
  // With JavaScript the page itself (react-pdf's canvas); without, what stands in for it.
  const slide = jsOn() ? frame.locator("canvas") : frame.locator(".player-slides__placeholder");
  await expect(slide).toBeVisible({ timeout: 15_000 });
  const frameBox = await frame.boundingBox();
  const slideBox = await slide.boundingBox();
  if (!frameBox || !slideBox) throw new Error("no boxes");
  const left = slideBox.x - frameBox.x;
  const right = frameBox.x + frameBox.width - (slideBox.x + slideBox.width);
  expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
  // The frame is the stage's width; with JavaScript the page fills the frame's width or its height.
  const stageBox = await page.locator(".player-stage").boundingBox();
  expect(Math.abs((stageBox?.width ?? 0) - frameBox.width)).toBeLessThanOrEqual(2);
  if (jsOn()) {
    const fills = frameBox.width - slideBox.width <= 4 || Math.abs(frameBox.height - slideBox.height) <= 4;
    expect(fills, JSON.stringify({ frameBox, slideBox })).toBe(true);
  }
});

test("a document is shown as a page with its open and download links", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(await firstOfType(page, 3));
  const sheet = page.locator(".player-document");
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("link", { name: "Open the document" })).toBeVisible();
  await expect(sheet.getByRole("link", { name: "Download" })).toHaveAttribute("download", "");
  const box = await sheet.boundingBox();
  if (!box) throw new Error("no box");
  // A page, not a lone button: as tall as a sheet of paper at this width.
  expect(box.height).toBeGreaterThan(300);
});
