import type { ClockReading } from "./exam-countdown";

// The answering page's clock rules beyond the count itself (decision 042): when the browser's two clocks disagree
// (then only the server can say the time left), the visible warnings, the deadline as a clock time. Apart from
// exam-countdown.ts, which the result pages share, so that only the answering page's timer carries them.

/** How far the two clocks may disagree before the page asks the server for the time left. */
export const CLOCK_DRIFT_MS = 5000;

/**
 * Whether the wall clock moved differently from the monotonic one since `since` (a machine that slept, where the
 * monotonic clock may stand still; a clock set by hand or by NTP): then only the server can say the time left.
 */
export function wallDrifted(since: ClockReading, now: ClockReading): boolean {
  return Math.abs(now.wall - since.wall - (now.monotonic - since.monotonic)) > CLOCK_DRIFT_MS;
}

/** The visible warnings (seconds left): 5 minutes and 1 minute, each shown and announced once. */
export const TIMER_WARNINGS = [300, 60] as const;

/** The warning to show at `seconds` left: the smallest one reached, or null (none yet, or the time is up). */
export function warningAt(seconds: number): number | null {
  if (seconds <= 0) return null;
  let shown: number | null = null;
  for (const warning of TIMER_WARNINGS) if (seconds <= warning) shown = warning;
  return shown;
}

/**
 * The deadline as a clock time ('10:32'), in `timeZone` (the browser's own when undefined), 24-hour. The
 * absolute moment is the server's; only its display depends on the zone.
 */
export function endClockText(endsAt: number, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(new Date(endsAt * 1000));
}
