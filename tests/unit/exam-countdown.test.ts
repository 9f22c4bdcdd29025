import { describe, expect, it } from "vitest";

import {
  countdownAt,
  elapsedAt,
  elapsedMsBetween,
  elapsedSecondsAt,
  milestoneCrossed,
  clockDuration,
  remainingSecondsAt,
  timerModeOf,
} from "~/domain/exam-countdown";
import { endClockText, wallDrifted, warningAt } from "~/domain/exam-clock";
import { clockText } from "~/components/time-used";
import { formatHms } from "~/domain/time-format";
import { createTranslator } from "~/i18n/i18n";
import { messagesFor } from "~/i18n/locale.server";

const SERVER_NOW = Date.UTC(2026, 10, 22, 3, 0, 0); // the portal server's clock when the loader ran
const EXPIRE = SERVER_NOW / 1000 + 90; // the upstream's deadline: 90 s later

describe("remaining time on the server", () => {
  it("counts from the server's clock to expire_time, never below 0", () => {
    expect(remainingSecondsAt(EXPIRE, SERVER_NOW)).toBe(90);
    expect(remainingSecondsAt(EXPIRE, SERVER_NOW + 500)).toBe(90); // a part-second left still shows
    expect(remainingSecondsAt(EXPIRE, SERVER_NOW + 89_001)).toBe(1);
    expect(remainingSecondsAt(EXPIRE, SERVER_NOW + 90_000)).toBe(0);
    expect(remainingSecondsAt(EXPIRE, SERVER_NOW + 3_600_000)).toBe(0);
  });

  it("counts up from start_time without a limit", () => {
    expect(elapsedSecondsAt(SERVER_NOW / 1000 - 125, SERVER_NOW)).toBe(125);
    expect(elapsedSecondsAt(SERVER_NOW / 1000 + 10, SERVER_NOW)).toBe(0);
  });

  it("counts the time left by the upstream's own clock when the card says it: a portal 3 min slow shows 1:59, not 4:59 (F2)", () => {
    const upstreamNow = SERVER_NOW / 1000;
    const card = { expire_time: upstreamNow + 119, start_time: upstreamNow - 600, server_time: upstreamNow };
    const portalSlow = SERVER_NOW - 3 * 60_000;
    expect(timerModeOf(card, portalSlow)).toEqual({
      kind: "countdown",
      seconds: 119,
      endsAt: upstreamNow + 119,
    });
    // Without the upstream's clock the portal's is all there is.
    expect(timerModeOf({ ...card, server_time: null }, portalSlow)).toMatchObject({ seconds: 299 });
    expect(
      timerModeOf({ expire_time: null, start_time: upstreamNow - 61, server_time: upstreamNow }, 0),
    ).toEqual({
      kind: "elapsed",
      seconds: 61,
    });
  });

  it("picks a countdown with expire_time, the elapsed time with only start_time, else nothing", () => {
    expect(timerModeOf({ expire_time: EXPIRE, start_time: EXPIRE - 600 }, SERVER_NOW)).toEqual({
      kind: "countdown",
      seconds: 90,
      endsAt: EXPIRE,
    });
    expect(timerModeOf({ expire_time: null, start_time: SERVER_NOW / 1000 - 61 }, SERVER_NOW)).toEqual({
      kind: "elapsed",
      seconds: 61,
    });
    expect(timerModeOf({ expire_time: 0, start_time: null }, SERVER_NOW)).toEqual({ kind: "none" });
  });
});

describe("the browser's countdown", () => {
  // What the loader rendered: 90 s left by the server's clock.
  const left = remainingSecondsAt(EXPIRE, SERVER_NOW);

  it("is the same whatever the client's wall clock says (a clock hours off, or in another year)", () => {
    for (const skew of [0, -3 * 3_600_000, 7 * 3_600_000, -400 * 86_400_000]) {
      const anchor = { monotonic: 1_000, wall: SERVER_NOW + skew };
      const later = (ms: number) => ({ monotonic: 1_000 + ms, wall: SERVER_NOW + skew + ms });
      expect(countdownAt(anchor, left, anchor)).toBe(90);
      expect(formatHms(countdownAt(anchor, left, later(30_000)))).toBe("00:01:00");
      expect(countdownAt(anchor, left, later(89_500))).toBe(1);
      expect(countdownAt(anchor, left, later(90_000))).toBe(0);
      expect(countdownAt(anchor, left, later(200_000))).toBe(0);
    }
  });

  it("never counts the wall clock: a machine that slept asks the server instead (decision 042)", () => {
    const anchor = { monotonic: 0, wall: 5_000 };
    // The machine slept 60 s: the monotonic clock stood still, the wall clock ran on. The count keeps to the
    // monotonic clock; the clocks' disagreement is the page's cue to ask the server for the time left.
    const woke = { monotonic: 2_000, wall: 67_000 };
    expect(countdownAt(anchor, left, woke)).toBe(88);
    expect(wallDrifted(anchor, woke)).toBe(true);
    expect(wallDrifted(anchor, { monotonic: 2_000, wall: 7_500 })).toBe(false);
  });

  it("is not ended early by a wall clock stepped forward (an NTP correction, a clock set by hand: F2)", () => {
    const anchor = { monotonic: 0, wall: SERVER_NOW };
    // +25 min on the wall clock, 3 s on the monotonic one: 87 s left, not 0.
    const stepped = { monotonic: 3_000, wall: SERVER_NOW + 25 * 60_000 + 3_000 };
    expect(countdownAt(anchor, left, stepped)).toBe(87);
    // +5 min takes nothing off either.
    expect(countdownAt(anchor, left, { monotonic: 3_000, wall: SERVER_NOW + 5 * 60_000 })).toBe(87);
    expect(wallDrifted(anchor, stepped)).toBe(true);
  });

  it("ignores a wall clock set back during the attempt", () => {
    const anchor = { monotonic: 0, wall: 1_000_000 };
    expect(countdownAt(anchor, left, { monotonic: 40_000, wall: 1_000_000 - 3_600_000 })).toBe(50);
    expect(elapsedMsBetween(anchor, { monotonic: -5, wall: 0 })).toBe(0);
  });

  it("counts the elapsed time up the same way", () => {
    const anchor = { monotonic: 0, wall: 0 };
    expect(elapsedAt(anchor, 61, anchor)).toBe(61);
    expect(elapsedAt(anchor, 61, { monotonic: 59_999, wall: 59_999 })).toBe(120);
  });
});

describe("the warnings and the end time (decision 042)", () => {
  it("warns at 5 minutes and at 1 minute left, each from its moment until the next", () => {
    expect([900, 301, 300, 120, 61, 60, 1, 0].map(warningAt)).toEqual([
      null,
      null,
      300,
      300,
      300,
      60,
      60,
      null,
    ]);
  });

  it("shows the deadline as a clock time in a given zone, 24-hour", () => {
    const endsAt = Date.UTC(2026, 10, 28, 2, 32, 0) / 1000;
    expect(endClockText(endsAt, "en", "Asia/Shanghai")).toBe("10:32");
    expect(endClockText(endsAt, "zh-CN", "Asia/Shanghai")).toBe("10:32");
    expect(endClockText(endsAt, "en", "UTC")).toBe("02:32");
  });
});

describe("the elapsed time and a time limit in words (decision 020)", () => {
  const zh = createTranslator("zh-CN", messagesFor("zh-CN"));
  const en = createTranslator("en", messagesFor("en"));

  it("shows minutes and seconds under an hour", () => {
    expect(clockDuration(125)).toEqual({ wording: "minSec", hours: 0, minutes: 2, seconds: "05" });
    expect(clockDuration(0)).toEqual({ wording: "minSec", hours: 0, minutes: 0, seconds: "00" });
    expect(clockText(zh, 3599)).toBe("59 分 59 秒");
    expect(clockText(en, 3599)).toBe("59 min 59 s");
  });

  it("shows hours too from 60 minutes on, never '1882 分 17 秒'", () => {
    expect(clockDuration(3600)).toEqual({ wording: "hourMinSec", hours: 1, minutes: 0, seconds: "00" });
    expect(clockText(zh, 1882 * 60 + 17)).toBe("31 小时 22 分 17 秒");
    expect(clockText(en, 1882 * 60 + 17)).toBe("31 h 22 min 17 s");
    expect(clockText(zh, 3600 + 65)).toBe("1 小时 1 分 05 秒");
    expect(clockText(en, 3600 + 65)).toBe("1 h 1 min 05 s");
  });

  it("never counts below zero nor shows fractions", () => {
    expect(clockDuration(-4)).toEqual({ wording: "minSec", hours: 0, minutes: 0, seconds: "00" });
    expect(clockText(en, 61.9)).toBe("1 min 01 s");
  });
});

describe("screen-reader milestones", () => {
  it("announces 10 min, 5 min, 1 min, 30 s and time up once each, never every second", () => {
    const heard: number[] = [];
    let before: number | null = null;
    for (let left = 700; left >= 0; left -= 1) {
      const milestone = milestoneCrossed(before, left);
      if (milestone !== null) heard.push(milestone);
      before = left;
    }
    expect(heard).toEqual([600, 300, 60, 30, 0]);
  });

  it("says only the latest after a jump, and nothing on the first reading or going up", () => {
    expect(milestoneCrossed(null, 30)).toBeNull();
    expect(milestoneCrossed(400, 20)).toBe(30);
    expect(milestoneCrossed(20, 0)).toBe(0);
    expect(milestoneCrossed(20, 40)).toBeNull();
    expect(milestoneCrossed(45, 44)).toBeNull();
  });
});
