import { describe, expect, it } from "vitest";

import {
  cpuMsByOwner,
  inclusive,
  ownerOf,
  topOwners,
  type CpuProfile,
} from "../../scripts/bench/profile-summary";
import { roundsOf } from "../../scripts/bench/rounds";

// The pure parts of `npm run bench` (scripts/bench): the round counter and the profile summary.
const call = (path: string, start: number, end = start + 200) => ({ path, start, end });

describe("the bench's round counter", () => {
  it("puts calls sent together in one round, whatever order they were logged in", () => {
    const rounds = roundsOf([call("b", 3), call("a", 1), call("c", 5)]);
    expect(rounds.map((round) => round.map((one) => one.path))).toEqual([["a", "b", "c"]]);
  });

  it("opens a round for a call sent after an answer of the current round came back", () => {
    const rounds = roundsOf([call("user", 0), call("school", 1), call("courses", 203), call("play", 405)]);
    expect(rounds.map((round) => round.map((one) => one.path))).toEqual([
      ["user", "school"],
      ["courses"],
      ["play"],
    ]);
  });

  it("counts a call that waited for the first answer as a new round even while others are still out", () => {
    // 'detail' came back at 200 and 'play' needs it; 'slow' of the first round is still unanswered.
    const rounds = roundsOf([call("detail", 0, 200), call("slow", 2, 260), call("play", 201)]);
    expect(rounds).toHaveLength(2);
  });

  it("counts no round for a page that calls nothing", () => {
    expect(roundsOf([])).toEqual([]);
  });
});

describe("the bench's profile summary", () => {
  const frame = (url: string, functionName = "f") => ({ functionName, url, lineNumber: 0 });
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame("", "(root)"), children: [2] },
      { id: 2, callFrame: frame("file:///srv/portal/build/index.js?t=1", "loader"), children: [3, 4] },
      { id: 3, callFrame: frame("file:///srv/portal/node_modules/zod/v4/core/parse.js", "parse") },
      { id: 4, callFrame: frame("file:///srv/portal/node_modules/@remix-run/router/dist/router.cjs.js") },
    ],
    samples: [3, 3, 4, 2],
  };

  it("names the package, node or the portal's build as a script's owner", () => {
    expect(ownerOf("file:///a/node_modules/@remix-run/router/dist/router.cjs.js")).toBe("@remix-run/router");
    expect(ownerOf("file:///a/node_modules/zod/index.js")).toBe("zod");
    expect(ownerOf("node:internal/url")).toBe("node");
    expect(ownerOf("file:///a/build/index.js?t=17")).toBe("portal build");
  });

  it("shares self time among owners, the largest first", () => {
    expect(topOwners(profile)).toEqual([
      { name: "zod", share: 0.5 },
      { name: "@remix-run/router", share: 0.25 },
      { name: "portal build", share: 0.25 },
    ]);
  });

  it("gives a function the time of everything it called", () => {
    expect(inclusive(profile, (url) => ownerOf(url) === "portal build")).toEqual([
      { name: "loader:1", share: 1 },
    ]);
  });

  it("adds up each owner's CPU time from the samples' time deltas, idle left out", () => {
    const idle = { id: 5, callFrame: frame("", "(idle)") };
    const timed: CpuProfile = {
      nodes: [...profile.nodes, idle],
      samples: [3, 3, 4, 5],
      timeDeltas: [1000, 500, 250, 4000],
    };
    expect(Object.fromEntries(cpuMsByOwner(timed))).toEqual({ zod: 1.5, "@remix-run/router": 0.25 });
  });
});
