// The assessment countdown's arithmetic (learner-area §4 Assessment; docs/contracts/practice-and-exams.md): the count itself,
// shared by the answering page's timer (features/question/exam-timer.tsx) and the result pages.
//
// The deadline is the server's (decision 042). The portal's loader turns the attempt's expire_time (Unix seconds,
// upstream clock) into the seconds left by the upstream's own clock when the card says it (server_time), else by
// the portal server's; the browser then counts down from that figure with its monotonic clock only
// (`performance.now()`), re-anchored on every answer the server confirms. The wall clock (`Date.now()`) is never
// counted: a clock set forward (an NTP step, a hand) would end an attempt early. When it disagrees with the
// monotonic clock (a machine that slept, a clock set) the page asks the server instead (`wallDrifted`), and at
// zero it asks the server before it finishes anything.

/** Seconds left at which screen readers hear the remaining time (never every second). 0 is "time is up". */
export const TIMER_MILESTONES = [600, 300, 60, 30, 0] as const;

/** Seconds left until `expireTime` (Unix seconds) at `nowMs` (the portal server's clock), never below 0. */
export function remainingSecondsAt(expireTime: number, nowMs: number): number {
  return Math.max(0, Math.ceil(expireTime - nowMs / 1000));
}

/** Seconds since `startTime` (Unix seconds) at `nowMs`, never below 0. */
export function elapsedSecondsAt(startTime: number, nowMs: number): number {
  return Math.max(0, Math.floor(nowMs / 1000 - startTime));
}

/** `endsAt`: the deadline, Unix seconds (shown as a clock time). */
export type TimerMode =
  | { kind: "countdown"; seconds: number; endsAt: number }
  | { kind: "elapsed"; seconds: number }
  | { kind: "none" };

/**
 * What the screen shows for an attempt's card: a countdown when it has expire_time, else the time elapsed since
 * start_time (learner-area §4), else nothing. `nowMs` is the portal's clock, used only when the card does not
 * carry the upstream's own (`server_time`, Unix seconds): a portal whose clock is off then still shows the time
 * the upstream will keep.
 */
export function timerModeOf(
  card: { expire_time: number | null; start_time: number | null; server_time?: number | null },
  nowMs: number,
): TimerMode {
  const now = card.server_time ? card.server_time * 1000 : nowMs;
  if (card.expire_time !== null && card.expire_time > 0)
    return {
      kind: "countdown",
      seconds: remainingSecondsAt(card.expire_time, now),
      endsAt: card.expire_time,
    };
  if (card.start_time !== null && card.start_time > 0)
    return { kind: "elapsed", seconds: elapsedSecondsAt(card.start_time, now) };
  return { kind: "none" };
}

/** The browser's two clocks read at one moment: `performance.now()` and `Date.now()`, in milliseconds. */
export type ClockReading = { monotonic: number; wall: number };

/**
 * Milliseconds passed between two readings, by the monotonic clock alone: a wall clock set forward or back
 * during the attempt changes nothing (decision 042). Never negative.
 */
export function elapsedMsBetween(since: ClockReading, now: ClockReading): number {
  return Math.max(0, now.monotonic - since.monotonic);
}

/** The countdown's value at `now`, for `serverSeconds` left when the clocks read `anchor`. */
export function countdownAt(anchor: ClockReading, serverSeconds: number, now: ClockReading): number {
  return Math.max(0, Math.ceil(serverSeconds - elapsedMsBetween(anchor, now) / 1000));
}

/** The elapsed timer's value at `now`, for `serverSeconds` elapsed when the clocks read `anchor`. */
export function elapsedAt(anchor: ClockReading, serverSeconds: number, now: ClockReading): number {
  return Math.max(0, Math.floor(serverSeconds + elapsedMsBetween(anchor, now) / 1000));
}

/**
 * The milestone to announce when the countdown moved from `before` to `after` seconds left: the last one crossed
 * (a tab that slept across several announces only where it is now), or null. Nothing on the first reading.
 */
export function milestoneCrossed(before: number | null, after: number): number | null {
  if (before === null || after >= before) return null;
  let crossed: number | null = null;
  for (const milestone of TIMER_MILESTONES) if (before > milestone && after <= milestone) crossed = milestone;
  return crossed;
}

/**
 * The elapsed timer's and a time limit's figures (learner-area §4): minutes and seconds ('12 min 05 s'), and from
 * 60 minutes on hours too ('1 h 31 min 22 s', never '91 min 22 s'). `wording` names the catalogue message:
 * `assess.minSec` or `assess.hourMinSec`.
 */
export function clockDuration(totalSeconds: number): {
  wording: "minSec" | "hourMinSec";
  hours: number;
  minutes: number;
  seconds: string;
} {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, "0");
  return { wording: hours > 0 ? "hourMinSec" : "minSec", hours, minutes, seconds };
}
