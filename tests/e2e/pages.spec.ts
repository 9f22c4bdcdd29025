import { expect, logIn, test, MARKUP } from "./fixtures";

test("an unknown path is the 404 page, with status 404 and a way to the learning centre", async ({
  page,
}) => {
  const response = await page.goto("/center/100001/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("The page you visited does not exist")).toBeVisible();
  const back = page.getByRole("link", { name: "Back to the learning centre" });
  await expect(back).toHaveAttribute("href", "/center/100001/user/center");
});

test("an unknown path outside /center is a 404 too", { tag: MARKUP }, async ({ page }) => {
  const response = await page.goto("/nothing-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("/ leads to /center/ and on to login", { tag: MARKUP }, async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/api\/redirect\?/);
});

test(
  "the course no-permission page says so and leads back to my courses",
  { tag: MARKUP },
  async ({ page }) => {
    const response = await page.goto("/center/100001/class/nopermission");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("You have no permission to view this course")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to my courses" })).toHaveAttribute(
      "href",
      "/center/100001/user/myClass",
    );
  },
);

test(
  "public pages are cacheable by anyone; pages for a user never are",
  { tag: MARKUP },
  async ({ page }) => {
    const anonymous = await page.goto("/center/100004/custom/party");
    expect(anonymous?.headers()["cache-control"]).toContain("public");
    expect(anonymous?.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(anonymous?.headers()["x-content-type-options"]).toBe("nosniff");

    await logIn(page, "learner");
    const personal = await page.goto("/center/100004/custom/party");
    expect(personal?.headers()["cache-control"]).toBe("private, no-store");
    // The error page names no page of the school: 404, never kept by a cache (decision 050).
    await page.context().clearCookies();
    const error = await page.goto("/center/100001/Error");
    expect(error?.status()).toBe(404);
    expect(error?.headers()["cache-control"]).not.toContain("public");
  },
);

test("the footer switches the language, and the choice stays", async ({ page }) => {
  await page.goto("/center/100001/Error");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await page.getByLabel("Language").selectOption("zh-CN");
  await page.getByRole("button", { name: "Switch" }).click();
  await expect(page).toHaveURL("/center/100001/Error");
  await expect(page.getByRole("heading", { name: "出错了" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.goto("/center/100001/class/notfound");
  await expect(page.getByText("课程不存在或您无权访问该课程")).toBeVisible();
});

test("the user area works at 360 px wide", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, "learner");
  const menu = page.getByRole("navigation", { name: "Learning centre menu" });
  await expect(menu.getByRole("link", { name: "My courses" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
