import { expect, logIn, test } from "./fixtures";

// Decision 027 (learner-area §2): the party tenant's course cards name the teacher as an expert, and its demo
// learner has courses to show it.

test("learner100004's my courses shows the 'expert' teacher label", async ({ page }) => {
  await logIn(page, "learner100004");
  await expect(page).toHaveURL(/\/center\/100004\/user\/myClass/);
  await expect(page.getByText(/^Expert: /).first()).toBeVisible();
  await expect(page.getByText(/^Lecturer: /)).toHaveCount(0);
});
