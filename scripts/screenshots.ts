// Screenshots of the pages a design review looks at (decision 046): the first screen of each page at 1920, 1280
// and 360 px wide, zh-CN, taken with the headless Chromium the e2e run uses, as small JPEGs. Against a running
// portal (`npm start`), logged in as the demo learner for the learning-centre pages.
//
//   npx tsx scripts/screenshots.ts <base URL> <output folder> [prefix] [jpeg|png] [page name]
import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { chromium, type Browser } from "@playwright/test";

const [base = "http://localhost:3000", out = "screenshots", prefix = "", type = "jpeg", only] =
  process.argv.slice(2);
const format = type === "png" ? "png" : "jpeg";

const PAGES = [
  ["college", "/center/100028/hzvtc", false],
  ["party", "/center/100004/custom/party", false],
  ["contest", "/center/100044/custom/clnyy", false],
  ["study-trip", "/center/100035/custom/sxyxlx", false],
  ["catalogue", "/center/school/class", true],
  ["course", "/center/100001/class/16", true],
  ["player", "/center/100001/video/16/73", true],
  [
    "exam",
    "/center/100001/user/myAssess/assessAnswer?ass_id=9&class_id=0&assessName=Party+history+study&record_id=5",
    true,
  ],
] as const;

// The wide screens at half their pixels (the layout is the width's; the file a quarter of the size).
const SCREENS = [
  [1920, 1080, 0.5],
  [1280, 800, 0.5],
  [360, 740, 1],
] as const;

async function newContext(browser: Browser, scale: number, width: number, height: number) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: scale,
    locale: "zh-CN",
  });
  await context.addCookies([{ name: "locale", value: "zh-CN", url: base }]);
  return context;
}

async function logIn(browser: Browser, scale: number, width: number, height: number) {
  const context = await newContext(browser, scale, width, height);
  const page = await context.newPage();
  await page.goto(`${base}/center/`);
  await page.fill("input[name=username]", "learner");
  await page.fill("input[name=password]", "learner");
  await Promise.all([page.waitForURL(/\/user\/myClass/), page.press("input[name=password]", "Enter")]);
  return context;
}

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"],
  });
  for (const [width, height, scale] of SCREENS) {
    const visitor = await newContext(browser, scale, width, height);
    const learner = await logIn(browser, scale, width, height);
    for (const [name, path, loggedIn] of PAGES.filter(([name]) => !only || name === only)) {
      const page = await (loggedIn ? learner : visitor).newPage();
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(500);
      const file = join(out, `${prefix}${name}-${width}.${format === "png" ? "png" : "jpg"}`);
      await page.screenshot(
        format === "png" ? { path: file, type: "png" } : { path: file, type: "jpeg", quality: 60 },
      );
      console.log(file);
      await page.close();
    }
    await visitor.close();
    await learner.close();
  }
  await browser.close();
}

await main();
