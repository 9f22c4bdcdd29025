import { z } from "zod";

import { withoutControlChars, type LengthProblem } from "~/domain/text-length";
import type { MessageKey } from "~/i18n/i18n";

// A text field checked by its rule in app/domain (notes, reviews): the schema asks the rule, never counts by
// itself (zod's min/max count UTF-16 units, the rules count characters), and answers each problem with the
// form's catalogue key.

/** The length problems of a text field as the form's catalogue keys. */
export type LengthMessages = Record<LengthProblem, MessageKey>;

/**
 * A text field validated by `problemOf`; a missing field is too short. With `trim`, the value is trimmed before
 * the rule sees it and is sent on trimmed.
 */
export function ruleText(
  problemOf: (text: string) => LengthProblem | null,
  messages: LengthMessages,
  options: { trim?: boolean } = {},
) {
  const text = z.string({ error: messages.tooShort }).transform(withoutControlChars);
  return text
    .transform((value) => (options.trim ? value.trim() : value))
    .superRefine((value, context) => {
      const problem = problemOf(value);
      if (problem) context.addIssue({ code: "custom", message: messages[problem] });
    });
}
