import { readFile } from "node:fs/promises";

import { expect, test, useAccount, MARKUP } from "./fixtures";

// The demo learner's certificates (upstream/demo/certificates.ts), newest first, one without a file.

const CERTIFICATES = "/center/100001/user/myCertificate";
const WITH_FILE = "Python Programming Fundamentals – Certificate of Completion";
const WITHOUT_FILE = "Mental Health Workshop – Certificate of Attendance";

test.beforeEach(async ({ page }) => {
  await useAccount(page, "learner");
  await page.goto(CERTIFICATES);
});

test("a certificate card shows its training, period and issue date", { tag: MARKUP }, async ({ page }) => {
  const card = page.getByRole("listitem").filter({ hasText: WITH_FILE });
  await expect(card.getByRole("heading", { name: WITH_FILE })).toBeVisible();
  await expect(card.getByText("Training: 2026 Information Technology Skills Training")).toBeVisible();
  await expect(card.getByText("Period: 2026-10")).toBeVisible();
  await expect(card.getByText(/^Issued: \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  const cards = page.getByRole("list", { name: "Certificates" }).getByRole("listitem");
  expect(await cards.count()).toBeLessThanOrEqual(10);
});

test("downloading a certificate saves '<name>.pdf' with the PDF's bytes", async ({ page }) => {
  const card = page.getByRole("listitem").filter({ hasText: WITH_FILE });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${WITH_FILE}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
  await expect(page).toHaveURL(CERTIFICATES);
});

test(
  "viewing a certificate opens the PDF inline, not stored by any cache",
  { tag: MARKUP },
  async ({ page }) => {
    const href = await page
      .getByRole("listitem")
      .filter({ hasText: WITH_FILE })
      .getByRole("link", { name: "View" })
      .getAttribute("href");
    const response = await page.request.get(href ?? "", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toMatch(/^inline; filename="/);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect((await response.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");
  },
);

test("a certificate without a file says 'resource does not exist' for view and download", async ({
  page,
}) => {
  const card = page.getByRole("listitem").filter({ hasText: WITHOUT_FILE });
  await card.getByRole("link", { name: "View" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Resource does not exist" })).toBeVisible();
  await expect(page).toHaveURL(CERTIFICATES);

  await page.goto(CERTIFICATES);
  await page
    .getByRole("listitem")
    .filter({ hasText: WITHOUT_FILE })
    .getByRole("link", { name: "Download" })
    .click();
  await expect(page.getByRole("alert").filter({ hasText: "Resource does not exist" })).toBeVisible();
});

test("the certificates page works at 360 px wide", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "My certificates" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
