import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import { Modal, ModalActions } from "~/components/ui/modal";
import { useT, type MessageKey } from "~/i18n/i18n";

import { CountedTextarea } from "./note-text-field";

const LEVELS = [5, 4, 3, 2, 1] as const;
export const DEFAULT_RATING = 5;

/** The rate-course dialog (?panel=rate): 1 to 5 stars, default 5, and a review of 5 to 50 characters. */
export function RateDialog({
  closeHref,
  lastResult,
}: {
  closeHref: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const [form, fields] = useForm<{ content: string; level: string }>({ id: "rate-course", lastResult });
  const chosen = Number(fields.level.initialValue ?? DEFAULT_RATING) || DEFAULT_RATING;
  return (
    <Modal title={t("player.rateTitle")} closeHref={closeHref}>
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset className="player-rate">
        <input type="hidden" name="intent" value="rate" />
        <fieldset className="player-rate__stars">
          <legend>{t("player.rating")}</legend>
          {LEVELS.map((level) => (
            <label key={level}>
              <input type="radio" name="level" value={level} defaultChecked={level === chosen} />
              <span aria-hidden="true">{"★".repeat(level)}</span>
              <span className="visually-hidden">{t("player.stars", { count: level })}</span>
            </label>
          ))}
        </fieldset>
        <CountedTextarea
          field={fields.content}
          label={t("player.reviewLabel")}
          placeholder={t("player.reviewPlaceholder")}
          min={5}
          max={50}
          rows={3}
        />
        {form.errors?.length ? (
          <p className="form-error" role="alert">
            {form.errors
              .map((error) => (error.startsWith("player.") ? t(error as MessageKey) : error))
              .join(" ")}
          </p>
        ) : null}
        <ModalActions closeHref={closeHref} submitLabel={t("player.submitReview")} />
      </Form>
    </Modal>
  );
}
