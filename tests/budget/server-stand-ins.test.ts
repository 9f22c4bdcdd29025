import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

// A route's `.server` imports become empty stand-ins in the browser build; patches/@remix-run+dev+2.17.5.patch
// marks them free of side effects, so esbuild drops each unused one instead of shipping it as a file of its own
// (docs/decisions/011 and 026). The same patch makes the browser module of a route without browser exports (a
// resource route) an empty ES module instead of `module.exports = {}`, which needed esbuild's CommonJS helpers
// and so kept them in a file of their own on every page (decision 035). The client build's metafile (`npm test`
// builds first) names what went where.
const METAFILE = fileURLToPath(new URL("../../build/metafile.js.json", import.meta.url));

type Metafile = {
  inputs: Record<string, unknown>;
  outputs: Record<
    string,
    { inputs: Record<string, unknown>; imports: { path: string }[]; entryPoint?: string; bytes: number }
  >;
};

function metafile(): Metafile {
  if (!existsSync(METAFILE))
    throw new Error(`no client build metafile (${METAFILE}): run \`npm run build\` first`);
  return JSON.parse(readFileSync(METAFILE, "utf8")) as Metafile;
}

const isStandIn = (input: string) => input.startsWith("empty-module:");

describe("the empty stand-ins of server modules in the browser build", () => {
  it("are made (the routes import server modules), and none reaches a file the browser loads", () => {
    const built = metafile();
    expect(Object.keys(built.inputs).filter(isStandIn).length).toBeGreaterThan(5);
    const shipped = Object.entries(built.outputs).flatMap(([output, { inputs }]) =>
      Object.keys(inputs)
        .filter(isStandIn)
        .map((input) => `${output}: ${input}`),
    );
    expect(shipped).toEqual([]);
  });

  it("of a route without browser exports is an empty module that imports nothing", () => {
    const built = metafile();
    const resourceRoutes = Object.values(built.outputs).filter(({ entryPoint }) =>
      /^browser-route-module:routes\/center\.(logout|locale)\.tsx\?browser$/.test(entryPoint ?? ""),
    );
    expect(resourceRoutes).toHaveLength(2);
    expect(resourceRoutes.map(({ bytes, imports }) => ({ bytes, imports: imports.length }))).toEqual([
      { bytes: 0, imports: 0 },
      { bytes: 0, imports: 0 },
    ]);
  });
});
