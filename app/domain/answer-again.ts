/**
 * 'Answer again' on a review asks first (decision 020 for practice, whose answers it discards; decision 036 for the
 * assessment, where it starts a new attempt): the button opens `?confirm=again` (URL state, with or without
 * JavaScript) and only the dialog's post, `intent=again`, starts again. In the question kit: both review
 * screens use it.
 */
export const CONFIRM_AGAIN = "again";

export function asksAnswerAgain(confirm: string | null): boolean {
  return confirm === CONFIRM_AGAIN;
}
