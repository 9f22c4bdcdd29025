import { describe, expect, it } from "vitest";

import { answersKey, confirmed, emptyRecord, keep, readRecord } from "~/domain/answer-outbox";
import { mergeRecord } from "~/domain/answer-outbox-merge";
import {
  AFTER_DEADLINE_MS,
  AHEAD_CAP,
  aheadUrls,
  answeringScope,
  COPIES_PREFIX,
  copiesLearner,
  copiesName,
  copiesNameOfRecord,
  copyKey,
  copyTime,
  copyTimeLeft,
  dropsCopies,
  expiresAt,
  isFresh,
  isKeepable,
  isServable,
  isStartAsset,
  markCopy,
  newerThanCopy,
  PRACTICE_COPIES_MS,
} from "~/domain/offline-copies";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { answerWorkerScript, withdrawWorkerScript } from "~/features/question/answer-worker.server";
import { QuestionFailed } from "~/features/question/question-screen";
import { I18nProvider } from "~/i18n/i18n";

// The question screens kept on the device for a line that drops (decision 052): what is kept and under which name,
// the key a copy is found by, which pages the worker serves, when the copies expire, and what is put over a copy.

const ORIGIN = "http://portal.test";
const ANSWER = "/center/100001/user/myAssess/assessAnswer";

describe("the copies' names", () => {
  it("names one cache per school, learner and attempt; another learner's is told apart", () => {
    expect(copiesName("100001:7", "16")).toBe("portal-offline:100001:7:16");
    expect(copiesName("100001:8", "16")).not.toBe(copiesName("100001:7", "16"));
    expect(copiesLearner(copiesName("100001:7", "p3"))).toBe("100001:7");
    expect(copiesLearner("portal-offline:100001")).toBeNull();
    expect(copiesLearner("other-cache")).toBeNull();
  });

  it("finds the attempt's cache from its answers' record key", () => {
    expect(copiesNameOfRecord(answersKey("100001:7", "16"))).toBe(copiesName("100001:7", "16"));
    expect(copiesNameOfRecord(answersKey("100001:7", "16")).startsWith(COPIES_PREFIX)).toBe(true);
  });
});

describe("what is kept", () => {
  it("finds a question's copy whatever the order of its query, a dialog's state or a fragment", () => {
    const a = copyKey(`${ANSWER}?ass_id=4&record_id=14&que_id=88&confirm=submit#top`, ORIGIN);
    const b = copyKey(`${ORIGIN}${ANSWER}?que_id=88&record_id=14&ass_id=4`);
    expect(a).toBe(b);
    expect(a).toBe(`${ANSWER}?ass_id=4&que_id=88&record_id=14`);
    expect(copyKey(`${ANSWER}?ass_id=4&que_id=89`)).not.toBe(copyKey(`${ANSWER}?ass_id=4&que_id=88`));
  });

  it("fetches ahead every question of the attempt once, by the screen's own address, up to the cap", () => {
    const here = `${ANSWER}?ass_id=4&record_id=14&que_id=88&confirm=incomplete`;
    expect(aheadUrls(here, ["88", "89", "89", "90"])).toEqual([
      `${ANSWER}?ass_id=4&que_id=88&record_id=14`,
      `${ANSWER}?ass_id=4&que_id=89&record_id=14`,
      `${ANSWER}?ass_id=4&que_id=90&record_id=14`,
    ]);
    const many = Array.from({ length: 150 }, (_, index) => String(index));
    expect(aheadUrls(here, many)).toHaveLength(AHEAD_CAP);
    expect(AHEAD_CAP).toBe(100);
  });

  it("keeps what a page needs to start, of this site only: never a page's data, an answer's send, another site", () => {
    expect(isStartAsset(`${ORIGIN}/center/build/_shared/chunk-ABC.js`, ORIGIN)).toBe(true);
    expect(isStartAsset(`${ORIGIN}/center/build/_assets/app-X.css`, ORIGIN)).toBe(true);
    expect(isStartAsset(`${ORIGIN}/center/i18n/en.abc123.json`, ORIGIN)).toBe(true);
    expect(isStartAsset(`${ORIGIN}/__manifest?p=%2Fcenter&version=1`, ORIGIN)).toBe(true);
    expect(isStartAsset(`${ORIGIN}/center/favicon.svg`, ORIGIN)).toBe(true);
    expect(isStartAsset(`${ORIGIN}${ANSWER}/autosave?ass_id=4`, ORIGIN)).toBe(false);
    expect(isStartAsset(`${ORIGIN}${ANSWER}.data?ass_id=4`, ORIGIN)).toBe(false);
    expect(isStartAsset(`${ORIGIN}${ANSWER}?ass_id=4`, ORIGIN)).toBe(false);
    expect(isStartAsset("http://elsewhere.test/center/build/x.js", ORIGIN)).toBe(false);
  });

  it("serves only the answering screens: no other page pays the worker's start", () => {
    expect(answeringScope(ANSWER)).toBe(ANSWER);
    expect(answeringScope("/center/100001/user/myPractice/NowPractice")).toBe(
      "/center/100001/user/myPractice/NowPractice",
    );
    expect(answeringScope("/center/100001/user/myAssess")).toBeNull();
    expect(answeringScope("/center/100001/user/myAssess/assessSummary")).toBeNull();
    expect(answeringScope("/center/100001/user/myPractice/AgainPractice")).toBeNull();
    expect(answeringScope(`${ANSWER}/autosave`)).toBeNull();
  });
});

describe("how long", () => {
  it("keeps an attempt's copies until its deadline and grace, a chapter's a day", () => {
    expect(expiresAt(1_000, 5)).toBe(1_000_000 + AFTER_DEADLINE_MS);
    expect(expiresAt(null, 5)).toBe(5 + PRACTICE_COPIES_MS);
    expect(isServable(String(expiresAt(1_000, 5)), 1_000_000 + AFTER_DEADLINE_MS - 1)).toBe(true);
    expect(isServable(String(expiresAt(1_000, 5)), 1_000_000 + AFTER_DEADLINE_MS)).toBe(false);
    expect(isServable(null, 0)).toBe(false);
    expect(isServable("garbage", 0)).toBe(false);
  });

  it("counts a copy's time left down by the time since it was fetched, never below zero", () => {
    expect(copyTimeLeft(600, null, 90_000)).toBe(600);
    expect(copyTimeLeft(600, 30_000, 90_000)).toBe(540);
    expect(copyTimeLeft(60, 0, 90_000)).toBe(0);
    // A device clock set back since: no time is added.
    expect(copyTimeLeft(600, 90_000, 30_000)).toBe(600);
  });
});

describe("a copy tells it is one", () => {
  it("marks the document's root with when it was fetched, and reads it back", () => {
    const html = '<!DOCTYPE html><html lang="en"><head></head><body></body></html>';
    const marked = markCopy(html, Date.UTC(2026, 10, 28, 10, 0));
    expect(marked).toBe(
      '<!DOCTYPE html><html data-offline-copy="2026-11-28T10:00:00.000Z" lang="en"><head></head><body></body></html>',
    );
    expect(copyTime("2026-11-28T10:00:00.000Z")).toBe(Date.UTC(2026, 10, 28, 10, 0));
    expect(copyTime(null)).toBeNull();
    expect(copyTime("not a time")).toBeNull();
  });

  it("puts over a copy only the answers confirmed on this device after it was fetched", () => {
    const given = { "1": { fields: [], at: 100 }, "2": { fields: [], at: 300 } };
    expect(Object.keys(newerThanCopy(given, 200))).toEqual(["2"]);
    expect(newerThanCopy(undefined, 200)).toEqual({});
  });

  it("puts over a copy an answer given before its fetch started but confirmed after (its send was on its way)", () => {
    const given = {
      "1": { fields: [], at: 100, confirmed: 150 },
      "2": { fields: [], at: 100, confirmed: 300 },
    };
    expect(Object.keys(newerThanCopy(given, 200))).toEqual(["2"]);
  });
});

describe("the answers the server confirmed, kept in the device's record", () => {
  const field = (value: string): [string, string][] => [["answer", value]];

  it("keeps a confirmed answer's fields, when it was given and when confirmed, and reads them back", () => {
    let record = keep(emptyRecord("dev", 0), "1", field("a"), 1, 10);
    record = confirmed(record, "1", record.seq, 20);
    expect(record.entries).toEqual({});
    expect(record.given).toEqual({ "1": { fields: field("a"), at: 10, confirmed: 20, seq: 10 } });
    expect(readRecord(JSON.stringify(record))?.given).toEqual(record.given);
  });

  it("merges two tabs' confirmed answers, the one given last winning", () => {
    let one = keep(emptyRecord("one", 0), "1", field("old"), 1, 10);
    one = confirmed(one, "1", one.seq, 11);
    let two = keep(emptyRecord("two", 0), "1", field("new"), 1, 20);
    two = confirmed(two, "1", two.seq, 21);
    const stored = mergeRecord(null, two, [], 22).stored;
    expect(mergeRecord(stored, one, [], 23).stored.given).toEqual({
      "1": { fields: field("new"), at: 20, confirmed: 21, seq: 20 },
    });
  });

  it("takes the later place as the later answer, not the later clock time (a clock set back between them)", () => {
    let one = keep(emptyRecord("one", 0), "1", field("old"), 1, 500_000);
    one = confirmed(one, "1", one.seq, 500_001);
    // The other tab read the device's last place, then the clock went three minutes back.
    let two = keep({ ...emptyRecord("two", 0), seq: one.seq }, "1", field("new"), 1, 320_000);
    two = confirmed(two, "1", two.seq, 320_001);
    const stored = mergeRecord(null, one, [], 320_002).stored;
    expect(mergeRecord(stored, two, [], 320_003).stored.given?.["1"]?.fields).toEqual(field("new"));
  });
});

describe("the worker", () => {
  type Handler = (event: unknown) => void;
  type FetchEvent = { request: Request; respondWith(response: Promise<Response>): void };

  /** The worker's script run with a network (`network`) and a device's caches of its own: its fetch handler. */
  function startWorker(network: (request: Request) => Promise<Response>, stored: Map<string, Response>) {
    const handlers = new Map<string, Handler>();
    const self = {
      location: new URL(ORIGIN),
      skipWaiting: () => Promise.resolve(),
      clients: { claim: () => Promise.resolve() },
      addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    };
    const cache = {
      match: (key: string) => Promise.resolve(stored.get(new URL(key, ORIGIN).href)?.clone()),
    };
    const caches = {
      keys: () => Promise.resolve(["other", copiesName("100001:7", "14")]),
      open: () => Promise.resolve(cache),
      delete: () => Promise.resolve(true),
    };
    // The script as the browser runs it: nothing but its own text and the worker's globals.
    new Function("self", "caches", "fetch", answerWorkerScript())(self, caches, network);
    const onFetch = handlers.get("fetch");
    if (!onFetch) throw new Error("no fetch handler");
    /** The worker's answer to `request`: undefined when it leaves it to the network. */
    return async (request: Request): Promise<Response | undefined> => {
      let answer: Promise<Response> | undefined;
      const event: FetchEvent = { request, respondWith: (response) => (answer = response) };
      onFetch(event);
      return answer;
    };
  }

  const page = (url: string) => {
    const request = new Request(url);
    Object.defineProperty(request, "mode", { value: "navigate" });
    return request;
  };
  const copyUrl = `${ORIGIN}${ANSWER}?ass_id=4&que_id=88&record_id=14`;
  const device = () =>
    new Map([
      [`${ORIGIN}/__portal-offline-meta`, new Response(String(Date.now() + 60_000))],
      [copyUrl, new Response("the copy")],
      [`${ORIGIN}/center/build/entry.js`, new Response("the script")],
    ]);

  it("answers from the network while it answers, whatever it says (a redirect, a refusal): never the copy", async () => {
    const handle = startWorker(
      () => Promise.resolve(new Response("the server's", { status: 302 })),
      device(),
    );
    const answer = await handle(page(`${ORIGIN}${ANSWER}?que_id=88&record_id=14&ass_id=4`));
    expect(answer?.status).toBe(302);
    expect(await answer?.text()).toBe("the server's");
  });

  it("answers with the copy only when the network fails; without one it fails as the network did", async () => {
    const handle = startWorker(() => Promise.reject(new TypeError("Failed to fetch")), device());
    expect(
      await (await handle(page(`${ORIGIN}${ANSWER}?que_id=88&record_id=14&ass_id=4&confirm=submit`)))?.text(),
    ).toBe("the copy");
    expect(await (await handle(new Request(`${ORIGIN}/center/build/entry.js`)))?.text()).toBe("the script");
    await expect(handle(page(`${ORIGIN}${ANSWER}?que_id=99&record_id=14&ass_id=4`))).rejects.toThrow(
      "Failed to fetch",
    );
  });

  it("serves no copy past the attempt's deadline and grace", async () => {
    const stored = device();
    stored.set(`${ORIGIN}/__portal-offline-meta`, new Response(String(Date.now() - 1)));
    const handle = startWorker(() => Promise.reject(new TypeError("Failed to fetch")), stored);
    await expect(handle(page(copyUrl))).rejects.toThrow("Failed to fetch");
  });

  it("leaves posts, an answer's send, page data and other sites to the network", async () => {
    const handle = startWorker(() => Promise.reject(new TypeError("Failed to fetch")), device());
    expect(
      await handle(new Request(`${ORIGIN}${ANSWER}?ass_id=4`, { method: "POST", body: "x" })),
    ).toBeUndefined();
    expect(await handle(new Request(`${ORIGIN}${ANSWER}/autosave?ass_id=4`))).toBeUndefined();
    expect(await handle(new Request(`${ORIGIN}${ANSWER}.data?ass_id=4`))).toBeUndefined();
    expect(await handle(new Request("http://elsewhere.test/center/build/x.js"))).toBeUndefined();
  });
});

describe("the copies on a shared device, and how long they stay", () => {
  const now = Date.parse("2026-11-28T10:00:00Z");
  const mine = copiesName("100001:7", "14");
  const theirs = copiesName("100001:8", "15");
  const later = String(now + 60_000);

  it("drops another learner's copies, every copy when nobody is signed in or the copies are withdrawn", () => {
    expect(dropsCopies(mine, "100001:7", later, now)).toBe(false);
    expect(dropsCopies(theirs, "100001:7", later, now)).toBe(true);
    expect(dropsCopies(mine, null, later, now)).toBe(true);
    expect(dropsCopies(mine, "100001:7", later, now, false)).toBe(true);
  });

  it("drops the learner's own copies once the attempt's end and grace have passed, or of no known age", () => {
    expect(dropsCopies(mine, "100001:7", String(now - 1), now)).toBe(true);
    expect(dropsCopies(mine, "100001:7", null, now)).toBe(true);
  });

  it("fetches the address Begin, Practice now and Continue land on (no question named) first", () => {
    expect(aheadUrls(`${ANSWER}?ass_id=4&record_id=14`, ["1", "2"])).toEqual([
      `${ANSWER}?ass_id=4&record_id=14`,
      `${ANSWER}?ass_id=4&que_id=1&record_id=14`,
      `${ANSWER}?ass_id=4&que_id=2&record_id=14`,
    ]);
    expect(aheadUrls(`${ANSWER}?ass_id=4&que_id=2&record_id=14`, ["1"])).toEqual([
      `${ANSWER}?ass_id=4&que_id=1&record_id=14`,
    ]);
  });

  it("fetches again only a copy that is missing or older than a few minutes", () => {
    expect(isFresh(now - 60_000, now)).toBe(true);
    expect(isFresh(now - 11 * 60_000, now)).toBe(false);
    expect(isFresh(null, now)).toBe(false);
    expect(isFresh(now + 60_000, now)).toBe(false);
  });

  it("never keeps a question screen showing the question's failure, even with a 200", () => {
    const failed = renderToStaticMarkup(
      createElement(I18nProvider, {
        locale: "en",
        children: createElement(QuestionFailed, { message: "" }),
      }),
    );
    expect(isKeepable(`<html><body><main>${failed}</main></body></html>`)).toBe(false);
    expect(isKeepable("<html><body><main><form></form></main></body></html>")).toBe(true);
  });

  it("withdrawn by the operator: the worker deletes every cache of the copies and unregisters itself", async () => {
    const handlers = new Map<string, (event: { waitUntil(promise: Promise<unknown>): void }) => void>();
    const deleted: string[] = [];
    let unregistered = false;
    const self = {
      skipWaiting: () => Promise.resolve(),
      registration: { unregister: () => Promise.resolve((unregistered = true)) },
      addEventListener: (type: string, handler: (event: { waitUntil(p: Promise<unknown>): void }) => void) =>
        handlers.set(type, handler),
    };
    const caches = {
      keys: () => Promise.resolve([mine, "portal-offline-assets", "someone-elses"]),
      delete: (name: string) => Promise.resolve(deleted.push(name) > 0),
    };
    new Function("self", "caches", withdrawWorkerScript())(self, caches);
    expect(handlers.has("fetch")).toBe(false);
    let done: Promise<unknown> = Promise.resolve();
    handlers.get("activate")?.({ waitUntil: (promise) => (done = promise) });
    await done;
    expect(deleted).toEqual([mine, "portal-offline-assets"]);
    expect(unregistered).toBe(true);
  });
});
