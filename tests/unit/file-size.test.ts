import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

// No module of app/ is over 300 lines (decision 048): a file that grows past it holds more than one concern and
// is split by them, as the fetch wrapper was. The message catalogues are data, one line per message, and grow
// with the screens.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const LIMIT = 300;
const CATALOGUES = /^app\/i18n\/messages\/[^/]+\.ts$/;
/** Over the limit for now, each with its reason (none today). */
const EXEMPT = new Set<string>([]);

function modules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative(ROOT, path).split("\\").join("/")] : [];
  });
}

const lineCount = (file: string) =>
  readFileSync(join(ROOT, file), "utf8").replace(/\n$/, "").split("\n").length;

describe("the size of app/'s modules", () => {
  it(`keeps every module but the message catalogues within ${LIMIT} lines`, () => {
    const long = modules(join(ROOT, "app"))
      .filter((file) => !CATALOGUES.test(file) && !EXEMPT.has(file))
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > LIMIT);
    expect(long).toEqual([]);
  });

  it("exempts only modules that are still over the limit", () => {
    expect([...EXEMPT].filter((file) => lineCount(file) <= LIMIT)).toEqual([]);
  });
});
