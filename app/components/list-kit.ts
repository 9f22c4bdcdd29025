// The parts of the pages with lists and course cards (the catalogue, my courses and the learner's lists, the
// course details and the player, the public sites), gathered as ONE file like the page kit
// (components/page-kit.ts, decision 011). They left the page kit so that the pages without them — the question
// screens first — do not carry them (decision 035). Every entry that uses one of these modules imports this kit
// (`import "~/components/list-kit"`; package.json marks it as having side effects), so they share one chunk:
// tests/unit/page-kit.test.ts checks the imports, tests/budget/first-load-files.test.ts the built file.
export * from "~/components/course-cover";
export * from "~/components/ui/list-state";
export * from "~/components/ui/pagination";
export * from "~/domain/content-language";
export * from "~/domain/pagination";
export * from "~/domain/review-rules";
export * from "~/domain/time-format";
export * from "~/forms/form-message";
export * from "~/hooks/use-content-lang";
export * from "~/utils/share-meta";
