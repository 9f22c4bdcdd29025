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

/**
 * The same check in the js-off project, where axe cannot run in the page (its timers never fire without script):
 * the markup the browser holds now is served, at the page's own address, to a scripted page of a new context
 * (with the page's scripts blocked, so that nothing changes the markup) and checked there.
 */
export async function expectNoAxeViolationsWithoutScript(page: Page): Promise<void> {
  const url = page.url();
  const markup = await page.content();
  const browser = page.context().browser();
  if (!browser) throw new Error("the page's context has no browser");
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route("**/*", (route) => {
      const request = route.request();
      if (request.url() === url && request.resourceType() === "document") {
        return route.fulfill({ contentType: "text/html; charset=utf-8", body: markup });
      }
      return request.resourceType() === "script" ? route.abort() : route.continue();
    });
    await copy.goto(url);
    await expectNoAxeViolations(copy);
  } finally {
    await context.close();
  }
}
