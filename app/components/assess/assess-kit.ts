// The assessment screens' shared code (the time used and the timer's rules, the result's rules), gathered so the
// bundler keeps it as ONE file (decision 011, as components/page-kit.ts does for all pages). My assessments, the
// result review and the time's-up page reach all of it; the modules the assessment screens load later
// (attempt-timer.lazy.tsx, self-score.lazy.tsx) import this kit so that they reach the same set, else the bundler
// would cut it in two files for every one of those pages. My assessments, the result review and the time's-up page
// import it too, so that the back-button block of the last two (hooks/use-block-back.ts) joins this file instead
// of a 0.23 KB file of its own on those two pages.
export * from "~/components/time-used";
export * from "~/domain/assessment-result";
export * from "~/domain/exam-countdown";
export * from "~/hooks/use-block-back";
