// `npx tsx scripts/route-weights.ts`: the gzipped JS a first visit to each route loads, from the client build's
// manifest (public/center/build/manifest-*.js) — no server needed. A first visit loads the client entry and its
// imports, then for each route of the match (root, layouts, the page) its module and its imports; each file
// counted once, gzipped on its own as it travels (as scripts/page-weight.ts counts a real document). Modules a page
// loads later with import() (the player's libraries, the charts, the carousel engine, the answer files' transfer
// code) are not in the manifest's imports and are not counted. tests/budget/js-budget.test.ts holds every route to
// its budget (decision 011).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const PUBLIC_DIR = fileURLToPath(new URL("../public", import.meta.url));
const BUILD_DIR = join(PUBLIC_DIR, "center/build");

type ManifestRoute = { id: string; parentId?: string; path?: string; module: string; imports?: string[] };
export type ClientManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

export type RouteWeight = { id: string; jsGzip: number; scripts: string[] };

/** The client build's manifest; throws with what to do when there is no build. */
export function readClientManifest(buildDir = BUILD_DIR): ClientManifest {
  const files = existsSync(buildDir)
    ? readdirSync(buildDir).filter((name) => /^manifest-.*\.js$/.test(name))
    : [];
  if (files.length !== 1) {
    throw new Error(
      files.length === 0
        ? `no client build in ${buildDir} (no manifest-*.js): run \`npm run build\` first`
        : `more than one manifest in ${buildDir} (${files.join(", ")}): run \`npm run build\` again`,
    );
  }
  const text = readFileSync(join(buildDir, files[0]!), "utf8");
  const json = /^window\.__remixManifest=(.*);?\s*$/s.exec(text)?.[1]?.replace(/;\s*$/, "");
  if (!json) throw new Error(`${files[0]} is not a Remix manifest`);
  return JSON.parse(json) as ClientManifest;
}

/** The routes a visit to `id` matches, root first. */
export function routeChain(manifest: ClientManifest, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (
    let route = manifest.routes[id];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  ) {
    chain.unshift(route);
  }
  return chain;
}

/** The scripts a first visit to `id` loads, each once, in the order the document names them. */
export function firstLoadScripts(manifest: ClientManifest, id: string): string[] {
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of routeChain(manifest, id)) {
    scripts.add(route.module);
    for (const src of route.imports ?? []) scripts.add(src);
  }
  return [...scripts];
}

/** Every route's first-visit JS, gzipped file by file (`gzipOf` reads a script by its URL path). */
export function routeWeights(manifest: ClientManifest, gzipOf: (src: string) => number): RouteWeight[] {
  const sizes = new Map<string, number>();
  const sizeOf = (src: string) => {
    if (!sizes.has(src)) sizes.set(src, gzipOf(src));
    return sizes.get(src)!;
  };
  return Object.keys(manifest.routes).map((id) => {
    const scripts = firstLoadScripts(manifest, id);
    return { id, scripts, jsGzip: scripts.reduce((sum, src) => sum + sizeOf(src), 0) };
  });
}

/** A built script's gzipped size, read from public/ by its URL path (/center/build/…). */
export function gzipOfBuilt(src: string): number {
  return gzipSync(readFileSync(join(PUBLIC_DIR, src))).length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const weights = routeWeights(readClientManifest(), gzipOfBuilt).sort((a, b) => b.jsGzip - a.jsGzip);
  console.log("   JS KB  scripts  route");
  for (const { id, jsGzip, scripts } of weights) {
    console.log(`${(jsGzip / 1024).toFixed(1).padStart(8)}  ${String(scripts.length).padStart(7)}  ${id}`);
  }
}
