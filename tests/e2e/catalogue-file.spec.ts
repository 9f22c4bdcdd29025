import {
  expect,
  JS_ONLY,
  logIn,
  MARKUP,
  logInThroughLoginPage,
  test,
  waitForHydration,
  useAccount,
} from "./fixtures";

// Decision 022: the catalogue is a hashed JSON file fetched once before hydration, never loader data; the
// learner area's screens have titles of their own; the header is right after a language switch and a logout.

test(
  "the catalogue is fetched once; a client navigation neither fetches it nor carries it",
  { tag: JS_ONLY },
  async ({ page }) => {
    const catalogue: string[] = [];
    const data: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/center/i18n/")) catalogue.push(request.url());
      if (request.url().includes(".data")) data.push(request.url());
    });
    await useAccount(page, "learner");
    await page.goto("/center/100001/user/myNote");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Hydrated: the catalogue was fetched before hydration, then the menu link navigates on the client.
    await expect.poll(() => catalogue.length).toBeGreaterThan(0);
    await waitForHydration(page);
    const before = catalogue.length;
    const menu = page.getByRole("navigation", { name: "Learning centre menu" });
    // The client navigation's data, read as it arrives (a body is gone once the page moves on).
    const bodies: string[] = [];
    await page.route("**/*.data*", async (route) => {
      const answer = await route.fetch();
      bodies.push(await answer.text());
      await route.fulfill({ response: answer });
    });
    await menu.getByRole("link", { name: "My courses" }).click();
    await expect(page).toHaveURL(/\/user\/myClass/);
    await expect(page.getByRole("heading", { level: 1, name: "My courses" })).toBeVisible();
    expect(catalogue.length).toBe(before);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toContain("myNote.title");
    // The root was not loaded again between two screens of one school's learner area.
    expect(data.at(-1)).not.toContain("root");
  },
);

test("titles tell the learner area's screens apart", { tag: MARKUP }, async ({ page }) => {
  await logIn(page, "learner");
  const titles = new Set<string>();
  for (const path of [
    "myClass",
    "myNote",
    "myAssess",
    "myPractice",
    "MyStudy",
    "studyRecord",
    "myCertificate",
  ]) {
    await page.goto(`/center/100001/user/${path}`);
    const title = await page.title();
    expect(title).toMatch(/ - Demo School$/);
    titles.add(title);
  }
  expect(titles.size).toBe(7);
  await page.goto("/center/100001/nonexistent");
  await expect(page).toHaveTitle("Page not found - Demo School");
});

test("after a language switch and a logout the header is right", async ({ page }) => {
  // A session of its own: the logout ends it on the server, and the saved one is shared.
  await logInThroughLoginPage(page, "learner");
  await page.goto("/center/100001/user/myNote");
  await page.getByLabel("Language").selectOption("zh-CN");
  await page.getByRole("button", { name: "Switch" }).click();
  await expect(page.getByRole("navigation", { name: "学习中心菜单" })).toBeVisible();
  await expect(page).toHaveTitle("我的笔记 - 示范学校");
  await page.goto("/center/100001/class/1");
  // The personal menu's logout (a post that loads a new document).
  await page.locator('form[action="/center/logout"] button').first().dispatchEvent("click");
  await page.waitForURL((url) => !url.pathname.startsWith("/center/100001/class"));
  await page.goto("/center/100001/class/1");
  await expect(page.getByRole("link", { name: "登录" })).toBeVisible();
});
