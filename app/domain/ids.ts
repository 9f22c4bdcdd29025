// The portal's one id module. Two kinds of ids come from the URL, the query and hidden form fields:
// * opaque ids (assessment, class, record, question, set, chapter): digits, letters, '-' or '_', at most 64;
// * numeric ids (course, material, note, review): digits only, at most 18 (they fit the upstream's 64-bit ids).
// One pattern each, so every screen and every post accepts the same ids. The zod schemas built on them, and the
// 404 for a route param that is not an id, are in app/forms/ids.server.ts (server only).

export const ID_PATTERN = /^[\w-]{1,64}$/;

export const NUMERIC_ID_PATTERN = /^\d{1,18}$/;

/** An id, or null when the value is missing or not an id. */
export function parseId(value: string | null | undefined): string | null {
  return value && ID_PATTERN.test(value) ? value : null;
}

/** A numeric id (a route param, a query value), or null when the value is missing or not one. */
export function parseNumericId(value: string | null | undefined): string | null {
  return value && NUMERIC_ID_PATTERN.test(value) ? value : null;
}
