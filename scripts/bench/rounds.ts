// The rounds of upstream calls one page makes before its first byte, counted from the fake upstream's log.
// Pure, so tests/unit/bench-rounds.test.ts checks it.

/** One upstream call as the fake upstream saw it: when it arrived and when its (delayed) answer went out. */
export type Call = { path: string; start: number; end: number };

/**
 * Groups calls into rounds: a call that starts before any call of the current round has been answered cannot
 * have waited for one of them, so it joins that round (they were sent together, e.g. by one Promise.all); a call
 * that starts after an answer of the current round came back may have waited for it, and opens the next round.
 * With every answer delayed by D ms, calls of one round start within a few ms of each other and rounds are D ms
 * apart, so the count does not depend on how fast the machine is.
 */
export function roundsOf(calls: readonly Call[]): Call[][] {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const rounds: Call[][] = [];
  let firstAnswer = -Infinity;
  for (const call of sorted) {
    const current = rounds.at(-1);
    if (current && call.start < firstAnswer) {
      current.push(call);
      firstAnswer = Math.min(firstAnswer, call.end);
    } else {
      rounds.push([call]);
      firstAnswer = call.end;
    }
  }
  return rounds;
}
