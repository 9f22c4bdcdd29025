import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

// What ships to a school (`npm ci --omit=dev`) is what the portal and the reference upstream use (decision 045):
// every production dependency is imported by their code, or run by a production script. An unused one is
// weight and advisories for nothing (remix-serve and express 4 shipped beside Hono's server).
const root = fileURLToPath(new URL("../..", import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};

/** The source text of the code a school runs. */
function sources(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(tsx?|jsx?|mjs|cjs|sh)$/.test(name)) texts.push(readFileSync(full, "utf8"));
    }
  };
  for (const dir of ["app", "server", "upstream", "scripts", "deploy"]) walk(join(root, dir));
  return texts.join("\n");
}

describe("the production dependencies", () => {
  const code = sources();
  /** The scripts a school runs (start, upstream, build), whose commands may name a package's binary. */
  const productionScripts = ["start", "upstream", "build", "build:pdf-worker", "postinstall"]
    .map((name) => pkg.scripts[name] ?? "")
    .join("\n");

  it.each(Object.keys(pkg.dependencies))("%s is used by the code or a production script", (name) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    const imported = new RegExp(`(from |import\\(|require\\()["']${escaped}(/[^"']*)?["']`).test(code);
    const run = new RegExp(`(^|[\\s/])${escaped.replace(/^@[^/]+\//, "")}(\\s|$)`).test(productionScripts);
    expect(imported || run, `${name}: imported nowhere, run by no production script`).toBe(true);
  });
});
