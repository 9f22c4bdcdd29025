import {
  expect,
  logIn,
  logInOnLoginPage,
  test,
  UPSTREAM,
  useAccount,
  MARKUP,
  waitForHydration,
} from "./fixtures";

test("a learner logs in through the login service, lands on my courses and logs out", async ({ page }) => {
  await page.goto("/center/");
  await logInOnLoginPage(page, "learner");

  await expect(page).toHaveURL("/center/100001/user/myClass");
  await expect(page.getByRole("heading", { level: 1, name: "My courses" })).toBeVisible();
  await expect(page.getByRole("link", { name: "My courses", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The school's mark and its name; the mark beside the name is decorative (read once, not twice).
  const brand = page.locator(".site-header .school-brand").first();
  await expect(brand.locator(".school-brand__logo")).toHaveAttribute("alt", "");
  await expect(brand.locator(".school-brand__logo")).toBeVisible();
  await expect(brand.locator(".school-brand__name")).toHaveText("Demo School");

  // With JavaScript the log-out is the app's: a click while React 18 is still hydrating the page makes it throw
  // "Root did not complete" (error #345, one clean-clone run) although the learner is logged out all the same.
  // That race is a finding of its own (the note of stop 30); this test is about the session.
  await waitForHydration(page);
  await page.locator(".site-header .personal-menu summary").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(new RegExp(`^${UPSTREAM}/api/redirect`));

  // The session is over: the user area asks for a login again.
  await page.goto("/center/100001/user/myClass");
  await expect(page).toHaveURL(new RegExp(`^${UPSTREAM}/api/redirect`));
});

test("a protected page visited anonymously comes back after login, query included", async ({ page }) => {
  await page.goto("/center/100001/user/myClass?page=2");
  const login = new URL(page.url());
  expect(login.searchParams.get("school_code")).toBe("100001");
  await logInOnLoginPage(page, "learner");
  await expect(page).toHaveURL("/center/100001/user/myClass?page=2");
});

test("wrong credentials keep the username and say so", async ({ page }) => {
  await page.goto("/center/100001/user/myClass");
  await page.getByLabel("Username").fill("learner");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Wrong username or password")).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("learner");
});

test(
  "a learner of another school is sent to their own school's my courses",
  { tag: MARKUP },
  async ({ page }) => {
    await useAccount(page, "learner");
    await page.goto("/center/100004/user/myClass");
    await expect(page).toHaveURL("/center/100001/user/myClass");
  },
);

test("the user-area redirects of the route table lead to my courses", { tag: MARKUP }, async ({ page }) => {
  await useAccount(page, "learner");
  await page.goto("/center/100001/user/userMessage/modifyPhone");
  await expect(page).toHaveURL("/center/100001/user/myClass");
});

test("the header shows each entry only to whom the spec gives it", { tag: MARKUP }, async ({ page }) => {
  await logIn(page, "manager");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "User management" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Learning centre" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "School home" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Study trips" })).toHaveCount(0);
});

test(
  "a learner without menus sees neither school home nor learning centre",
  { tag: MARKUP },
  async ({ page }) => {
    await logIn(page, "learner2");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Workbench" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Learning centre" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "School home" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "User management" })).toHaveCount(0);
  },
);

test("a study-trip school gets the travel-study entry", { tag: MARKUP }, async ({ page }) => {
  await logIn(page, "learner100035");
  await expect(page).toHaveURL("/center/100035/user/myClass");
  await expect(
    page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Study trips" }),
  ).toBeVisible();
});
