import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { firstLoadScripts, PUBLIC_DIR, readClientManifest } from "../../scripts/route-weights";

// What a first visit's files carry (decision 035). esbuild puts a module in a shared file for each distinct set of
// entries that import it, and names in every entry each shared file its modules reach, used or not. Two ways
// this costs a page a file it does not need, each gzipped on its own (0.1–0.75 KB): a route file that imports a
// module only for its loader or action (the import puts the module on the page, the code is then dropped), and a
// module that one more page reaches, which cuts it out of the file of the pages that share it. The client build
// (`npm test` builds first) and its metafile say where each module went.
const METAFILE = fileURLToPath(new URL("../../build/metafile.js.json", import.meta.url));
const APP = fileURLToPath(new URL("../../app", import.meta.url));

type Metafile = { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };

function metafile(): Metafile {
  if (!existsSync(METAFILE))
    throw new Error(`no client build metafile (${METAFILE}): run \`npm run build\` first`);
  return JSON.parse(readFileSync(METAFILE, "utf8")) as Metafile;
}

/** The built file (as its URL path) a module's code went to. */
function fileOf(built: Metafile, module: string): string {
  const files = Object.entries(built.outputs)
    .filter(([output, { inputs }]) => output.endsWith(".js") && (inputs[module]?.bytesInOutput ?? 0) > 0)
    .map(([output]) => output.replace(/^public/, ""));
  expect(files, `${module} is in one built file`).toHaveLength(1);
  return files[0]!;
}

const source = (src: string) => readFileSync(join(PUBLIC_DIR, src), "utf8");

/** The files a built file takes names from (`import{…}from"…"`, `import*as…from"…"`), not the bare imports. */
function namedImports(src: string): string[] {
  return [...source(src).matchAll(/import(?:\{[^}]*\}|\*\s*as\s*[\w$]+|\s*[\w$]+)\s*from\s*"([^"]+)"/g)].map(
    ([, path]) => new URL(path!, `http://portal${src}`).pathname,
  );
}

const QUESTION_SCREENS = [
  "routes/center.$school.user.myPractice_.NowPractice",
  "routes/center.$school.user.myPractice_.AgainPractice",
  "routes/center.$school.user.myAssess_.assessAnswer",
  "routes/center.$school.user.myAssess_.againAssess",
];

/** The modules components/list-kit.ts gathers (its `export * from "~/…"` lines), as the metafile names them. */
const LIST_KIT_MEMBERS = [
  ...readFileSync(
    fileURLToPath(new URL("../../app/components/list-kit.ts", import.meta.url)),
    "utf8",
  ).matchAll(/^export \* from "~\/([^"]+)";$/gm),
].map(([, module]) => (existsSync(join(APP, `${module}.tsx`)) ? `app/${module}.tsx` : `app/${module}.ts`));

describe("the files a first visit loads", () => {
  it("are each used by the page: no shared file comes only from an import the server alone uses", () => {
    const manifest = readClientManifest();
    const unused = Object.keys(manifest.routes).flatMap((id) => {
      const scripts = firstLoadScripts(manifest, id);
      // From the entry and the route modules of the visit, follow only the imports that take names.
      const used = new Set<string>();
      const next = scripts.filter((src) => !src.includes("/_shared/"));
      while (next.length > 0) {
        const src = next.pop()!;
        if (used.has(src)) continue;
        used.add(src);
        next.push(...namedImports(src));
      }
      return scripts.filter((src) => !used.has(src)).map((src) => `${id}: ${src}`);
    });
    expect(unused).toEqual([]);
  });

  it("keep the answer encoding in the question screens' shared file", () => {
    const built = metafile();
    expect(fileOf(built, "app/domain/answer-encoding.ts")).toBe(
      fileOf(built, "app/features/question/question-view.tsx"),
    );
  });

  it("keep the question screens' paths in their shared file: no question screen loads the learner area's paths", () => {
    const built = metafile();
    const manifest = readClientManifest();
    expect(fileOf(built, "app/domain/question-paths.ts")).toBe(
      fileOf(built, "app/features/question/question-view.tsx"),
    );
    const learnerPaths = fileOf(built, "app/domain/learner-paths.ts");
    expect(QUESTION_SCREENS.filter((id) => firstLoadScripts(manifest, id).includes(learnerPaths))).toEqual(
      [],
    );
  });

  it("keep the college library's titles in the college pages' shared file", () => {
    const built = metafile();
    expect(fileOf(built, "app/utils/site-titles.ts")).toBe(fileOf(built, "app/domain/hzvtc-site.ts"));
  });

  it("every page shares three: the entry, the framework's file (esbuild's helpers in it) and the root", () => {
    const manifest = readClientManifest();
    const [first, ...others] = Object.keys(manifest.routes).map((id) => firstLoadScripts(manifest, id));
    const common = first!.filter((src) => others.every((scripts) => scripts.includes(src)));
    expect(common).toEqual([
      manifest.entry.module,
      ...manifest.entry.imports.filter((src) => src.includes("/_shared/")),
      manifest.routes["root"]!.module,
    ]);
    expect(common).toHaveLength(3);
  });

  it("keep the lists' kit in one file, which no question screen loads", () => {
    const built = metafile();
    const manifest = readClientManifest();
    const files = new Set(LIST_KIT_MEMBERS.map((module) => fileOf(built, module)));
    expect(files.size).toBe(1);
    const [listKit] = files;
    expect(fileOf(built, "app/components/root-frame.tsx")).not.toBe(listKit);
    expect(QUESTION_SCREENS.filter((id) => firstLoadScripts(manifest, id).includes(listKit!))).toEqual([]);
  });

  it("the school layout's module is empty: it has no component (React Router renders its child)", () => {
    const manifest = readClientManifest();
    expect(source(manifest.routes["routes/center.$school"]!.module)).toBe("");
  });
});
