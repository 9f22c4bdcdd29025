import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";

import { useT, type MessageKey, type Translate } from "~/i18n/i18n";

// The error summary of the one form convention (decision 036), beside form-errors.tsx, whose field and form
// messages it repeats at the top of the page. A module of its own: form-errors.tsx is in every page's script,
// this only in the pages that place a summary (the JS budget, decision 011).

/**
 * The error summary (GOV.UK pattern, decision 036): at the top of the page's main content, a titled box with each of
 * the action's refusals as a link to its field, so a page reloaded without JavaScript shows what went wrong where
 * the reading starts (its title says so too: page-title.ts). `fields`: the form's field names, in the form's
 * order, and the ids of their controls ("" for the form-level message). Renders nothing without errors.
 */
export function ErrorSummary({ fields }: { fields: Record<string, string> }) {
  const t = useT();
  const items = summaryItems(useActionData<SubmissionResult<string[]>>(), fields, t);
  if (items.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{t("validation.summaryTitle")}</h2>
      <ul>
        {items.map(({ id, text }) => (
          <li key={id}>
            <a href={`#${id}`}>{text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The summary's lines: each field of `fields` (in its order) that the reply refused, with its control's id and
 * the same words as under the field (the schema's catalogue key); the form-level message in the upstream's
 * words when it gave any.
 */
export function summaryItems(
  result: SubmissionResult<string[]> | null | undefined,
  fields: Record<string, string>,
  t: Translate,
): { id: string; text: string }[] {
  return Object.entries(fields).flatMap(([name, id]) => {
    const [key, text] = result?.error?.[name] ?? [];
    return key ? [{ id, text: (name ? null : text) ?? t(key as MessageKey) }] : [];
  });
}
