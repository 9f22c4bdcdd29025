import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const APP_RULES = [];
const FEATURE_NO_ROUTES = {
  group: ["~/routes/**", "**/routes/**"],
  message: "A feature never imports a route: routes import the feature.",
};

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
  // The layers of app/ (DESIGN.md §4, docs/design.md "Layers"): what each folder may import. Server-only modules
  // never reach the browser bundle (components and domain take at most their types).
  ...layer("app/**/*.{ts,tsx}", [
    {
      group: ["**/upstream/**", "**/upstream"],
      message: "The portal reaches the reference upstream only over HTTP, through app/services.",
    },
  ]),
  ...layer("app/components/**/*.{ts,tsx}", [
    {
      group: ["~/routes/**", "**/routes/**", "~/features/**", "**/features/**"],
      message: "Components never import routes or features: routes and features import components.",
    },
    {
      group: ["~/services/**", "~/screens/**", "**/*.server", "**/*.server.*"],
      allowTypeImports: true,
      message: "Components take only types from services, screens and server modules.",
    },
  ]),
  ...layer("app/domain/**/*.ts", [
    {
      group: [
        "~/components/**",
        "~/routes/**",
        "~/services/**",
        "~/screens/**",
        "~/features/**",
        "~/utils/**",
        "~/hooks/**",
        "~/forms/**",
        "~/styles/**",
        "~/env*",
        "~/root*",
        "~/entry*",
        "../**",
      ],
      message: "The domain imports nothing of the app (pure rules and tables).",
    },
    { group: ["~/i18n/**"], allowTypeImports: true, message: "The domain takes only types from i18n." },
  ]),
  ...layer("app/services/**/*.ts", [
    {
      group: [
        "~/routes/**",
        "~/components/**",
        "~/screens/**",
        "~/features/**",
        "~/hooks/**",
        "~/forms/**",
        "~/utils/guard.server*",
      ],
      message:
        "Services are upstream clients: they import domain and utilities, never the UI, routes, forms or the guard (which sits above them).",
    },
  ]),
  // A feature (app/features/<name>/, decision 032) holds a screen family's server half (*.server.ts) and UI half
  // (*.tsx): it may import services, domain, forms, utilities and components, never a route; its UI half takes
  // only types from services and server modules (they never reach the browser).
  ...layer("app/features/**/*.ts", [FEATURE_NO_ROUTES]),
  ...layer("app/features/**/*.tsx", [
    FEATURE_NO_ROUTES,
    {
      group: ["~/services/**", "**/*.server", "**/*.server.*"],
      allowTypeImports: true,
      message: "A feature's UI half takes only types from services and server modules.",
    },
  ]),
);

/**
 * One `no-restricted-imports` per layer, each repeating the rules of the layers it sits in (a later block's options
 * replace an earlier one's for the same rule, they do not add up): app/ → upstream; its folders → their own.
 */
function layer(files, patterns) {
  const all = files === "app/**/*.{ts,tsx}" ? patterns : [...APP_RULES, ...patterns];
  if (files === "app/**/*.{ts,tsx}") APP_RULES.push(...patterns);
  return [{ files: [files], rules: { "no-restricted-imports": ["error", { patterns: all }] } }];
}
