import { createRequire } from "node:module";

import type { Page } from "@playwright/test";

import { expect } from "./fixtures";

const axeSource: string = (createRequire(import.meta.url)("axe-core") as { source: string }).source;

/**
 * An axe-core check (WCAG 2.1 A and AA) of the page as it is now. It needs the page's JavaScript, so a test
 * calls it in the js-on project only; the markup is the same without JS.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map(
      (v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  });
  expect(violations, "axe violations").toEqual([]);
}
