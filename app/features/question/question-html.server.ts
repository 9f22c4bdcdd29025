import { sanitizeUpstreamHtml } from "~/utils/sanitize-html.server";

import type { Question } from "~/services/question.server";

// Question HTML (stem, options, blanks' labels, material, analyses) comes from the upstream. Loaders pass every
// question through this before handing it to app/features/question/question-view.tsx, which renders these
// fields as HTML and never cleans them itself (the sanitizer is a server module).

/** The question with every HTML field cleaned; null (a deleted question) stays null. */
export function sanitizeQuestion(question: Question | null): Question | null {
  if (!question) return null;
  return {
    ...question,
    content: sanitizeUpstreamHtml(question.content),
    big_content: sanitizeUpstreamHtml(question.big_content),
    correct_content: sanitizeUpstreamHtml(question.correct_content),
    big_correct_content: sanitizeUpstreamHtml(question.big_correct_content),
    items: question.items.map((item) => ({ ...item, content: sanitizeUpstreamHtml(item.content) })),
  };
}
