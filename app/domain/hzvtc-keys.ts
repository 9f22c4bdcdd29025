// The college site's six section keys (public-sites §2.2), apart from its tables in hzvtc-site.ts: the site's
// address rule (siteTenantRedirect in sites.server.ts) needs only these, not the tables.

export const SECTION_KEYS = ["culture", "value", "feelings", "profession", "feature", "vita"] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export function isSectionKey(value: unknown): value is SectionKey {
  return typeof value === "string" && (SECTION_KEYS as readonly string[]).includes(value);
}
