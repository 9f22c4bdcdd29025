import { afterEach, describe, expect, it, vi } from "vitest";

import { emptyRecord, keep, waitingIds, type OutboxRecord } from "~/domain/answer-outbox";
import { updateUnsent, writeMerged } from "~/features/question/answer-outbox-store.client";
import { savingState, updateSaving } from "~/features/question/answer-saving";

// When the browser keeps nothing on the device (decision 042, "When the browser keeps nothing"): every write of the
// attempt's record says whether the device kept it, and the saving state carries it (the status line, the card and
// leaving the page read it); the page's own record still holds every answer, to send while it stays open.

const KEY = "portal-answers:100001:7:16";

/** A storage whose writes do as `mode` says: kept, thrown (site data blocked, full), or dropped unread. */
function storage(mode: "works" | "throws" | "drops") {
  const stored = new Map<string, string>();
  return {
    stored,
    localStorage: {
      getItem: (key: string) => {
        if (mode === "throws") throw new DOMException("The operation is insecure.", "SecurityError");
        return stored.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (mode === "throws") throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        if (mode === "works") stored.set(key, value);
      },
      removeItem: (key: string) => void stored.delete(key),
    },
  };
}

const answered = (): OutboxRecord =>
  keep(
    emptyRecord("dev", 0),
    "31",
    [
      ["que_id", "31"],
      ["answer", "B"],
    ],
    3,
    1,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  updateSaving({ deviceOff: false });
});

describe("whether the device keeps the answers", () => {
  it("says nothing against the device while its writes are kept", () => {
    const { localStorage, stored } = storage("works");
    vi.stubGlobal("window", { localStorage });
    const mine = writeMerged(KEY, answered(), ["31"]);
    expect(savingState().deviceOff).toBeFalsy();
    expect(stored.has(KEY)).toBe(true);
    expect(waitingIds(mine)).toEqual(["31"]);
  });

  it("says the device keeps nothing when a write throws, and the page still holds the answer", () => {
    vi.stubGlobal("window", { localStorage: storage("throws").localStorage });
    const mine = writeMerged(KEY, answered(), ["31"]);
    expect(savingState().deviceOff).toBe(true);
    expect(waitingIds(mine)).toEqual(["31"]);
  });

  it("says so when the storage takes the write without keeping it (nothing reads back)", () => {
    vi.stubGlobal("window", { localStorage: storage("drops").localStorage });
    writeMerged(KEY, answered(), ["31"]);
    expect(savingState().deviceOff).toBe(true);
  });

  it("says so for the names of files not sent, and takes it back once a write is kept again", () => {
    vi.stubGlobal("window", { localStorage: storage("throws").localStorage });
    updateUnsent(KEY, () => ({ "31": { number: 3, names: ["essay.pdf"] } }));
    expect(savingState().deviceOff).toBe(true);
    vi.stubGlobal("window", { localStorage: storage("works").localStorage });
    writeMerged(KEY, answered(), ["31"]);
    expect(savingState().deviceOff).toBe(false);
  });
});
