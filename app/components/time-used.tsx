import { durationWording, splitDuration } from "~/domain/assessment-result";
import { clockDuration } from "~/domain/exam-countdown";
import { useT, type Translate } from "~/i18n/i18n";

/** A timer's or a time limit's text: '31 分 05 秒', from an hour on '1 小时 31 分 05 秒' (never '91 分'). */
export function clockText(t: Translate, seconds: number): string {
  const { wording, ...values } = clockDuration(seconds);
  return t(`assess.${wording}`, values);
}

/** Seconds as words with only the units that matter: "45 s", "3 min 5 s", "1 h 0 min 7 s". */
export function useFormatDuration(): (seconds: number) => string {
  const t = useT();
  return (seconds) => {
    const parts = splitDuration(seconds);
    const values = { h: parts.hours, m: parts.minutes, s: parts.seconds };
    const wording = durationWording(parts);
    if (wording === "hms") return t("assessResult.durationHms", values);
    if (wording === "ms") return t("assessResult.durationMs", values);
    return t("assessResult.durationS", values);
  };
}

/** The time an attempt took, in a <time> element whose machine value is an ISO 8601 duration. */
export function TimeUsed({ seconds }: { seconds: number }) {
  const format = useFormatDuration();
  const whole = Math.max(0, Math.floor(seconds));
  return <time dateTime={`PT${whole}S`}>{format(whole)}</time>;
}
