import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

// Every reference to a decision record in the repository (the docs, the README, code comments, tests, patches,
// the CI script) names a file that exists in docs/decisions: "decision 014", "decisions 001 and 015",
// "docs/decisions/028", "docs/decisions/009-one-way-for-each-thing.md". Records were renumbered when branches
// that each wrote a new record met; a reference left with a number that no record has fails here.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DECISIONS = join(ROOT, "docs", "decisions");

/** What is generated, installed or run-time data: not the repository's own text. */
const SKIPPED = new Set([
  ".git",
  "node_modules",
  "build",
  "public/center/build",
  ".cache",
  "test-results",
  "playwright-report",
  "upstream/data",
  "bench/bare/build",
  "bench/bare/public/build",
  "bench/bare/.cache",
]);
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|scss|sql|patch|ya?ml|sh|conf)$|^\.ci\/run$/;

function textFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const name = relative(ROOT, path);
    if (SKIPPED.has(name)) continue;
    if (entry.isDirectory()) textFiles(path, found);
    else if (entry.isFile() && TEXT.test(name) && name !== "package-lock.json") found.push(name);
  }
  return found;
}

/** One reference: a record's number, the slug when the file's name is spelt out, and more numbers of a list. */
const REFERENCE =
  /\bdecisions?[ /](\d{3})(-[a-z0-9-]+(?:\.md)?)?((?:(?:,| and| or| \/) ?(?:docs\/decisions\/)?\d{3}\b)*)/gi;

type Reference = { where: string; text: string; file: string | null };

function referencesIn(name: string): Reference[] {
  const lines = readFileSync(join(ROOT, name), "utf8").split("\n");
  return lines.flatMap((line, index) =>
    [...line.matchAll(REFERENCE)].flatMap((match) => {
      const where = `${name}:${index + 1}`;
      const [text, first, slug, rest] = match as unknown as [string, string, string | undefined, string];
      const named = slug ? `${first}${slug.endsWith(".md") ? slug : `${slug}.md`}` : null;
      const numbers = [first, ...(rest.match(/\d{3}/g) ?? [])];
      return numbers.map((number, at) => ({ where, text, file: at === 0 && named ? named : number }));
    }),
  );
}

function existing(records: string[], reference: Reference): boolean {
  if (!reference.file) return false;
  if (reference.file.endsWith(".md")) return records.includes(reference.file);
  return records.some((record) => record.startsWith(`${reference.file}-`));
}

describe("references to decision records", () => {
  const records = readdirSync(DECISIONS).filter((name) => /^\d{3}-.+\.md$/.test(name));
  const references = textFiles(ROOT).flatMap(referencesIn);

  it("finds the records and the references (the scan reads the repository, not nothing)", () => {
    expect(records.length).toBeGreaterThan(25);
    expect(existsSync(join(ROOT, "README.md"))).toBe(true);
    expect(references.length).toBeGreaterThan(200);
    // A list and a spelt-out file name are read too.
    expect(referencesIn("app/forms/form-message.ts").map(({ file }) => file)).toContain(
      "009-one-way-for-each-thing.md",
    );
  });

  it("name a record that exists in docs/decisions", () => {
    const broken = references
      .filter((reference) => !existing(records, reference))
      .map(({ where, text, file }) => `${where}: "${text}" (${file})`);
    expect(broken).toEqual([]);
  });
});
