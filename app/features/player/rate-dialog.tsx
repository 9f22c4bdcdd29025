import { Form } from "@remix-run/react";

import { FieldError, FormErrors } from "~/components/ui/form-errors";
import { Modal, ModalActions } from "~/components/ui/modal";
import { REVIEW_LEVELS, REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH, reviewLevel } from "~/domain/review-rules";
import { replyField, replyForm, type RepliedProps } from "~/forms/form-message";
import { useT } from "~/i18n/i18n";

import { CountedTextarea } from "./note-text-field";

/** The stars from the most: the dialog offers 5 first. */
const LEVELS_DOWN = [...REVIEW_LEVELS].reverse();

/** The rate-course dialog (?panel=rate): 1 to 5 stars, default 5, and a review of 5 to 50 characters. */
export function RateDialog({ closeHref, lastResult }: { closeHref: string } & RepliedProps) {
  const t = useT();
  const form = replyForm("rate-course", lastResult);
  const level = replyField("rate-course", lastResult, "level");
  // The default 5 is checked; after a post without a level (refused, never a silent 5) none is, and the
  // fieldset says why.
  const chosen = level.error ? null : reviewLevel(level.sent);
  return (
    <Modal
      title={t("player.rateTitle")}
      closeHref={closeHref}
      refused={lastResult?.status === "error" ? lastResult : undefined}
    >
      <Form method="post" {...form.props} preventScrollReset className="player-rate">
        <input type="hidden" name="intent" value="rate" />
        <fieldset className="player-rate__stars" aria-describedby={level.error ? level.errorId : undefined}>
          <legend>{t("player.rating")}</legend>
          {LEVELS_DOWN.map((stars) => (
            <label key={stars}>
              <input type="radio" name="level" value={stars} defaultChecked={stars === chosen} />
              <span aria-hidden="true">{"★".repeat(stars)}</span>
              <span className="visually-hidden">{t("player.stars", { count: stars })}</span>
            </label>
          ))}
          <FieldError id={level.errorId} error={level.error} alert />
        </fieldset>
        <CountedTextarea
          field={replyField("rate-course", lastResult, "content")}
          label={t("player.reviewLabel")}
          placeholder={t("player.reviewPlaceholder")}
          min={REVIEW_MIN_LENGTH}
          max={REVIEW_MAX_LENGTH}
          rows={3}
        />
        <FormErrors id={form.errorId} message={form.message} />
        <ModalActions closeHref={closeHref} submitLabel={t("player.submitReview")} />
      </Form>
    </Modal>
  );
}
