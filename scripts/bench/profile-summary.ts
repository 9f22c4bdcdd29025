// What a V8 CPU profile (`node --cpu-prof`) spent its time on: self time by function and by package. Pure, so
// tests/unit/bench-rounds.test.ts checks it on a small profile.

type ProfileNode = {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
export type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas?: number[] };

export type Share = { name: string; share: number };

/** Where a script's time goes: its npm package, node's own code, or the portal's build. */
export function ownerOf(url: string): string {
  if (url === "") return "(native/idle)";
  if (url.startsWith("node:")) return "node";
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage?.[1]) return inPackage[1];
  if (/\/build\/index\.js(\?.*)?$/.test(url)) return "portal build";
  return url.replace(/^file:\/\//, "");
}

function shares(profile: CpuProfile, keyOf: (node: ProfileNode) => string, top: number): Share[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const hits = new Map<string, number>();
  let total = 0;
  for (const id of profile.samples) {
    const node = byId.get(id);
    if (!node) continue;
    const key = keyOf(node);
    hits.set(key, (hits.get(key) ?? 0) + 1);
    total += 1;
  }
  return [...hits]
    .map(([name, count]) => ({ name, share: total ? count / total : 0 }))
    .sort((a, b) => b.share - a.share)
    .slice(0, top);
}

/** Self time by function (name, owner and line), the largest first. */
export function topFunctions(profile: CpuProfile, top = 20): Share[] {
  return shares(
    profile,
    ({ callFrame }) =>
      callFrame.url === ""
        ? callFrame.functionName || "(anonymous)"
        : `${callFrame.functionName || "(anonymous)"} ${ownerOf(callFrame.url)}:${callFrame.lineNumber + 1}`,
    top,
  );
}

/** Self time by owner (package, node, the portal's build), the largest first. */
export function topOwners(profile: CpuProfile, top = 12): Share[] {
  return shares(
    profile,
    ({ callFrame }) => (callFrame.url === "" ? callFrame.functionName : ownerOf(callFrame.url)),
    top,
  );
}

/**
 * Total time (self and callees) of the functions that `pick` selects, e.g. the portal build's own: how much of the
 * run each of them was on the stack for. A function on the stack twice in one sample counts once.
 */
export function inclusive(profile: CpuProfile, pick: (url: string) => boolean, top = 20): Share[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const hits = new Map<string, number>();
  for (const id of profile.samples) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (frame && pick(frame.url))
        seen.add(`${frame.functionName || "(anonymous)"}:${frame.lineNumber + 1}`);
    }
    for (const key of seen) hits.set(key, (hits.get(key) ?? 0) + 1);
  }
  const total = profile.samples.length || 1;
  return [...hits]
    .map(([name, count]) => ({ name, share: count / total }))
    .sort((a, b) => b.share - a.share)
    .slice(0, top);
}

/**
 * CPU time (ms) by owner, idle left out: a profile's samples weighted by their time deltas. Divided by the
 * requests answered during the profile it is the CPU each request cost, which a page and its bare twin can be
 * compared on (decision 034) whatever else the machine was doing.
 */
export function cpuMsByOwner(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const ms = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const owner = frame.url === "" ? frame.functionName || "(anonymous)" : ownerOf(frame.url);
    if (owner === "(idle)") return;
    const delta = (profile.timeDeltas?.[index] ?? 0) / 1000;
    ms.set(owner, (ms.get(owner) ?? 0) + delta);
  });
  return ms;
}
