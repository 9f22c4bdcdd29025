import "~/components/page-kit";

import { answersKey, readRecord } from "~/domain/answer-outbox";
import { ASSETS_CACHE, COPIES_PREFIX, dropsCopies, META_PATH } from "~/domain/offline-copies";

// Every page's sweep of the question screens kept on the device (decision 052), loaded after the page by the
// root: the copies of anyone but the learner signed in (all of them when nobody is, or when the operator withdrew
// them) and those past their attempt's end go, with the ended attempt's record when nothing of it waits; the
// build's files go with the last copies cache; withdrawn, the answering screens' worker is unregistered too.
// The answers waiting on the device are never touched here (another learner's stay, keyed by that learner, until
// they come back or the week passes: decision 042).

/** The sweep; `learner` is the one signed in (deviceLearner), null when nobody is. */
export async function sweepCopies(learner: string | null, enabled: boolean): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    let left = 0;
    for (const name of await caches.keys()) {
      if (!name.startsWith(COPIES_PREFIX)) continue;
      const meta = await (await caches.open(name)).match(META_PATH);
      const expires = meta ? await meta.text() : null;
      if (!dropsCopies(name, learner, expires, Date.now(), enabled)) {
        left += 1;
        continue;
      }
      await caches.delete(name);
      // An ended attempt's record (the answers this device gave, confirmed) goes with its copies, unless
      // something of it still waits for the server or for the learner's eyes (a refused answer, a file).
      if (learner !== null && name.startsWith(`${COPIES_PREFIX}${learner}:`))
        forgetEnded(answersKey(learner, name.slice(`${COPIES_PREFIX}${learner}:`.length)));
    }
    if (left === 0) await caches.delete(ASSETS_CACHE);
    if (!enabled && "serviceWorker" in navigator)
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
  } catch {
    // storage off: nothing kept
  }
}

function forgetEnded(key: string): void {
  const record = readRecord(window.localStorage.getItem(key));
  if (!record) return;
  const waits =
    Object.keys(record.entries).length > 0 ||
    record.refused.length > 0 ||
    Object.keys(record.unsent ?? {}).length > 0;
  if (!waits) window.localStorage.removeItem(key);
}
