import { useState } from "react";

import { FieldError } from "~/components/ui/form-errors";
import { charCount } from "~/domain/text-length";
import type { ReplyField } from "~/forms/form-message";
import { useT } from "~/i18n/i18n";

type Props = {
  field: ReplyField;
  /** The text before any reply (an edited note's). */
  initial?: string;
  label: string;
  placeholder: string;
  min: number;
  max: number;
  rows?: number;
};

/**
 * A textarea with a counter (characters as the rules count them). Errors come from the server (JS off) or the
 * action's reply (JS on); an error about a too-short text clears once the text is long enough again
 * (learner-area §5).
 */
export function CountedTextarea({
  field,
  initial: before = "",
  label,
  placeholder,
  min,
  max,
  rows = 4,
}: Props) {
  const t = useT();
  const initial = field.sent ?? before;
  const [count, setCount] = useState(charCount(initial));
  const [edited, setEdited] = useState(false);
  const error = edited && count >= min && count <= max ? null : field.error;
  const counterId = `${field.id}-counter`;
  return (
    <div className="counted-field">
      <label htmlFor={field.id}>{label}</label>
      <textarea
        id={field.id}
        name={field.name}
        defaultValue={initial}
        aria-describedby={field.error ? `${field.errorId} ${counterId}` : counterId}
        // The server checks the length; the browser only stops typing past the limit.
        maxLength={max}
        rows={rows}
        className="field"
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        onInput={(event) => {
          setEdited(true);
          setCount(charCount(event.currentTarget.value));
        }}
      />
      <p id={counterId} className="char-counter">
        {t("player.noteCounter", { count, max })}
      </p>
      <FieldError id={field.errorId} error={error} alert />
    </div>
  );
}
