import { useEffect, useRef, useState } from "react";

import {
  countdownAt,
  elapsedAt,
  milestoneCrossed,
  type ClockReading,
  type TimerMode,
} from "~/domain/exam-timer";
import { clockText } from "~/components/time-used";
import { formatHms } from "~/domain/time-format";
import { useT, type Translate } from "~/i18n/i18n";

const readClocks = (): ClockReading => ({ monotonic: performance.now(), wall: Date.now() });

function announcementOf(t: Translate, milestone: number): string {
  if (milestone === 0) return t("assess.timeUp");
  if (milestone >= 60) return t("assess.leftMinutes", { minutes: milestone / 60 });
  return t("assess.leftSeconds", { seconds: milestone });
}

/**
 * The attempt's timer (learner-area §4). The server renders the time left (or elapsed) as of the page load, which
 * is all a learner without JavaScript gets, with a note that the server keeps the deadline. With JavaScript it
 * counts from the browser's clocks as read at hydration (domain/exam-timer.ts): recomputed on every tick and when
 * the tab wakes, so it never drifts. At zero it calls `onTimeUp` once. Screen readers hear only the milestones,
 * through a polite live region; the ticking clock itself is not live.
 */
export function ExamTimer({ mode, onTimeUp }: { mode: TimerMode; onTimeUp?: () => void }) {
  const t = useT();
  const [seconds, setSeconds] = useState(mode.kind === "none" ? 0 : mode.seconds);
  const [announcement, setAnnouncement] = useState("");
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  }, [onTimeUp]);

  const kind = mode.kind;
  const serverSeconds = mode.kind === "none" ? 0 : mode.seconds;
  useEffect(() => {
    if (kind === "none") return;
    // New loader data (every question change) re-anchors on the server's fresh figure.
    const anchor = readClocks();
    let before: number | null = null;
    let fired = false;
    const tick = () => {
      const now = readClocks();
      const value =
        kind === "countdown"
          ? countdownAt(anchor, serverSeconds, now)
          : elapsedAt(anchor, serverSeconds, now);
      setSeconds(value);
      if (kind !== "countdown") return;
      const milestone = milestoneCrossed(before, value);
      if (milestone !== null) setAnnouncement(announcementOf(t, milestone));
      before = value;
      if (value === 0 && !fired) {
        fired = true;
        timeUp.current?.();
      }
    };
    tick();
    // A quarter second keeps the display within one second of the truth without busy work.
    const interval = window.setInterval(tick, 250);
    const onVisibility = () => {
      if (document.visibilityState === "visible") tick();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [kind, serverSeconds, t]);

  if (kind === "none") return null;
  const countdown = kind === "countdown";
  const text = countdown ? formatHms(seconds) : clockText(t, seconds);
  return (
    <div className={`exam-timer${countdown && seconds <= 60 ? " exam-timer--urgent" : ""}`}>
      <p className="exam-timer__clock">
        <span className="exam-timer__label">
          {countdown ? t("assess.timeLeft") : t("assess.timeElapsed")}
        </span>{" "}
        <span role="timer" className="exam-timer__value">
          {text}
        </span>
      </p>
      {countdown ? <p className="exam-timer__note">{t("assess.timerNote")}</p> : null}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
