// A question form's post that says "the answer is unchanged" (decision 042, "A move carries the move"): with
// JavaScript, a post from a question whose answer the learner did not touch on that page carries this field instead
// of asking for the answer it shows to be saved again. What the page shows may be older than the server's answer —
// a copy of the screen fetched ahead (decision 052) while a send was still on its way, or before the learner
// answered on another device — and saving it again would undo the newer answer.
//
// The server honours it only for the intents that would re-save the answer as shown: a move (go), a save, the flag,
// a submit, the time-up finish and practice's check. It never makes the server save an answer of its own (nor an
// empty one): a move, a save or a check then saves nothing (a check checks the answer the server holds); the flag, a
// submit's final save and the time-up finish save the answer the server holds. A post that carries files, or any
// other intent (an upload, a file's delete), is saved as sent, marked or not.

/** The field's name (the answers' machinery leaves every `save_` field out of the answer it keeps). */
export const UNCHANGED_FIELD = "save_unchanged";

/** The intents a post may say "unchanged" for. */
export const UNCHANGED_INTENTS: readonly string[] = ["go", "save", "flag", "submit", "finish", "check"];

/** Whether a post with the raw `intent` ("go:<que_id>", "" for a save) may say its answer is unchanged. */
export function mayBeUnchanged(intent: string): boolean {
  const name = intent === "" ? "save" : intent.split(":")[0];
  return UNCHANGED_INTENTS.includes(name ?? "");
}
