import "~/components/page-kit";

import { waitsForHeldFiles } from "~/domain/answer-files-waiting";
import { backoffMs, waitingIds } from "~/domain/answer-outbox";

import { savingState, sendHeldFiles, updateSaving } from "./answer-saving";
import { box, flush } from "./answer-outbox-send.client";

// Waiting for the line (decision 042), for the answering screens' clientAction (answer-outbox.client.ts): what a
// post that the line stopped, or that answer files held in the page hold back, waits for before it goes on.

/**
 * Resolves once every answer file held in the page and then every waiting answer has reached the server (true):
 * tried again with back-off, at once when online. False when a held file was refused for good: the learner stays
 * with its message (the answer-files block shows it).
 */
export async function lineBack(): Promise<boolean> {
  for (let tries = 1; ; tries += 1) {
    const files = await sendHeldFiles();
    if (files === "refused") return false;
    // Nothing waiting proves nothing about the line: while the browser says it is down, the move still waits (going
    // on would ask the server for the next page, and its failure is the error page).
    if (files === "sent" && navigator.onLine && (await flush())) return true;
    await new Promise<void>((resolve) => {
      const done = () => {
        window.removeEventListener("online", done);
        window.clearTimeout(timer);
        resolve();
      };
      const timer = window.setTimeout(done, backoffMs(tries));
      window.addEventListener("online", done);
    });
  }
}

/**
 * Answer files held in the page (picked while the line was down) go before a move or a hand-in (`intent`): the move
 * waits, saying so (`target`: where it goes), and goes on once they and the answer that now lists them have been
 * sent; a hand-in waits too, refused meanwhile. Answers null when nothing was held back, else whether all went.
 */
export async function heldFilesFirst(intent: string, target: string): Promise<boolean | null> {
  if (!waitsForHeldFiles(intent) || savingState().filesWaiting.length === 0) return null;
  const handingIn = intent === "submit" || intent === "finish";
  updateSaving(handingIn ? { submitRefused: waitingIds(box.record).length } : { pendingMove: target });
  const sent = await lineBack();
  updateSaving({ pendingMove: null, submitRefused: null });
  return sent;
}
