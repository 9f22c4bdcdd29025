// The code every question screen uses (practice answering and review, assessment answering and result review),
// gathered so that the bundler ships it as ONE file (decision 011, as components/page-kit.ts does for all pages).
// The four screens and the modules they load later (`*.lazy.tsx`, answer-transfer.client.ts) import it, so every
// member is reached by the same entries and lands in the same chunk. Only what all four screens show belongs here:
// the answering side (answering-form.tsx, question-inputs.tsx, question-form.tsx) and the review side
// (reviewed-question.tsx, question-review.tsx, review-nav.tsx) stay apart, each on its own screens.
export * from "~/features/question/answer-card";
export * from "~/features/question/answer-files";
export * from "~/features/question/question-dialog";
export * from "~/features/question/question-view";
export * from "~/components/ui/lazy-part";
export * from "~/domain/answer-encoding";
export * from "~/domain/answer-again";
export * from "~/domain/answer-file-refs";
export * from "~/domain/question-paths";
