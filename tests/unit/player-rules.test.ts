import { describe, expect, it } from "vitest";

import {
  antiCheatOf,
  chapterOf,
  lastLearnedOf,
  materialOfAddress,
  neighbours,
  parsePosition,
  pickMaterial,
  readPanel,
  sameMaterial,
  videoSource,
} from "~/domain/player-rules";
import { formatHms } from "~/domain/time-format";

const m = (cm_id: string, status: number | null = 1) => ({ cm_id, chapter_id: `c${cm_id}`, status });
const tree = [
  { children: [m("11", 2), m("12"), m("13")] },
  { children: [] },
  { children: [m("21"), m("22", 2)] },
];

describe("which material the player opens", () => {
  it("resumes at the last learned material of the course when it is in the tree and playable", () => {
    expect(pickMaterial(tree, "0", "21")?.cm_id).toBe("21");
  });

  it("falls back to the first playable material", () => {
    expect(pickMaterial(tree, "0", null)?.cm_id).toBe("12");
    expect(pickMaterial(tree, "0", "99")?.cm_id).toBe("12");
    expect(pickMaterial(tree, "0", "22")?.cm_id).toBe("12");
  });

  it("opens an explicit id, even a gone one, and nothing for an id outside the tree", () => {
    expect(pickMaterial(tree, "13", "21")?.cm_id).toBe("13");
    expect(pickMaterial(tree, "11", null)?.cm_id).toBe("11");
    expect(pickMaterial(tree, "99", null)).toBeNull();
  });

  it("opens the first material when none is playable, and nothing in an empty tree", () => {
    expect(pickMaterial([{ children: [m("1", 2)] }], "0", null)?.cm_id).toBe("1");
    expect(pickMaterial([], "0", null)).toBeNull();
  });

  it("finds the latest record of the course", () => {
    const records = [
      { course_id: "5", cm_id: "51" },
      { course_id: "6", cm_id: null },
      { course_id: "6", cm_id: "62" },
      { course_id: "6", cm_id: "61" },
    ];
    expect(lastLearnedOf(records, "6")?.cm_id).toBe("62");
    expect(lastLearnedOf(records, "7")).toBeNull();
  });
});

describe("previous and next lecture", () => {
  it("walks the tree in order across sections", () => {
    expect(neighbours(tree, "13")).toEqual({ previous: tree[0]?.children[1], next: tree[2]?.children[0] });
    expect(neighbours(tree, "11").previous).toBeNull();
    expect(neighbours(tree, "22").next).toBeNull();
    expect(neighbours(tree, "99")).toEqual({ previous: null, next: null });
  });
});

describe("player constants and anti-cheat", () => {
  it("is off by default and for status 2", () => {
    expect(antiCheatOf(null)).toEqual({ pauseOnLeave: false, idleSeconds: null });
    expect(antiCheatOf({ play_status: 2, hook_status: 2, hook_minute: 1, hook_second: 0 })).toEqual({
      pauseOnLeave: false,
      idleSeconds: null,
    });
  });

  it("pauses on leave for play_status 1 and after hook_minute*60 + hook_second idle seconds", () => {
    expect(antiCheatOf({ play_status: 1, hook_status: 1, hook_minute: 0, hook_second: 30 })).toEqual({
      pauseOnLeave: true,
      idleSeconds: 30,
    });
    expect(antiCheatOf({ play_status: 2, hook_status: 1, hook_minute: 2, hook_second: 5 }).idleSeconds).toBe(
      125,
    );
    expect(
      antiCheatOf({ play_status: 2, hook_status: 1, hook_minute: null, hook_second: null }).idleSeconds,
    ).toBe(60);
  });
});

describe("positions and panels", () => {
  it("reads whole positions and rejects the rest", () => {
    expect(parsePosition("12")).toBe(12);
    expect(parsePosition("12.7")).toBe(12);
    expect(parsePosition("0")).toBe(0);
    for (const bad of ["-1", "x", "", "1e5", null, undefined]) expect(parsePosition(bad)).toBeNull();
  });

  it("starts a plain video at the saved second", () => {
    expect(videoSource("http://m/v.mp4", 42.9)).toBe("http://m/v.mp4#t=42");
    expect(videoSource("http://m/v.mp4", 0)).toBe("http://m/v.mp4");
  });

  it("formats a video position as hh:mm:ss", () => {
    expect(formatHms(75)).toBe("00:01:15");
  });

  it("knows the four panels", () => {
    expect(readPanel("notes")).toBe("notes");
    expect(readPanel("other")).toBeNull();
    expect(readPanel(null)).toBeNull();
  });
});

describe("the material an address names (one round for the player)", () => {
  const query = (search: string) => new URLSearchParams(search);

  it("is the material and its chapter when the address gives both as ids", () => {
    expect(materialOfAddress("12", query("chapter=c&x=1"))).toBeNull();
    expect(materialOfAddress("12", query("chapter=120"))).toEqual({ cm_id: "12", chapter_id: "120" });
    expect(materialOfAddress("12", query(""))).toBeNull();
    expect(materialOfAddress("0", query("chapter=120"))).toBeNull();
    expect(materialOfAddress("x", query("chapter=120"))).toBeNull();
  });

  it("is used only when the tree agrees, chapter and all", () => {
    expect(sameMaterial({ cm_id: "12", chapter_id: "c12" }, m("12"))).toBe(true);
    expect(sameMaterial({ cm_id: "12", chapter_id: "c99" }, m("12"))).toBe(false);
    expect(sameMaterial({ cm_id: "13", chapter_id: "c13" }, m("12"))).toBe(false);
    expect(sameMaterial(null, m("12"))).toBe(false);
  });

  it("gives the tree's chapter of a material for the links to it", () => {
    expect(chapterOf(tree, "21")).toBe("c21");
    expect(chapterOf(tree, "99")).toBeNull();
  });
});
