// The one name every answer kept on the device starts with (decision 042): apart from the record's rules
// (./answer-outbox.ts) so that logout, on every page, clears them without carrying those rules.

/** Every record's key starts with this (logout clears them all). */
export const OUTBOX_PREFIX = "portal-answers:";
