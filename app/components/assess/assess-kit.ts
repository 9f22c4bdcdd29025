// The assessment screens' shared code (the time used and the timer's rules, the result's rules), gathered so the
// bundler keeps it as ONE file (decision 011, as components/page-kit.ts does for all pages). My assessments, the
// result review and the time's-up page reach all of it; the modules the assessment screens load later
// (attempt-timer.lazy.tsx, self-score.lazy.tsx) import this kit so that they reach the same set, else the bundler
// would cut it in two files for every one of those pages.
export * from "~/components/time-used";
export * from "~/domain/assessment-result";
export * from "~/domain/exam-timer";
