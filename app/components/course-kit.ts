// The course pages' parts in one file, as the page kits (components/page-kit.ts, decision 011): the learner's
// course detail and the public sites' course details each imported a few of these, and esbuild
// made a small script for each distinct set of importers (three or four on a detail page, each gzipped on its
// own). Every route that shows a course's page imports this kit (`import "~/components/course-kit"`), so they share
// one chunk. Decision 036 added the error summary, the error focus and the content texts, and paid for them so.
export * from "~/components/public-site/public-materials";
export * from "~/components/public-site/public-reviews";
export * from "~/components/reviews/review-form";
export * from "~/components/reviews/review-list";
export * from "~/components/ui/content-text";
export * from "~/components/ui/error-summary";
export * from "~/hooks/use-error-focus";
