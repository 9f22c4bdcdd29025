// The parts EVERY page's script needs, gathered so that the bundler ships them as ONE file with the framework.
//
// esbuild puts a shared module in a chunk of its own for each distinct set of routes that import it, so the
// frame of a page (i18n, paths, the error and not-found pages, the header and footer, the personal menu…)
// arrived as some twenty small files, each gzipped on its own: 6 KB more per page than the same code in one
// file (decision 011). Every route module and every lazily loaded module imports this kit (`import
// "~/components/page-kit"`; package.json marks it as having side effects so the import is kept), which makes
// every member reachable from every entry, so they share one chunk. tests/unit/page-kit.test.ts checks the rule.
// A module belongs here only if nearly every page, the question screens included, uses it: whatever is here,
// every page loads. The root route's browser
// half (root-frame.tsx) and the entry's start (client-start.tsx) are here too, so that the root's and the entry's
// own files are a few bytes (decision 035). What the lists use (the pager, list states, covers…) is in the
// lists' kit (components/list-kit.ts), which the question screens do not load.
export * from "~/components/client-start";
export * from "~/components/error-boundary";
export * from "~/components/language-switch";
export * from "~/components/not-found-page";
export * from "~/components/personal-menu";
export * from "~/components/public-site/public-site-handle";
export * from "~/components/root-frame";
export * from "~/components/school-brand";
export * from "~/components/site-footer";
export * from "~/components/site-header";
export * from "~/components/ui/empty-state";
export * from "~/components/ui/form-errors";
export * from "~/components/ui/lazy-code";
export * from "~/components/ui/toast";
export * from "~/domain/header-menu";
export * from "~/domain/paths";
export * from "~/domain/root-scope";
export * from "~/domain/text-length";
export * from "~/domain/user";
export * from "~/hooks/use-is-pending";
export * from "~/i18n/i18n";
export * from "~/i18n/locales";
export * from "~/utils/nonce";
export * from "~/utils/page-title";
export * from "~/utils/root-data";
