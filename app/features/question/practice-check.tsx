import { lazyPart } from "~/components/ui/lazy-part";
import type { PracticeCheck } from "~/domain/practice-check";
import { useT } from "~/i18n/i18n";

import type { CheckResultProps } from "./practice-check.lazy";

// "Check this answer" on the practice answering screen (decision 051): a real submit button of the question form
// (intent 'check': the answer is saved, then the same question shows its check, post/redirect/get, with and
// without JavaScript) and the result under it. The result's region is a polite live region present from the
// page's load, so a check made with JavaScript is announced while the focus stays on the button; a page loaded
// with the result (without JavaScript) puts the focus on it (the HTML `autofocus`). The result's code loads when
// it is first shown (practice-check.lazy.tsx): the screen's first script stays within its budget.

const LiveResult = lazyPart<CheckResultProps>(() =>
  import("./practice-check.lazy").then((module) => module.CheckResult),
);

export function PracticeCheckArea({ check }: { check: PracticeCheck | null }) {
  const t = useT();
  return (
    <div className="practice-check">
      {/* Never disabled while the post is on its way: a disabled button drops the focus to the page. A second
          press is a second check of the same answer, harmless. */}
      <button type="submit" name="intent" value="check" className="button">
        {t("practiceAnswer.check")}
      </button>
      <div
        role="status"
        aria-label={t("practiceAnswer.checkRegion")}
        className="practice-check__result"
        {...(check ? { tabIndex: -1, autoFocus: true, "data-focus-first": "" } : {})}
      >
        {check ? <LiveResult check={check} /> : null}
      </div>
    </div>
  );
}
