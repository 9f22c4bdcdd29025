import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

// Every file in patches/ changes a framework package's installed code (docs/decisions/026). patch-package applies
// them on install and stops the install when one does not apply (`--error-on-fail`); this proves each one is in
// node_modules now, hunk by hunk, so a machine that installed without scripts, an upgrade that moved a package, or
// a patch edited by hand fails here. The patches are found, not listed: a new one is checked the day it lands.
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PATCHES = `${ROOT}patches/`;

type Hunk = { before: string; after: string };
type FileDiff = { path: string; hunks: Hunk[] };

/** The files a unified diff (patch-package's `git diff` output) changes, each hunk as its text before and after. */
function parsePatch(text: string): FileDiff[] {
  const files: FileDiff[] = [];
  let hunk: { before: string[]; after: string[] } | undefined;
  const close = () => {
    const file = files.at(-1);
    if (hunk && file) file.hunks.push({ before: hunk.before.join("\n"), after: hunk.after.join("\n") });
    hunk = undefined;
  };
  for (const line of text.split("\n")) {
    if (line.startsWith("diff --git ")) {
      close();
      files.push({ path: "", hunks: [] });
    } else if (line.startsWith("+++ ") && !hunk) {
      const file = files.at(-1);
      if (file) file.path = line.slice(4).replace(/^b\//, "");
    } else if (line.startsWith("@@")) {
      close();
      hunk = { before: [], after: [] };
    } else if (hunk && line.startsWith("+")) {
      hunk.after.push(line.slice(1));
    } else if (hunk && line.startsWith("-")) {
      hunk.before.push(line.slice(1));
    } else if (hunk && line.startsWith(" ")) {
      hunk.before.push(line.slice(1));
      hunk.after.push(line.slice(1));
    }
    // Anything else ("\ No newline at end of file", the trailing empty line, index lines) carries no text.
  }
  close();
  return files;
}

/** `@remix-run+router+1.23.3.patch` → the package and the version the patch was made against. */
function packageOf(patchFile: string): { name: string; version: string } {
  const match = /^(.+)\+([^+]+)\.patch$/.exec(patchFile);
  if (!match?.[1] || !match[2]) throw new Error(`not a patch-package file name: ${patchFile}`);
  return { name: match[1].replace("+", "/"), version: match[2] };
}

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
const manifest = readJson(`${ROOT}package.json`) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, unknown>;
};
const lock = readJson(`${ROOT}package-lock.json`) as { packages: Record<string, { version?: string }> };

const patchFiles = readdirSync(PATCHES).filter((file) => file.endsWith(".patch"));

describe("the framework patches", () => {
  it("are found (five today)", () => {
    expect(patchFiles.length).toBeGreaterThanOrEqual(5);
  });

  it("parses a diff into hunks, so an unparsed patch cannot pass by checking nothing", () => {
    const [file] = parsePatch(
      "diff --git a/node_modules/x/a.js b/node_modules/x/a.js\n--- a/node_modules/x/a.js\n+++ b/node_modules/x/a.js\n" +
        "@@ -1,3 +1,3 @@\n one\n-two\n+2\n three\n\\ No newline at end of file\n",
    );
    expect(file).toEqual({
      path: "node_modules/x/a.js",
      hunks: [{ before: "one\ntwo\nthree", after: "one\n2\nthree" }],
    });
  });

  it("are applied on every install, and an install stops when one does not apply", () => {
    expect(manifest.scripts.postinstall).toBe("patch-package --error-on-fail");
  });

  describe.each(patchFiles)("%s", (patchFile) => {
    const { name, version } = packageOf(patchFile);
    const files = parsePatch(readFileSync(`${PATCHES}${patchFile}`, "utf8"));

    it("is in the installed files, every hunk of it", () => {
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        expect(file.path.startsWith(`node_modules/${name}/`), file.path).toBe(true);
        expect(file.hunks.length, file.path).toBeGreaterThan(0);
        const installed = readFileSync(`${ROOT}${file.path}`, "utf8");
        for (const hunk of file.hunks) {
          expect(installed.includes(hunk.after), `${file.path}: a hunk is not applied`).toBe(true);
          // A hunk that only adds lines leaves its context in place; one that removes lines must have removed them.
          if (!hunk.after.includes(hunk.before)) {
            expect(installed.includes(hunk.before), `${file.path}: a hunk's old text is still there`).toBe(
              false,
            );
          }
        }
      }
    });

    it("patches the one copy installed, of the version it was made against, pinned", () => {
      expect((readJson(`${ROOT}node_modules/${name}/package.json`) as { version: string }).version).toBe(
        version,
      );
      // patch-package patches node_modules/<name> only: a nested copy elsewhere would run unpatched.
      const copies = Object.keys(lock.packages).filter((path) => path.endsWith(`node_modules/${name}`));
      expect(copies).toEqual([`node_modules/${name}`]);
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
      // A direct dependency is pinned where it is declared; a transitive one by `overrides`, so no update of the
      // package that brings it can move it off the patched version.
      const declared =
        manifest.dependencies[name] ?? manifest.devDependencies[name] ?? manifest.overrides[name];
      expect(declared).toBe(version);
    });
  });
});
