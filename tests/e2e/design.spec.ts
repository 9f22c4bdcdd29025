import type { Locator, Page } from "@playwright/test";

import { expect, MARKUP, test, useAccount } from "./fixtures";

// Decision 038: a course without a photo of its own gets a cover of its own, so a section's tiles
// are never one picture repeated (sixteen red stars on a search page); each school has a logo mark, shown square
// and whole beside its Chinese name, not a 160×48 pill squeezed into 36 px. Server-rendered with its styles, so it
// is checked once, without script (@markup).

/** What a cover shows: a photo's address, or a generated cover's colours and motif as the browser draws them. */
async function coversOf(tiles: Locator): Promise<string[]> {
  return tiles.evaluateAll((nodes) =>
    nodes.map((node) => {
      const cover = node.querySelector(".tile__cover, .catalogue-card__cover");
      if (!cover) return "none";
      if (cover instanceof HTMLImageElement) return `img ${cover.currentSrc || cover.src}`;
      return `art ${getComputedStyle(cover).backgroundImage}`;
    }),
  );
}

/** Every list of at least `min` tiles on the page has covers that differ; returns how many lists it checked. */
async function expectVariedSections(page: Page, lists: string, min = 4): Promise<number> {
  let checked = 0;
  for (const list of await page.locator(lists).all()) {
    const covers = await coversOf(list.locator(":scope > li"));
    if (covers.length < min) continue;
    checked += 1;
    expect(covers, `covers of a list of ${covers.length} tiles on ${page.url()}`).not.toContain("none");
    // Never one picture for the whole list: at least half as many covers as tiles.
    expect(
      new Set(covers).size,
      `distinct covers on ${page.url()}: ${covers.join(" | ")}`,
    ).toBeGreaterThanOrEqual(Math.ceil(covers.length / 2));
  }
  return checked;
}

test(
  "the party home's sections and its search show a different cover on each tile",
  { tag: MARKUP },
  async ({ page }) => {
    await page.goto("/center/100004/custom/party");
    expect(await expectVariedSections(page, "ul.site-tiles")).toBeGreaterThanOrEqual(3);
    await page.goto("/center/custom/party/search?keywords=%E5%85%9A");
    expect(await expectVariedSections(page, "ul.site-tiles")).toBe(1);
  },
);

test(
  "the college's home and the catalogue show a different cover on each tile",
  { tag: MARKUP },
  async ({ page }) => {
    await page.goto("/center/100028/hzvtc");
    expect(await expectVariedSections(page, "ul.site-tiles")).toBeGreaterThanOrEqual(2);
    await page.goto("/center/school/class");
    expect(await expectVariedSections(page, "ul.catalogue-grid")).toBe(1);
  },
);

// Decision 046: the name is printed once, under the cover; the cover shows its first letter as a mark.
test(
  "a generated cover shows the first letter of the course's name as its mark and is hidden from screen readers",
  { tag: MARKUP },
  async ({ page }) => {
    await page.goto("/center/school/class");
    const card = page.locator(".catalogue-card").first();
    const name = (await card.locator(".catalogue-card__name").textContent()) ?? "";
    const cover = card.locator(".cover");
    await expect(cover).toHaveAttribute("aria-hidden", "true");
    await expect(cover.locator(".cover__mark")).toHaveText(name.trim().charAt(0).toUpperCase());
    await expect(cover).not.toContainText(name);
    // Its name reads on its colour (the axe sweep checks the contrast): white, on a gradient, not the page grey.
    expect(await cover.evaluate((node) => getComputedStyle(node).backgroundImage)).toContain("gradient");
  },
);

/** The logo as drawn: its own proportions (natural size) and its height on the page. */
async function logoOf(img: Locator): Promise<{ ratio: number; height: number }> {
  return img.evaluate((node: HTMLImageElement) => ({
    ratio: node.naturalWidth / node.naturalHeight,
    height: node.getBoundingClientRect().height,
  }));
}

for (const [site, path, name] of [
  ["party", "/center/100004/custom/party", "东湖区党建教育中心"],
  ["college", "/center/100028/hzvtc", "杭州职业技术学院"],
] as const) {
  test(
    `the ${site} site's header shows the school's mark, whole and square, beside its Chinese name`,
    { tag: MARKUP },
    async ({ page }) => {
      const baseURL = test.info().project.use.baseURL ?? "";
      await page.context().addCookies([{ name: "locale", value: "zh-CN", url: baseURL }]);
      await page.goto(path);
      const brand = page.locator(".public-header__brand");
      await expect(brand).toHaveText(name);
      const logo = brand.locator("img");
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0))
        .toBe(true);
      const { ratio, height } = await logoOf(logo);
      expect(ratio, "a square mark, not a wide pill").toBeCloseTo(1, 1);
      expect(height).toBeGreaterThanOrEqual(32);
    },
  );
}

test(
  "the learning centre's header shows the school's mark beside its name",
  { tag: MARKUP },
  async ({ page }) => {
    await useAccount(page, "learner");
    const baseURL = test.info().project.use.baseURL ?? "";
    await page.context().addCookies([{ name: "locale", value: "zh-CN", url: baseURL }]);
    await page.goto("/center/school/class");
    const brand = page.locator(".site-header .school-brand");
    await expect(brand.locator(".school-brand__name")).toHaveText("示范学校");
    const logo = brand.locator("img");
    await expect
      .poll(() => logo.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0))
      .toBe(true);
    expect((await logoOf(logo)).ratio).toBeCloseTo(1, 1);
  },
);
