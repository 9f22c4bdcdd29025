import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of app/, one row per folder (and per top-level module): what it may import, and from where it may take
 * types only. docs/design.md §4 prints this table; tests/unit/layers.test.ts keeps the two the same. A folder may
 * always import its own files and packages; `routes`, `root` and `entry` may import every layer. The order of the
 * value edges has no loop (checked by `npm run check:cycles` file by file), so a folder below never reaches one
 * above at run time. `browser`: the folder's code reaches the browser, so it takes only types from server modules.
 */
export const LAYERS = {
  domain: { imports: [], types: ["i18n"] },
  env: { imports: [] },
  i18n: { imports: ["domain"] },
  hooks: { imports: ["domain", "i18n"], browser: true },
  utils: { imports: ["domain", "i18n", "env"], types: ["services", "root"] },
  services: { imports: ["domain", "utils", "env"] },
  guard: { imports: ["services", "domain", "utils", "i18n", "env"] },
  forms: { imports: ["guard", "domain", "utils", "i18n"] },
  components: {
    imports: ["forms", "domain", "utils", "hooks", "i18n", "styles"],
    types: ["services", "root"],
    browser: true,
  },
  features: {
    imports: [
      "services",
      "guard",
      "forms",
      "domain",
      "utils",
      "hooks",
      "i18n",
      "env",
      "components",
      "styles",
    ],
    browser: "*.tsx",
  },
};
const EVERY_LAYER = [...Object.keys(LAYERS), "routes", "root", "entry"];

/** How an import of a layer is spelt: by the `~/` alias, or relatively from another folder of app/. */
function specifiers(layer) {
  if (layer === "env") return ["~/env*", "**/env.server*"];
  if (layer === "root") return ["~/root", "~/root.*", "**/root", "**/root.tsx"];
  if (layer === "entry") return ["~/entry*", "**/entry.*"];
  return [`~/${layer}`, `~/${layer}/**`, `**/${layer}/**`];
}

function layerFiles(layer) {
  return layer === "env" ? ["app/env.server.ts"] : [`app/${layer}/**/*.{ts,tsx}`];
}

const NO_UPSTREAM = {
  group: ["**/upstream/**", "**/upstream"],
  message: "The portal reaches the reference upstream only over HTTP, through app/services.",
};
const SERVER_TYPES_ONLY = (layer) => ({
  group: ["**/*.server", "**/*.server.*"],
  allowTypeImports: true,
  message: `app/${layer}/ reaches the browser: it takes only types from server modules (docs/design.md §4).`,
});

/** One `no-restricted-imports` per layer (a later block's options replace an earlier one's for the same rule). */
function layerRules() {
  return Object.entries(LAYERS).flatMap(([layer, { imports, types = [], browser }]) => {
    const others = EVERY_LAYER.filter((other) => other !== layer && !imports.includes(other));
    const forbidden = others.filter((other) => !types.includes(other));
    const patterns = [NO_UPSTREAM];
    if (forbidden.length)
      patterns.push({
        group: forbidden.flatMap(specifiers),
        message: `app/${layer}/ may import ${imports.join(", ") || "nothing of the app"}${types.length ? `, and types from ${types.join(", ")}` : ""} (docs/design.md §4).`,
      });
    if (types.length)
      patterns.push({
        group: types.flatMap(specifiers),
        allowTypeImports: true,
        message: `app/${layer}/ takes only types from ${types.join(", ")} (docs/design.md §4).`,
      });
    const rule = (extra) => ({ "no-restricted-imports": ["error", { patterns: [...patterns, ...extra] }] });
    if (browser === true) return [{ files: layerFiles(layer), rules: rule([SERVER_TYPES_ONLY(layer)]) }];
    if (browser === "*.tsx")
      return [
        { files: [`app/${layer}/**/*.ts`], rules: rule([]) },
        { files: [`app/${layer}/**/*.tsx`], rules: rule([SERVER_TYPES_ONLY(`${layer}/*.tsx`)]) },
      ];
    return [{ files: layerFiles(layer), rules: rule([]) }];
  });
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".cache/",
      "public/center/build/",
      "public/center/pdf.worker.min.js",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "upstream/data/",
      "bench/bare/build/",
      "bench/bare/public/build/",
      "bench/bare/.cache/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      "react/prop-types": "off",
    },
  },
  // Every file of app/ (routes, root and entries included) never imports the reference upstream; each layer its row.
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_UPSTREAM] }] },
  },
  ...layerRules(),
);
