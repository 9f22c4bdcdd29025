import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets several checkouts run their suites side by side; the upstream takes the next port.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const UPSTREAM_PORT = PORT + 1;
// A fresh database and upload folder for each run. The workers load this file again in processes of their own and
// inherit the runner's environment: the database's path is set there once, for the tests that read what the
// reference upstream stored (tests/e2e/helpers/applied-saves.ts).
const RUN = `learning-portal-e2e-${process.pid}-${Date.now()}`;
process.env.E2E_UPSTREAM_DB ??= `file:${join(tmpdir(), `${RUN}.db`)}`;
// Chromium's headless shell (Debian's chromium-headless-shell) renders the same pages with about half the CPU of the
// full browser in headless mode: the e2e run took 6.3 min with the one and 3.4 min with the other on 2 cores
// (docs/decisions/029). The full browser when the shell is not installed; another binary: CHROMIUM_PATH.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // A line per test as it ends, and every failure in full once more at the end, where a CI log's tail shows it.
  reporter: "list",
  timeout: 30_000,
  // Two workers keep both cores busy (Chromium most of it), and a page that compiles video.js or pdf.js right
  // after hydration can hold its renderer for seconds: a click on it then lands late. An assertion waits up to
  // 10 s for what it expects (the default 5 s failed such a click twice in one run); nothing here measures time.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "en-US",
    // A failure is reported in full at the end of the log, with the page's accessibility tree and a screenshot
    // kept in test-results/. No trace by default: recording one for every test, to keep it for the few that fail,
    // cost about a sixth of the run (87 s → 74 s on five specs). To look into a failure:
    // `npx playwright test <spec> --trace retain-on-failure`.
    trace: "off",
    screenshot: "only-on-failure",
    // The answering screens' service worker (decision 052) is blocked unless a spec allows it
    // (tests/e2e/offline-copies.spec.ts): Playwright's routes do not see the requests a worker answers, and the
    // specs that fail a send or hold a script with a route must keep seeing them.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // Every screen runs with JavaScript and without it (the portal must work with JS off). Tests say by tag where
  // they can tell something (tests/e2e/fixtures.ts: @js-only, @no-js, @markup; docs/decisions/029). The setup
  // project logs each demo account in once and saves its session for both.
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts$/, use: { ...devices["Desktop Chrome"], locale: "en-US" } },
    {
      name: "js-on",
      dependencies: ["setup"],
      grepInvert: /@no-js\b|@markup\b/,
      use: { ...devices["Desktop Chrome"], locale: "en-US", javaScriptEnabled: true },
    },
    {
      name: "js-off",
      dependencies: ["setup"],
      grepInvert: /@js-only\b/,
      use: { ...devices["Desktop Chrome"], locale: "en-US", javaScriptEnabled: false },
    },
  ],
  webServer: {
    // The README's start command, on test ports, with a fresh demo database for each run.
    command: "npm start",
    // Ready once the portal and the services answer (the error page is a 404 now: decision 050).
    url: `http://localhost:${PORT}/center/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    env: {
      PORT: String(PORT),
      UPSTREAM_PORT: String(UPSTREAM_PORT),
      UPSTREAM_DB: process.env.E2E_UPSTREAM_DB,
      UPSTREAM_DATA_DIR: join(tmpdir(), `${RUN}-files`),
      // The time-out drill's deadline and grace: short ones here (the defaults are 30 s each), and the tests move an
      // attempt's deadline back rather than wait for it (tests/e2e/helpers/attempt-deadline.ts, decision 055);
      // tests/upstream holds the real lengths to the server's rules.
      UPSTREAM_DRILL_SECONDS: "15",
      UPSTREAM_EXAM_GRACE_SECONDS: "3",
    },
  },
});
