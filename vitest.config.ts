import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // Two projects: the files that load the built portal or share msw's handlers and the portal's configuration
    // (routes, security, resilience) each get a fresh module graph; the rest (domain rules, the reference upstream,
    // contracts, budgets) keep no state between files, so a worker loads their modules once.
    projects: [
      {
        extends: true,
        test: { name: "isolated", include: ["tests/{routes,security,resilience}/**/*.test.{ts,tsx}"] },
      },
      {
        extends: true,
        test: {
          name: "shared",
          include: ["tests/{unit,contract,upstream,budget}/**/*.test.{ts,tsx}"],
          isolate: false,
        },
      },
    ],
    setupFiles: ["tests/setup.ts"],
    // One seeded upstream database per run, which the upstream tests copy (tests/global-setup.ts).
    globalSetup: ["tests/global-setup.ts"],
    environment: "node",
    restoreMocks: true,
    // The upstream tests migrate and seed a database (bcrypt included) in their hooks: seconds on a busy machine.
    hookTimeout: 30_000,
    // One worker per core. Vitest's default leaves a core idle (cores - 1: a single worker on a 2-core CI
    // machine), while most of these files wait on I/O (seeded databases, local servers): 220 s → 135 s there.
    maxWorkers: availableParallelism(),
    testTimeout: 15_000,
    // The portal's configuration for route tests: upstream calls go to hosts that only msw answers.
    env: {
      LOGIN_SERVICE_URL: "http://login.test",
      LOGIN_SERVICE_PUBLIC_URL: "https://login.example.edu",
      // The portal's public address, as production sets it (canonical and sharing addresses name it).
      PORTAL_PUBLIC_URL: "http://localhost:3000",
      LEARNING_SERVICE_URL: "http://learning.test",
      MEDIA_SERVICE_URL: "http://media.test",
      UPSTREAM_TIMEOUT_MS: "300",
      // The built server's page deadline: a cold first render on a busy machine takes longer than one call.
      PAGE_DEADLINE_MS: "5000",
      NODE_ENV: "test",
      // The tests' own secret for the flash cookie (production refuses to start without COOKIE_SECRET).
      COOKIE_SECRET: "vitest-only-flash-cookie-secret",
      // The built server's request log stays quiet; the operations tests pass their own level and destination.
      LOG_LEVEL: "silent",
    },
  },
});
