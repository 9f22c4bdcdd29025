import type { Page } from "@playwright/test";

import { TEXT } from "../../upstream/i18n";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScript } from "./axe";
import { expect, logInOnLoginPage, test, UPSTREAM } from "./fixtures";

// The login page (the reference upstream's) speaks the portal's language (decision 016): zh-CN when neither the
// portal's choice nor the browser's language says otherwise, English once the learner picks it in the portal's
// footer. Its error is tied to the fields. Both with and without JavaScript (the page itself has none).

// A browser language the portal does not offer: the default applies.
test.use({ locale: "fr-FR" });

const zh = TEXT["zh-CN"].login;
const en = TEXT.en.login;

/** axe on the page as it is now, with or without JavaScript. */
const axe = (page: Page, javaScriptEnabled: boolean) =>
  javaScriptEnabled ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutScript(page);

test("the login page is in Chinese by default, its error tied to the fields, and passes axe", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow(!javaScriptEnabled, "without JavaScript, each axe check opens a browser context of its own");
  await page.goto("/center/100001/user/myClass");
  await expect(page).toHaveURL(new RegExp(`^${UPSTREAM}/api/redirect\\?school_code=100001&`));
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  // A Chinese page names the school in Chinese; the English page below uses its English name (decision 027).
  await expect(page).toHaveTitle(zh.titleAt("示范学校"));
  await expect(page.getByRole("heading", { level: 1, name: zh.titleAt("示范学校") })).toBeVisible();
  await expect(page.getByLabel(zh.username, { exact: true })).toBeVisible();
  await expect(page.getByLabel(zh.password, { exact: true })).toBeVisible();
  await axe(page, javaScriptEnabled);

  await page.getByLabel(zh.username, { exact: true }).fill("learner");
  await page.getByLabel(zh.password, { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: zh.submit, exact: true }).click();

  const username = page.getByLabel(zh.username, { exact: true });
  const password = page.getByLabel(zh.password, { exact: true });
  await expect(page.getByText(zh.wrong)).toBeVisible();
  await expect(username).toHaveValue("learner");
  await expect(password).toHaveValue("");
  for (const field of [username, password]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(zh.wrong);
  }
  // The first field with the error has the focus, so a screen reader reads the message with it.
  await expect(username).toBeFocused();
  await axe(page, javaScriptEnabled);

  // And the right password still leads back to the page asked for.
  await password.fill("learner");
  await page.getByRole("button", { name: zh.submit, exact: true }).click();
  await expect(page).toHaveURL("/center/100001/user/myClass");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
});

test("after the portal's language switch the login page is in English", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/center/100001/Error");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.getByLabel("语言").selectOption("en");
  await page.getByRole("button", { name: "切换" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.goto("/center/100001/user/myClass");
  await expect(page).toHaveURL(new RegExp(`^${UPSTREAM}/api/redirect`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle(en.titleAt("Demo School"));
  await expect(page.getByText("示范学校")).toHaveCount(0);
  await expect(page.getByLabel(en.username, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: en.submit, exact: true })).toBeVisible();
  await expect(page.getByText(zh.username, { exact: true })).toHaveCount(0);
  await axe(page, javaScriptEnabled);

  await logInOnLoginPage(page, "learner");
  await expect(page).toHaveURL("/center/100001/user/myClass");
  await expect(page.getByRole("heading", { level: 1, name: "My courses" })).toBeVisible();
});
