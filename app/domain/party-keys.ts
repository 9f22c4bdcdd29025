// The party site's school and six section keys (public-sites §2.4, §6.1), apart from its tables in
// party-site.ts: the site's address rule (siteTenantRedirect in sites.server.ts) needs only these, not the tables.

import { siteSchool } from "./school-rules";

/** The party school (public-sites §6.1: 100004), from the school table. */
export const PARTY_SCHOOL = siteSchool("party");

/** The six sections, in the menu's order (§2.4: home, new, edu, learn, join, example, local). */
export const PARTY_KEYS = ["new", "edu", "learn", "join", "example", "local"] as const;
export type PartyKey = (typeof PARTY_KEYS)[number];

export function isPartyKey(value: unknown): value is PartyKey {
  return typeof value === "string" && (PARTY_KEYS as readonly string[]).includes(value);
}
