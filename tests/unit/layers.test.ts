import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

import { LAYERS } from "../../eslint.config.js";

// The layers of app/: docs/design.md §4 prints the table, eslint.config.js holds it (`LAYERS`). Here the two are
// the same, and an import planted in each layer from every other one is refused exactly where the table says so.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
type Layer = keyof typeof LAYERS;
type Row = { imports: readonly string[]; types?: readonly string[]; browser?: boolean | string };
const ROWS = LAYERS as Record<Layer, Row>;
const EVERY = [...Object.keys(LAYERS), "routes", "root", "entry"];

/** docs/design.md §4's table: folder → the layers of "may import" and of "types only from". */
function designTable(): Map<string, { imports: string[]; types: string[] }> {
  const design = readFileSync(`${ROOT}/docs/design.md`, "utf8");
  const section = design.slice(design.indexOf("## 4."), design.indexOf("\n## 5."));
  const rows = section.split("\n").filter((line) => line.startsWith("| `app/"));
  const names = (cell: string | undefined) =>
    [...(cell ?? "").matchAll(/`([a-z0-9]+)`/g)].map(([, name]) => name!);
  return new Map(
    rows.map((line) => {
      const [, folder, , imports, types] = line.split("|").map((cell) => cell.trim());
      const layer = folder!.replace(/^`app\/|[/`].*$/g, "").replace(/\.server\.ts$/, "");
      return [layer === "env.server.ts" ? "env" : layer, { imports: names(imports), types: names(types) }];
    }),
  );
}

/** A module of a layer, as an import names it. */
function moduleOf(layer: string): string {
  if (layer === "env") return "~/env.server";
  if (layer === "root") return "~/root";
  if (layer === "entry") return "~/entry.server";
  return `~/${layer}/planted`;
}

function fileOf(layer: string, extension = "ts"): string {
  return layer === "env" ? `${ROOT}app/env.server.ts` : `${ROOT}app/${layer}/planted.${extension}`;
}

let eslint: ESLint;

async function refused(file: string, code: string): Promise<boolean> {
  return (await refusedLines(file, code)).size > 0;
}

/** The lines of `code`, linted as `file`, that no-restricted-imports refuses. */
async function refusedLines(file: string, code: string): Promise<Set<number>> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return new Set(
    result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map(({ line }) => line),
  );
}

const valueImport = (from: string) => `import { planted } from "${from}";\nexport const kept = planted;\n`;
const typeImport = (from: string) => `import type { Planted } from "${from}";\nexport type Kept = Planted;\n`;

describe("the layers of app/", () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  it("docs/design.md §4 prints the table eslint.config.js holds", () => {
    const table = designTable();
    expect([...table.keys()].sort()).toEqual([...Object.keys(LAYERS), "routes", "styles"].sort());
    for (const [layer, row] of Object.entries(ROWS)) {
      expect({ layer, ...table.get(layer) }).toEqual({
        layer,
        imports: [...row.imports],
        types: [...(row.types ?? [])],
      });
    }
  });

  it("refuses a value import across every edge the table forbids, and only those", async () => {
    const wrong: string[] = [];
    for (const [layer, row] of Object.entries(ROWS)) {
      // One planted file per layer and kind: line i imports the i-th other layer.
      const others = EVERY.filter((name) => name !== layer);
      const values = await refusedLines(
        fileOf(layer),
        others.map((other, at) => `import { planted${at} } from "${moduleOf(other)}";`).join("\n"),
      );
      const types = await refusedLines(
        fileOf(layer),
        others.map((other, at) => `import type { Planted${at} } from "${moduleOf(other)}";`).join("\n"),
      );
      others.forEach((other, at) => {
        const allowed = row.imports.includes(other);
        if (values.has(at + 1) === allowed)
          wrong.push(`${layer} → ${other}: ${allowed ? "refused" : "let through"}`);
        const typeAllowed = allowed || (row.types ?? []).includes(other);
        if (types.has(at + 1) === typeAllowed)
          wrong.push(`${layer} → type of ${other}: ${typeAllowed ? "refused" : "let through"}`);
      });
    }
    expect(wrong).toEqual([]);
    // Linting some twenty files takes seconds on a busy machine.
  }, 60_000);

  it("refuses the reference upstream everywhere, routes and root included", async () => {
    for (const layer of [...Object.keys(LAYERS), "routes"]) {
      expect(await refused(fileOf(layer), valueImport("../../upstream/db"))).toBe(true);
    }
    expect(await refused(`${ROOT}app/root.tsx`, valueImport("../upstream/db"))).toBe(true);
  });

  it("lets browser code take only types from server modules", async () => {
    const browser: [string, string][] = [
      ["components", "ts"],
      ["hooks", "ts"],
      ["features", "tsx"],
    ];
    for (const [layer, extension] of browser) {
      expect(await refused(fileOf(layer, extension), valueImport("~/domain/planted.server"))).toBe(true);
      expect(await refused(fileOf(layer, extension), typeImport("~/domain/planted.server"))).toBe(false);
    }
    // A feature's server half takes server modules.
    expect(await refused(fileOf("features"), valueImport("~/domain/planted.server"))).toBe(false);
  });
});
