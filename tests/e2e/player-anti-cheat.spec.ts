import type { Page } from "@playwright/test";

import { expect, JS_ONLY, test, UPSTREAM, useAccount } from "./fixtures";

// learner-area §4 anti-cheat: school 100035 pauses playback when the tab is hidden (play_status 1), with a dialog
// whose OK continues. JavaScript only; `learner100035` has one short demo course there.

async function setVisibility(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (hide ? "hidden" : "visible"),
    });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hide });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

// Anti-cheat is the page's script.
test(
  "leaving the tab pauses the video and says so; OK closes the dialog",
  { tag: JS_ONLY },
  async ({ page }) => {
    await useAccount(page, "learner100035");
    const answer = await page.request.get(`${UPSTREAM}/api/my/course`, {
      params: { page: 1, size: 10, is_learn: 0, q: "Study-Trip Safety Briefing" },
    });
    const course = ((await answer.json()) as { data: { items: { id: number }[] } }).data.items[0]?.id;
    if (!course) throw new Error("no course for learner100035");

    await page.goto(`/center/100035/video/${course}/0`);
    await expect(page.locator(".video-js")).toBeVisible({ timeout: 15_000 });
    const video = page.locator(".video-js video");
    await video.evaluate((node: HTMLVideoElement) => {
      node.muted = true;
    });
    await page.locator(".vjs-big-play-button").click();
    await expect
      .poll(() => video.evaluate((node: HTMLVideoElement) => !node.paused && node.currentTime > 0.2), {
        timeout: 15_000,
      })
      .toBe(true);

    await setVisibility(page, true);
    await setVisibility(page, false);
    const dialog = page.getByRole("dialog", {
      name: "Study is paused when you switch away, press OK to continue",
    });
    await expect(dialog).toBeVisible();
    expect(await video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(true);
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog).toBeHidden();
  },
);
