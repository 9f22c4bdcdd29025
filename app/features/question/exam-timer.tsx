import { useEffect, useRef, useState, useSyncExternalStore } from "react";

import {
  countdownAt,
  elapsedAt,
  milestoneCrossed,
  type ClockReading,
  type TimerMode,
} from "~/domain/exam-countdown";
import { endClockText, wallDrifted, warningAt } from "~/domain/exam-clock";
import { copyTimeLeft } from "~/domain/offline-copies";
import { clockText } from "~/components/time-used";
import { formatHms } from "~/domain/time-format";
import { useI18n, type Translate } from "~/i18n/i18n";

import { savingState, useSaving } from "./answer-saving";
import { copiedAt } from "./offline-copies.client";

/** How often a page offline at zero asks the server again (and at once when the line is back). */
const ASK_AGAIN_MS = 5000;

const noSubscription = () => () => undefined;

const readClocks = (): ClockReading => ({ monotonic: performance.now(), wall: Date.now() });

function announcementOf(t: Translate, milestone: number): string {
  if (milestone === 0) return t("assess.timeUp");
  if (milestone >= 60) return t("assess.leftMinutes", { minutes: milestone / 60 });
  return t("assess.leftSeconds", { seconds: milestone });
}

/** The server's time left, or null when it cannot be asked (offline). */
export type AskServer = () => Promise<number | null>;

/**
 * The attempt's timer (learner-area §4; decision 042). The server renders the time left (by the upstream's clock)
 * and the deadline as a clock time, which is all a learner without JavaScript gets, with a note that the server
 * keeps the deadline. With JavaScript it counts down from the server's figure with the monotonic clock only, and
 * takes the server's figure again with every answer the server confirms (answer-saving.ts), when the tab wakes and
 * when the two clocks disagree (`askServer`). At zero it asks the server: time left there re-anchors the count;
 * none left calls `onTimeUp` once; no answer (offline) says so and asks again when the line is back. The end time
 * is shown in the browser's time zone once the page runs (the server's render uses the portal's). The 5-minute and
 * 1-minute warnings show and are read once, politely; screen readers also hear the other milestones.
 */
export function ExamTimer({
  mode,
  timeZone,
  onTimeUp,
  askServer,
}: {
  mode: TimerMode;
  timeZone: string;
  onTimeUp?: () => void;
  askServer?: AskServer;
}) {
  const { t, locale } = useI18n();
  const [seconds, setSeconds] = useState(mode.kind === "none" ? 0 : mode.seconds);
  const [announcement, setAnnouncement] = useState("");
  const [warning, setWarning] = useState<number | null>(null);
  const [waitingForServer, setWaitingForServer] = useState(false);
  // The server's render (and hydration) names the portal's zone; the browser then shows its own.
  const zone = useSyncExternalStore(
    noSubscription,
    () => undefined,
    () => timeZone,
  );
  const timeUp = useRef(onTimeUp);
  const ask = useRef(askServer);
  useEffect(() => {
    timeUp.current = onTimeUp;
    ask.current = askServer;
  }, [onTimeUp, askServer]);

  const { sync, deviceOff } = useSaving();
  const kind = mode.kind;
  const serverSeconds = mode.kind === "none" ? 0 : mode.seconds;
  useEffect(() => {
    if (kind === "none") return;
    // New loader data (every question change) or the server's figure with a saved answer re-anchors the count.
    const latest = savingState().sync;
    let anchor = readClocks();
    // A copy of the screen served offline (decision 052) carries the time left when it was fetched: the time since
    // then, by this device's clock, has gone too.
    let left = kind === "countdown" ? copyTimeLeft(serverSeconds, copiedAt(), Date.now()) : serverSeconds;
    if (latest && kind === "countdown") {
      anchor = { monotonic: latest.at, wall: anchor.wall - (anchor.monotonic - latest.at) };
      left = latest.seconds;
    }
    let before: number | null = null;
    let fired = false;
    let asking = false;
    let gone = false;
    // Offline at zero: asked again every few seconds, and at once when the line is back.
    let askAgainAt = 0;

    const reanchor = (secondsLeft: number) => {
      anchor = readClocks();
      left = secondsLeft;
    };
    /** Asks the server for the time left; true when it answered. */
    const askNow = async (): Promise<boolean> => {
      if (asking || !ask.current) return false;
      asking = true;
      try {
        const answer = await ask.current();
        if (gone || answer === null) return false;
        reanchor(answer);
        return true;
      } finally {
        asking = false;
      }
    };
    const finishWhenServerSays = async () => {
      // Without a way to ask (the time-up code has not come), the server finishes the attempt at its deadline.
      if (!ask.current) {
        fired = true;
        timeUp.current?.();
        return;
      }
      const answered = await askNow();
      if (gone) return;
      if (!answered) {
        setWaitingForServer(true); // asked again on every tick until the server answers
        return;
      }
      setWaitingForServer(false);
      tick();
      if (left <= 0 && !fired) {
        fired = true;
        timeUp.current?.();
      }
    };

    const tick = () => {
      const now = readClocks();
      const value = kind === "countdown" ? countdownAt(anchor, left, now) : elapsedAt(anchor, left, now);
      setSeconds(value);
      if (kind !== "countdown") return;
      if (wallDrifted(anchor, now) && !asking) {
        // A machine that slept or a clock that was set: only the server knows how much time is left.
        void askNow();
      }
      const milestone = milestoneCrossed(before, value);
      // The warnings have their own, visible region; the other milestones are only heard.
      if (milestone !== null && warningAt(milestone) !== milestone)
        setAnnouncement(announcementOf(t, milestone));
      setWarning(warningAt(value));
      before = value;
      if (value === 0 && !fired && !asking && now.monotonic >= askAgainAt) {
        askAgainAt = now.monotonic + ASK_AGAIN_MS;
        void finishWhenServerSays();
      }
    };
    tick();
    // A quarter second keeps the display within one second of the truth without busy work.
    const interval = window.setInterval(tick, 250);
    const onVisibility = () => {
      if (document.visibilityState === "visible") void askNow().then(tick);
    };
    const onOnline = () => {
      askAgainAt = 0;
      tick();
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("online", onOnline);
    return () => {
      gone = true;
      window.clearInterval(interval);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("online", onOnline);
    };
  }, [kind, serverSeconds, sync, t]);

  if (kind === "none") return null;
  const countdown = mode.kind === "countdown";
  const text = countdown ? formatHms(seconds) : clockText(t, seconds);
  const urgent = countdown && seconds <= 60;
  return (
    <div className={`exam-timer${urgent ? " exam-timer--urgent" : ""}`}>
      <p className="exam-timer__clock">
        <span className="exam-timer__label">
          {countdown ? t("assess.timeLeft") : t("assess.timeElapsed")}
        </span>{" "}
        <span role="timer" className="exam-timer__value">
          {text}
        </span>
      </p>
      {mode.kind === "countdown" ? (
        <p className="exam-timer__ends">
          {t("assess.endsAt", { time: endClockText(mode.endsAt, locale, zone) })}
        </p>
      ) : null}
      {countdown ? <p className="exam-timer__note">{t("assess.timerNote")}</p> : null}
      {/* The 5- and 1-minute warnings, and a time-up the server could not be asked about, show here, read once. */}
      <p className="exam-timer__warning" aria-live="polite" aria-atomic="true">
        {waitingForServer
          ? t(deviceOff ? "assess.timeUpOfflinePage" : "assess.timeUpOffline")
          : warning !== null
            ? t("assess.lessThanMinutes", { minutes: warning / 60 })
            : ""}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
