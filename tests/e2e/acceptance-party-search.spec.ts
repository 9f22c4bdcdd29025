import { expect, test } from "./fixtures";

// Decision 027 (public-sites §2.4, §5), JS on and off: the party search page's own text box and button, and
// the empty searches answered by the server in the spec's words, never by the browser's "Please fill out this field."

test("the search page's own box searches, and its empty search says 'Please enter something to search for'", async ({
  page,
}) => {
  await page.goto("/center/custom/party/search");
  const form = page.locator(".party-search__form");
  const box = form.getByRole("searchbox", { name: "Search courses" });
  await box.fill("党");
  await form.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText(/^\d+ results for “党”$/)).toBeVisible();
  await expect(box).toHaveValue("党");

  await box.fill("");
  await form.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/center\/custom\/party\/search\?keywords=$/);
  await expect(
    page.getByRole("alert").filter({ hasText: "Please enter something to search for" }),
  ).toBeVisible();
});

test("the header's empty search on the party home says 'Please enter a keyword'", async ({ page }) => {
  await page.goto("/center/100004/custom/party");
  const header = page.locator(".public-header");
  await header.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/center\/custom\/party\/search\?keywords=&via=header$/);
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a keyword" })).toBeVisible();
});
