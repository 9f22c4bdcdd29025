import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

// Every reference in the repository's own text resolves inside it, so that a newcomer with a clean clone can open
// what the code and the docs point to: a specification section is listed in docs/specification-map.md, a section
// of docs/design.md exists there, a Markdown link names a file of the repository, and nothing points to a tracker's
// issue or to a document kept elsewhere. (Decision records have their own test: decision-references.test.ts.)

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SCANNED = ["app", "server", "scripts", "upstream", "docs", "README.md"];
const SKIPPED = new Set(["upstream/data"]);
const TEXT = /\.(ts|tsx|js|mjs|md|scss|sql|sh|conf)$/;

function textFiles(path: string, found: string[] = []): string[] {
  const name = relative(ROOT, path);
  if (SKIPPED.has(name)) return found;
  if (!existsSync(path)) return found;
  if (!path.endsWith(".md") && !TEXT.test(path)) {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) textFiles(join(path, entry.name), found);
      else if (TEXT.test(entry.name)) found.push(relative(ROOT, join(path, entry.name)));
    }
    return found;
  }
  found.push(name);
  return found;
}

type Found = { where: string; text: string };

function scan(
  files: string[],
  pattern: RegExp,
  keep: (match: RegExpMatchArray, line: string) => boolean = () => true,
) {
  return files.flatMap((name) =>
    readFileSync(join(ROOT, name), "utf8")
      .split("\n")
      .flatMap((line, index) =>
        [...line.matchAll(pattern)]
          .filter((match) => keep(match, line))
          .map((match): Found => ({ where: `${name}:${index + 1}`, text: match[0] })),
      ),
  );
}

const files = SCANNED.flatMap((path) => textFiles(join(ROOT, path)));
// The tests explain themselves too: a test's reason is a decision record or the behaviour it holds, never a
// tracker's issue or a document kept elsewhere (their sections and links are not checked here).
const withTests = [...files, ...textFiles(join(ROOT, "tests"))];

/** docs/specification-map.md: "learner-area" and "public-sites", each with the sections it lists. */
function specificationMap(): Map<string, Set<string>> {
  const map = readFileSync(join(ROOT, "docs/specification-map.md"), "utf8");
  const sections = new Map<string, Set<string>>();
  let document = "";
  for (const line of map.split("\n")) {
    const heading = /^## .*\((learner-area|public-sites)\)/.exec(line);
    if (heading) sections.set((document = heading[1]!), new Set());
    const row = /^\| §(\d+(?:\.\d+)?) /.exec(line);
    if (row && document) sections.get(document)!.add(row[1]!);
  }
  return sections;
}

/** A list of sections after a document's name: "public-sites §2.2, §2.3 and §6.1", "learner-area §5–§7". */
const QUALIFIED =
  /(learner-area|public-sites)(?:-and-session)?(?:\.md)?,? ((?:§ ?\d+(?:\.\d+)?(?:[–-]§?\d+(?:\.\d+)?)?(?:,? (?:and |or )?)?)+)/gi;
const SECTION = /(?<![\w.])§ ?(\d+(?:\.\d+)?)/g;
const DESIGN_SECTION = /(?:docs\/)?design\.md\)? ?§ ?(\d+)/g;

describe("references in the repository", () => {
  it("scans the repository's text (not nothing)", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain("README.md");
    expect(files).toContain("docs/design.md");
    expect(scan(files, SECTION).length).toBeGreaterThan(500);
  });

  it("name no tracker issue, in the tests either: a reason is a decision record", () => {
    expect(withTests.filter((name) => name.startsWith("tests/")).length).toBeGreaterThan(200);
    expect(scan(withTests, /\bissues? #?\d+/gi)).toEqual([]);
  });

  it("name no document kept outside the repository, in the tests either", () => {
    const outside =
      /\b(?:DESIGN|STYLE|TOOLCHAIN)\.md\b|\bspec\/(?:learner-area|public-sites)|shared (?:project )?folder|\/work\//g;
    expect(scan(withTests, outside)).toEqual([]);
  });

  it("cite only specification sections that docs/specification-map.md lists", () => {
    const map = specificationMap();
    expect([...map.keys()]).toEqual(["learner-area", "public-sites"]);
    const every = new Set([...map.values()].flatMap((sections) => [...sections]));
    const missing: string[] = [];
    for (const name of files.filter((file) => file !== "docs/specification-map.md")) {
      readFileSync(join(ROOT, name), "utf8")
        .split("\n")
        .forEach((line, index) => {
          const qualified: [number, number][] = [];
          for (const match of line.matchAll(QUALIFIED)) {
            const document = match[1]!.toLowerCase();
            for (const [section] of match[2]!.matchAll(/\d+(?:\.\d+)?/g))
              if (!map.get(document)!.has(section))
                missing.push(`${name}:${index + 1}: ${document} §${section}`);
            qualified.push([match.index!, match.index! + match[0].length]);
          }
          const design = [...line.matchAll(DESIGN_SECTION)].map(
            (match) => match.index! + match[0].indexOf("§"),
          );
          for (const match of line.matchAll(SECTION)) {
            const at = match.index!;
            if (qualified.some(([start, end]) => at >= start && at < end) || design.includes(at)) continue;
            if (!every.has(match[1]!)) missing.push(`${name}:${index + 1}: §${match[1]}`);
          }
        });
    }
    expect(missing).toEqual([]);
  });

  it("cite only sections that docs/design.md has", () => {
    const design = readFileSync(join(ROOT, "docs/design.md"), "utf8");
    const sections = new Set([...design.matchAll(/^## (\d+)\. /gm)].map(([, number]) => number));
    expect(sections.size).toBeGreaterThan(10);
    const missing = files.flatMap((name) =>
      scan([name], DESIGN_SECTION, (match) => !sections.has(match[1]!)).map(
        ({ where, text }) => `${where}: ${text}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it("link only files of the repository from the docs and the README", () => {
    const broken = files
      .filter((name) => name.endsWith(".md"))
      .flatMap((name) =>
        scan([name], /\]\(([^)#\s]+)(?:#[^)]*)?\)/g, (match) => {
          const target = match[1]!;
          if (/^[a-z]+:/.test(target)) return false;
          return !existsSync(join(ROOT, dirname(name), decodeURIComponent(target)));
        }),
      );
    expect(broken).toEqual([]);
  });
});
