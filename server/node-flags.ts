import type { Env } from "../app/env.server";

/**
 * The node options a portal process starts with (`npm start`, deploy/start-portals.sh, the bench): a young
 * generation of SEMI_SPACE_MB per semi-space (32 by default, node's is 16). A page allocates a few MB that live
 * for the request; with 20 requests in flight a small young generation collects them while they are still alive
 * and copies them into the old one. Measured in docs/decisions/034 (about 6–9 % of a page's CPU).
 */
export function portalNodeFlags(env: Pick<Env, "semiSpaceMb">): string[] {
  return [`--max-semi-space-size=${env.semiSpaceMb}`];
}
