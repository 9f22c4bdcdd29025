// Ids from the query and from hidden form fields (assessment, class, record, question, set, chapter): digits,
// letters, '-' or '_', at most 64. One pattern, so the screens and the posts accept the same ids.

export const ID_PATTERN = /^[\w-]{1,64}$/;

/** An id, or null when the value is missing or not an id. */
export function parseId(value: string | null | undefined): string | null {
  return value && ID_PATTERN.test(value) ? value : null;
}
