// `npx tsx scripts/page-weight.ts <base url> <path>...`: what a first visit to each page costs, as the browser
// loads it: the document (gzipped) and every script the document names (modulepreload links and the inline
// module's imports), each gzipped on its own as it travels. Scripts a page imports later (the carousel, charts,
// the player) are not named by the document and are not counted: the budget is for what a page needs to start.
// Set COOKIE to measure a page as a signed-in learner.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const publicDir = fileURLToPath(new URL("../public", import.meta.url));
const BUILD_PREFIX = "/center/build/";

export type PageWeight = { path: string; status: number; htmlGzip: number; jsGzip: number; scripts: number };

/** The build scripts a document names for its first load. */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /<link rel="modulepreload" href="([^"]+)"/g,
    /from "([^"]+\.js)"/g,
    /import\("([^"]+\.js)"\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) {
      const src = match[1];
      if (src?.startsWith(BUILD_PREFIX)) found.add(src);
    }
  }
  return [...found];
}

const gzipped = (bytes: Buffer | string) => gzipSync(bytes).length;

export async function pageWeight(base: string, path: string, cookie?: string): Promise<PageWeight> {
  const response = await fetch(new URL(path, base), {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  const html = await response.text();
  const scripts = scriptsOf(html);
  const jsGzip = scripts.reduce((sum, src) => sum + gzipped(readFileSync(publicDir + src)), 0);
  return { path, status: response.status, htmlGzip: gzipped(html), jsGzip, scripts: scripts.length };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base, ...paths] = process.argv.slice(2);
  if (!base || paths.length === 0) {
    console.error("usage: tsx scripts/page-weight.ts http://localhost:3000 /center/custom/party/search ...");
    process.exit(2);
  }
  console.log("status  html KB    JS KB  scripts  page");
  for (const path of paths) {
    const weight = await pageWeight(base, path, process.env.COOKIE);
    console.log(
      `${weight.status}    ${kb(weight.htmlGzip)}   ${kb(weight.jsGzip)}  ${String(weight.scripts).padStart(7)}  ${path}`,
    );
  }
}
