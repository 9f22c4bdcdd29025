import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Browser, BrowserContext, Page } from "@playwright/test";

import { expect } from "./fixtures";

// The minified build: the package's `source` is the unminified one, twice the script to parse on every page.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * An axe-core check (WCAG 2.1 A and AA) of the page as it is now. It needs the page's JavaScript: in the js-off
 * project use `expectNoAxeViolationsWithoutScript`, or `checkAxe`, which picks the one that fits the project.
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
      // Only the violations are read: axe then skips gathering the details of every passed check.
      resultTypes: ["violations"],
    });
    return result.violations.map(
      (v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  });
  expect(violations, "axe violations").toEqual([]);
}

/** One scripted context per browser (so per worker) for the js-off copies: a page each, never a context each. */
const scriptedContexts = new WeakMap<Browser, Promise<BrowserContext>>();

function scriptedContext(browser: Browser): Promise<BrowserContext> {
  let context = scriptedContexts.get(browser);
  if (!context) {
    context = browser.newContext({ javaScriptEnabled: true });
    scriptedContexts.set(browser, context);
  }
  return context;
}

/**
 * The same check in the js-off project, where axe cannot run in the page (its timers never fire without script):
 * the markup the browser holds now, without its script elements (so that nothing changes it), is served at the
 * page's own address to a scripted page and checked there. Only that document is intercepted: its styles,
 * fonts and images load as they did for the page.
 */
export async function expectNoAxeViolationsWithoutScript(page: Page): Promise<void> {
  const url = page.url();
  // Serialized markup: a script element's text never holds "</script>", so this removes each whole element.
  const markup = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const browser = page.context().browser();
  if (!browser) throw new Error("the page's context has no browser");
  const copy = await (await scriptedContext(browser)).newPage();
  try {
    await copy.route(
      (address) => address.href === url,
      (route) =>
        route.request().resourceType() === "document"
          ? route.fulfill({ contentType: "text/html; charset=utf-8", body: markup })
          : route.continue(),
    );
    // A module preload of the page's scripts is refused too: nothing of the page's code runs in the copy.
    await copy.route("**/*.js", (route) => route.abort());
    await copy.goto(url);
    await expectNoAxeViolations(copy);
  } finally {
    await copy.close();
  }
}

/**
 * The axe check that fits the project: in the page with JavaScript; without it, of the markup the page holds, in a
 * scripted copy. A spec calls it without JS only where that markup differs from the scripted page's (a dialog
 * the URL opened, a form after a refused post, a carousel's static row…): docs/decisions/029.
 */
export async function checkAxe(page: Page, javaScriptOn: boolean): Promise<void> {
  await (javaScriptOn ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutScript(page));
}
