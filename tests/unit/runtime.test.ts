import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { NODE_MAJOR, PINNED_NODE, runtimeRefusal } from "../../server/runtime";

// The runtime the project brings and names (docs/decisions/041): every place that names it names the same one,
// and the tests themselves run on it.
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const pkg = JSON.parse(read("package.json")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};

describe("the runtime", () => {
  it("is the one these tests run on", () => {
    expect(process.versions.node.split(".")[0]).toBe(String(NODE_MAJOR));
  });

  it("is named the same in package.json, .node-version, .nvmrc and @types/node", () => {
    expect(PINNED_NODE.split(".")[0]).toBe(String(NODE_MAJOR));
    expect(pkg.optionalDependencies.node).toBe(PINNED_NODE);
    expect(pkg.engines.node).toBe(`${NODE_MAJOR}.x`);
    expect(read(".node-version").trim()).toBe(PINNED_NODE);
    expect(read(".nvmrc").trim()).toBe(PINNED_NODE);
    expect(pkg.devDependencies["@types/node"]?.split(".")[0]).toBe(String(NODE_MAJOR));
    expect(pkg.scripts["build:server"]).toContain(`--target=node${NODE_MAJOR}`);
  });

  it("is accepted in any minor and patch of the major", () => {
    expect(runtimeRefusal(`${NODE_MAJOR}.0.0`)).toBeNull();
    expect(runtimeRefusal(PINNED_NODE)).toBeNull();
    expect(runtimeRefusal(`${NODE_MAJOR}.99.1`)).toBeNull();
  });

  it.each(["20.20.2", "22.12.0", "24.21.0", `${NODE_MAJOR + 1}.0.0`])(
    "refuses %s, saying which runtime it is and what to install",
    (version) => {
      const refusal = runtimeRefusal(version, "/usr/bin/node");
      expect(refusal).toContain(`this is Node ${version} (/usr/bin/node)`);
      expect(refusal).toContain(`runs on Node ${NODE_MAJOR}`);
      expect(refusal).toContain("npm ci");
      expect(refusal).toContain(`Node ${PINNED_NODE}`);
    },
  );
});
