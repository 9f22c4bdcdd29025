import { describe, expect, it } from "vitest";

import {
  firstLoadScripts,
  gzipOfBuilt,
  readClientManifest,
  routeWeights,
  type ClientManifest,
} from "../../scripts/route-weights";

// The JS budget (decision 011): the gzipped JS a first visit to each route loads, computed from
// the client build's manifest (scripts/route-weights.ts; `npm test` builds first). No server, no timing: the same
// build gives the same figures. Every page but the player stays within 100 KB; the player has its own budget for
// the page without its lazily loaded libraries (video.js, react-pdf), which the manifest does not name.
const KB = 1024;
const BUDGET = 100 * KB;
const PLAYER_BUDGET = 104 * KB;
const isPlayer = (id: string) => /^routes\/center\.\$school\.video\.\$classId\.\$videoId$/.test(id);
// The question screens (practice answering and review, assessment answering and result review) keep 3 KB of room
// under the budget, without loading any of their parts later than they do (decision 035).
const QUESTION_SCREEN_BUDGET = 97 * KB;
const QUESTION_SCREENS = [
  "routes/center.$school.user.myPractice_.NowPractice",
  "routes/center.$school.user.myPractice_.AgainPractice",
  "routes/center.$school.user.myAssess_.assessAnswer",
  "routes/center.$school.user.myAssess_.againAssess",
];

/** The build's manifest; without a build the test fails and says so (it never passes on nothing). */
function manifest(): ClientManifest {
  return readClientManifest();
}

const over = (limit: (id: string) => number) =>
  routeWeights(manifest(), gzipOfBuilt)
    .filter(({ id, jsGzip }) => jsGzip > limit(id))
    .map(({ id, jsGzip }) => `${id}: ${(jsGzip / KB).toFixed(1)} KB > ${limit(id) / KB} KB`);

describe("the JS a first visit loads", () => {
  it("is computed from a whole build (every route, React and Remix in the entry)", () => {
    const built = manifest();
    const ids = Object.keys(built.routes);
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter(isPlayer)).toHaveLength(1);
    // The entry carries React, React DOM and Remix: over 80 KB gzipped on every page.
    const root = routeWeights(built, gzipOfBuilt).find(({ id }) => id === "root");
    expect(root?.jsGzip).toBeGreaterThan(80 * KB);
    // A page's first load is its ancestors' and its own: the question screens name the layout of the learning
    // centre and the root.
    const scripts = firstLoadScripts(built, "routes/center.$school.user.myAssess_.assessAnswer");
    expect(scripts).toContain(built.routes["root"]!.module);
    expect(scripts).toContain(built.routes["routes/center.$school.user"]!.module);
  });

  it("stays within 100 KB gzipped on every page but the player", () => {
    expect(over((id) => (isPlayer(id) ? Infinity : BUDGET))).toEqual([]);
  });

  it("stays within the player's own budget without its lazily loaded libraries", () => {
    expect(over((id) => (isPlayer(id) ? PLAYER_BUDGET : Infinity))).toEqual([]);
  });

  it("stays within 97 KB on the question screens", () => {
    const built = manifest();
    expect(QUESTION_SCREENS.filter((id) => !built.routes[id])).toEqual([]);
    expect(over((id) => (QUESTION_SCREENS.includes(id) ? QUESTION_SCREEN_BUDGET : Infinity))).toEqual([]);
  });
});
