import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";

import { DEFAULT_REVIEW_LEVEL, REVIEW_LEVELS, REVIEW_MAX_LENGTH, reviewLevel } from "~/domain/review-rules";
import { FieldError, FormErrors } from "~/components/ui/form-errors";
import { fieldErrorOf, formMessageOf } from "~/forms/form-message";
import { useT } from "~/i18n/i18n";
import { useErrorFocus } from "~/hooks/use-error-focus";
import { useIsPending } from "~/hooks/use-is-pending";

/** The review form's fields and the ids of their controls, in the form's order (the page's ErrorSummary). */
export const REVIEW_FIELDS = { "": "review-form-error", level: "review-level", content: "review-content" };

/** A review's stars, with the level in words for screen readers. */
export function Stars({ level }: { level: number }) {
  const t = useT();
  return (
    <span className="stars">
      <span aria-hidden="true">{"★".repeat(level) + "☆".repeat(5 - level)}</span>{" "}
      <span className="stars__text">{t("courseDetail.stars", { level })}</span>
    </span>
  );
}

/**
 * The review form (learner-area §5, public-sites §2.3, §5): 1 to 5 stars (default 5), the text, Publish. The
 * server validates; after a success the page remounts it (a new key), which puts the stars back to 5.
 * `loginHref` is shown to a visitor: reviewing needs a login, and the post itself sends them there too.
 */
export function ReviewForm({ loginHref }: { loginHref: string | null }) {
  const t = useT();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const busy = useIsPending();
  // The server's conform reply is read as it is: conform's client (about 9 KB gzipped) would only add checks
  // the server makes anyway, and the page's JavaScript stays under budget. Without a reply: the defaults.
  // The default 5 is checked; after a post without a level (refused: never saved as a silent 5) none is, and
  // the fieldset says why.
  const levelError = fieldErrorOf(lastResult, "level");
  const level = levelError ? null : reviewLevel(lastResult?.initialValue?.level ?? DEFAULT_REVIEW_LEVEL);
  const typed = lastResult?.initialValue?.content;
  const contentError = fieldErrorOf(lastResult, "content");
  const formError = formMessageOf(lastResult);
  const form = useErrorFocus(lastResult);

  return (
    <Form
      ref={form}
      method="post"
      className="review-form"
      aria-describedby={formError ? "review-form-error" : undefined}
    >
      <input type="hidden" name="intent" value="review" />
      <FormErrors id="review-form-error" message={formError} />
      <fieldset
        className="review-form__levels"
        aria-describedby={levelError ? "review-level-error" : undefined}
      >
        <legend>{t("courseDetail.levelLabel")}</legend>
        {REVIEW_LEVELS.map((value) => (
          <label key={value} className="star-option">
            <input
              type="radio"
              name="level"
              value={value}
              id={value === 1 ? REVIEW_FIELDS.level : undefined}
              defaultChecked={value === level}
            />
            <span>{t("courseDetail.levelOption", { level: value })}</span>
          </label>
        ))}
        <FieldError id="review-level-error" error={levelError} />
      </fieldset>
      <label htmlFor="review-content">{t("courseDetail.contentLabel")}</label>
      <textarea
        id="review-content"
        name="content"
        className="field"
        rows={3}
        maxLength={REVIEW_MAX_LENGTH}
        defaultValue={typeof typed === "string" ? typed : ""}
        placeholder={t("courseDetail.contentPlaceholder")}
        aria-invalid={contentError ? true : undefined}
        aria-describedby={contentError ? "review-content-error" : undefined}
      />
      <FieldError id="review-content-error" error={contentError} />
      <p className="review-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("courseDetail.submit")}
        </button>
        {loginHref ? (
          <a className="review-form__login" href={loginHref}>
            {t("courseDetail.loginToReview")}
          </a>
        ) : null}
      </p>
    </Form>
  );
}
