import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import type { TestProject } from "vitest/node";

import { migrate, openDb } from "../upstream/db";
import { seed } from "../upstream/seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated and seeded reference-upstream database file, copied by each test upstream (tests/upstream/helpers.ts). */
    upstreamTemplateDb: string;
  }
}

// Seeding the demo data takes a second or more on a 2-core machine, and some thirty test files each make their own
// upstream: they copy this file instead of seeding again.
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "upstream-template-"));
  const file = join(dir, "template.db");
  const db = await openDb(pathToFileURL(file).href);
  await migrate(db);
  await seed(db);
  db.close();
  project.provide("upstreamTemplateDb", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
