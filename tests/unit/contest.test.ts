import { describe, expect, it } from "vitest";

import { siteTenantRedirect } from "~/domain/sites.server";
import {
  contestDayOf,
  contestStageOn,
  contestStudyBan,
  parseContestNewsTab,
  parseContestStage,
  parsePastIndex,
  contestPath,
} from "~/domain/contest";

// public-sites §4.4: the contest stage by date, at every boundary day and across years; §4.3 the ban; §6.1.

const on = (year: number, month: number, day: number) => contestStageOn({ year, month, day });

describe("contestStageOn", () => {
  it("shows stage 1 before 6-10 (from new year's day)", () => {
    expect(on(2024, 1, 1)).toBe(1);
    expect(on(2024, 5, 31)).toBe(1);
    expect(on(2024, 6, 9)).toBe(1);
  });

  it("gives each of the four ranges its stage, at both ends", () => {
    const boundaries: [number, number, number][] = [
      // [month, day, stage]: the first and last day of each range, and the days around them.
      [6, 10, 1],
      [7, 8, 1],
      [7, 9, 2],
      [7, 12, 2],
      [7, 13, 3],
      [9, 6, 3],
      [9, 7, 4],
      [9, 20, 4],
    ];
    for (const [month, day, stage] of boundaries) expect(on(2024, month, day), `${month}-${day}`).toBe(stage);
  });

  it("shows stage 4 on other days (after 9-20, to the year's end)", () => {
    expect(on(2024, 9, 21)).toBe(4);
    expect(on(2024, 10, 1)).toBe(4);
    expect(on(2024, 12, 31)).toBe(4);
  });

  it("shows the final on every day of a year after 2024", () => {
    for (const [month, day] of [
      [1, 1],
      [6, 9],
      [6, 10],
      [7, 9],
      [7, 13],
      [9, 7],
      [12, 31],
    ] as const) {
      expect(on(2025, month, day)).toBe(4);
      expect(on(2026, month, day)).toBe(4);
    }
  });

  it("reads a year before 2024 by its month and day, like 2024", () => {
    expect(on(2023, 6, 9)).toBe(1);
    expect(on(2023, 7, 10)).toBe(2);
    expect(on(2023, 8, 1)).toBe(3);
    expect(on(2023, 9, 21)).toBe(4);
  });

  it("is leap-day safe", () => {
    expect(on(2024, 2, 29)).toBe(1);
  });
});

describe("contestDayOf", () => {
  it("is the day in China (UTC+8)", () => {
    // 2024-07-08 16:00 UTC is 7-9 00:00 in Beijing: stage 2 starts.
    expect(contestDayOf(new Date("2024-07-08T15:59:59Z"))).toEqual({ year: 2024, month: 7, day: 8 });
    expect(contestDayOf(new Date("2024-07-08T16:00:00Z"))).toEqual({ year: 2024, month: 7, day: 9 });
    // 2024-12-31 16:00 UTC is already 2025 in Beijing: the final.
    expect(contestStageOn(contestDayOf(new Date("2024-12-31T16:00:00Z")))).toBe(4);
    expect(contestDayOf(new Date("2024-12-31T16:00:00Z")).year).toBe(2025);
  });
});

describe("the page's query", () => {
  it("reads ?stage= as 1-4 only", () => {
    expect(["1", "2", "3", "4"].map(parseContestStage)).toEqual([1, 2, 3, 4]);
    for (const value of [null, "", "0", "5", "01", "2.0", "x"]) expect(parseContestStage(value)).toBeNull();
  });

  it("reads ?news= as notice unless report", () => {
    expect(parseContestNewsTab("report")).toBe("report");
    expect(parseContestNewsTab("notice")).toBe("notice");
    expect(parseContestNewsTab(null)).toBe("notice");
    expect(parseContestNewsTab("blog")).toBe("notice");
  });

  it("reads ?past= within the activities", () => {
    expect(parsePastIndex("2", 3)).toBe(2);
    expect(parsePastIndex("3", 3)).toBe(0);
    expect(parsePastIndex("-1", 3)).toBe(0);
    expect(parsePastIndex(null, 3)).toBe(0);
  });
});

describe("contestStudyBan (§4.3)", () => {
  it("is set by the first course's remaining_day 0 or status 3 only", () => {
    expect(contestStudyBan({ remaining_day: 0, status: 1 })).toBe(true);
    expect(contestStudyBan({ remaining_day: 5, status: 3 })).toBe(true);
    expect(contestStudyBan({ remaining_day: null, status: null })).toBe(false);
    expect(contestStudyBan({ remaining_day: 1, status: 2 })).toBe(false);
    expect(contestStudyBan({})).toBe(false);
    expect(contestStudyBan(undefined)).toBe(false);
  });
});

describe("the contest page's school (§6.1)", () => {
  it("serves 100044 and sends any other school to its own 404 page", () => {
    expect(siteTenantRedirect("contest", "100044")).toBeNull();
    expect(siteTenantRedirect("contest", "100001")).toBe("/center/100001/Page404");
    expect(siteTenantRedirect("contest", "100004")).toBe("/center/100004/Page404");
  });

  it("builds the page's paths", () => {
    expect(contestPath()).toBe("/center/100044/custom/clnyy");
    expect(contestPath({ stage: "2" }, "schedule")).toBe("/center/100044/custom/clnyy?stage=2#schedule");
  });
});
