import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";

import { DEFAULT_REVIEW_LEVEL, REVIEW_LEVELS, REVIEW_MAX_LENGTH, reviewLevel } from "~/domain/review-rules";
import { useT, type MessageKey } from "~/i18n/i18n";

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
  const busy = useNavigation().state === "submitting";
  // No zod here (the page's JS stays small): the server validates, the browser gets plain constraints.
  const [form, fields] = useForm<{ intent: string; content: string; level: string }>({
    lastResult,
    constraint: { content: { required: true, maxLength: REVIEW_MAX_LENGTH }, level: { required: true } },
    shouldRevalidate: "onBlur",
  });
  const level = reviewLevel(fields.level.initialValue ?? DEFAULT_REVIEW_LEVEL);
  const contentError = fields.content.errors?.[0];
  const formError = form.errors?.[0];

  return (
    <Form method="post" className="review-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="review" />
      {formError ? (
        <p className="notice notice--error" role="alert" id={form.errorId}>
          {formError.startsWith("errors.") ? t(formError as MessageKey) : formError}
        </p>
      ) : null}
      <fieldset className="review-form__levels">
        <legend>{t("courseDetail.levelLabel")}</legend>
        {REVIEW_LEVELS.map((value) => (
          <label key={value} className="star-option">
            <input type="radio" name={fields.level.name} value={value} defaultChecked={value === level} />
            <span>{t("courseDetail.levelOption", { level: value })}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={fields.content.id}>{t("courseDetail.contentLabel")}</label>
      <textarea
        id={fields.content.id}
        name={fields.content.name}
        className="field"
        rows={3}
        maxLength={REVIEW_MAX_LENGTH}
        defaultValue={typeof fields.content.initialValue === "string" ? fields.content.initialValue : ""}
        placeholder={t("courseDetail.contentPlaceholder")}
        aria-invalid={contentError ? true : undefined}
        aria-describedby={contentError ? fields.content.errorId : undefined}
      />
      {contentError ? (
        <p className="form-error" id={fields.content.errorId}>
          {t(contentError as MessageKey)}
        </p>
      ) : null}
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
