import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";

import { useT, type MessageKey } from "~/i18n/i18n";

type Props = {
  field: FieldMetadata<string>;
  label: string;
  placeholder: string;
  min: number;
  max: number;
  rows?: number;
};

/**
 * A textarea with a counter. Errors come from the server (JS off) or the action's reply (JS on); an error
 * about a too-short text clears once the text is long enough again (learner-area §5).
 */
export function CountedTextarea({ field, label, placeholder, min, max, rows = 4 }: Props) {
  const t = useT();
  const initial = typeof field.initialValue === "string" ? field.initialValue : "";
  const [count, setCount] = useState(Array.from(initial).length);
  const [edited, setEdited] = useState(false);
  const errors = edited && count >= min && count <= max ? [] : (field.errors ?? []);
  const counterId = `${field.id}-counter`;
  const props = getTextareaProps(field, { ariaDescribedBy: counterId });
  return (
    <div className="counted-field">
      <label htmlFor={field.id}>{label}</label>
      <textarea
        {...props}
        // The server checks the length; the browser only stops typing past the limit.
        required={false}
        minLength={undefined}
        maxLength={max}
        rows={rows}
        className="field"
        placeholder={placeholder}
        aria-invalid={errors.length > 0 || undefined}
        onInput={(event) => {
          setEdited(true);
          setCount(Array.from(event.currentTarget.value).length);
        }}
      />
      <p id={counterId} className="char-counter">
        {t("player.noteCounter", { count, max })}
      </p>
      {errors.length > 0 ? (
        <p id={field.errorId} className="form-error" role="alert">
          {errors.map((error) => t(error as MessageKey)).join(" ")}
        </p>
      ) : null}
    </div>
  );
}
