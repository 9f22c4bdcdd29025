import { expect, MARKUP, test } from "./fixtures";

// Decision 027: a Chinese school's portal shows its Chinese name; the English UI shows the
// English name the reference login service carries. The name is the root's (server-rendered) data, so the
// server's answer tells it (@markup). The login page's name is login-page.spec.ts's.

test.use({ account: "learner" });

test(
  "study data names the school in Chinese on a Chinese page, in English on an English one",
  { tag: MARKUP },
  async ({ page }) => {
    const baseURL = test.info().project.use.baseURL ?? "";
    await page.context().addCookies([{ name: "locale", value: "zh-CN", url: baseURL }]);
    await page.goto("/center/100001/user/MyStudy");
    await expect(page).toHaveTitle("学习数据 - 示范学校");
    await expect(page.getByRole("region", { name: "学习概况" }).getByText("示范学校")).toBeVisible();
    await expect(page.locator(".site-header .school-brand__name")).toHaveText("示范学校");
    await expect(page.getByText("Demo School")).toHaveCount(0);

    await page.context().addCookies([{ name: "locale", value: "en", url: baseURL }]);
    await page.goto("/center/100001/user/MyStudy");
    await expect(page).toHaveTitle("Study data - Demo School");
    await expect(page.getByRole("region", { name: "Overview" }).getByText("Demo School")).toBeVisible();
    await expect(page.locator(".site-header .school-brand__name")).toHaveText("Demo School");
    await expect(page.getByText("示范学校")).toHaveCount(0);
  },
);

test.describe("a visitor", () => {
  test.use({ account: undefined });

  test(
    "the college's site is titled with its Chinese name on a Chinese page",
    { tag: MARKUP },
    async ({ page }) => {
      const baseURL = test.info().project.use.baseURL ?? "";
      await page.context().addCookies([{ name: "locale", value: "zh-CN", url: baseURL }]);
      await page.goto("/center/100028/hzvtc");
      await expect(page).toHaveTitle("杭州职业技术学院 - 在线学习平台 - 中国教育在线");
    },
  );
});
