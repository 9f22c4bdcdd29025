import { delay, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { action, loader } from "~/routes/center.$school.user.myNote/route";
import { loader as openLoader } from "~/routes/center.$school.user.myNote_.open";

import { takeConsoleErrors } from "../console-guard";
import { fail } from "../mocks/envelope";
import { currentNotes, LONG_NOTE, noteCourseHandler, resetNotes } from "../mocks/learning/notes";
import { server, useMockUpstream } from "../mocks/server";

import { loginRedirect, pageRequest, redirectOf, toastOf } from "./helpers";

useMockUpstream();

beforeEach(() => {
  resetNotes();
  server.use(noteCourseHandler);
});

const PATH = "/center/100001/user/myNote";
const params = { school: "100001" };

async function callLoader(path: string) {
  // The page's data (the loader answers with headers: a kept refused edit is cleared, decision 043).
  return (await loader({ request: pageRequest(path, { loggedIn: true }), params, context: {} })).data;
}

function callAction(path: string, form: Record<string, string>, headers?: Record<string, string>) {
  return action({ request: pageRequest(path, { loggedIn: true, form, headers }), params, context: {} });
}

/** The `{data, init}` an action returns with a status. */
function replyOf(result: unknown) {
  expect(result).not.toBeInstanceOf(Response);
  return result as {
    data: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> };
    init: { status: number };
  };
}

describe("my notes: the list", () => {
  it("asks for the page in the query, 6 notes a page, newest first", async () => {
    const asked: URLSearchParams[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/api/my/course/note")) asked.push(new URL(request.url).searchParams);
    });
    const result = await callLoader(`${PATH}?page=2`);
    server.events.removeAllListeners();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.get("page")).toBe("2");
    expect(asked[0]?.get("size")).toBe("6");
    expect(result.page).toBe(2);
    expect(result.total).toBe(14);
    expect(result.notes.map((note) => note.id)).toEqual(["8", "7", "6", "5", "4", "3"]);
    expect(result.failed).toBe(false);
  });

  it("reads a page it cannot use as page 1", async () => {
    const result = await callLoader(`${PATH}?page=abc`);
    expect(result.page).toBe(1);
    expect(result.notes[0]).toMatchObject({ id: "14", course_status: 1, type: 1, position: 3725 });
  });

  it("keeps the long text whole (the page cuts it) and never more than 6 notes", async () => {
    server.use(
      http.get("http://learning.test/api/my/course/note", () =>
        Response.json({
          code: "0000",
          message: "",
          data: {
            items: Array.from({ length: 8 }, (_, index) => ({
              id: index + 1,
              course_id: 1,
              content: LONG_NOTE,
            })),
            total: 8,
          },
        }),
      ),
    );
    const result = await callLoader(PATH);
    expect(result.notes).toHaveLength(6);
    expect(result.notes[0]?.content).toBe(LONG_NOTE);
  });

  it("stays empty with a fallback when the service fails, instead of an error page", async () => {
    server.use(http.get("http://learning.test/api/my/course/note", () => fail(3000, "database busy")));
    const result = await callLoader(PATH);
    expect(result).toMatchObject({ notes: [], total: 0, failed: true });
  });

  it("stays empty with a fallback when the service cannot be reached", async () => {
    server.use(http.get("http://learning.test/api/my/course/note", () => Response.error()));
    const result = await callLoader(PATH);
    expect(result).toMatchObject({ notes: [], failed: true });
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("sends a browser whose session ended to log in", async () => {
    const response = await redirectOf(() =>
      loader({ request: pageRequest(PATH, { cookie: "api_token=stale" }), params, context: {} }),
    );
    expect(response).toHaveRedirect(loginRedirect(PATH));
  });
});

describe("my notes: edit", () => {
  it("refuses a text under 5 characters with the message, keeping what was typed", async () => {
    const result = replyOf(
      await callAction(`${PATH}?edit=5&page=2`, { intent: "edit", id: "5", content: "abcd" }),
    );
    expect(result.init.status).toBe(400);
    expect(result.data.error?.content).toEqual(["validation.tooShort"]);
    expect(result.data.initialValue?.content).toBe("abcd");
    expect(currentNotes().find((note) => note.id === 5)?.content).toBe("Note number 5");
  });

  it("refuses an empty or blank text, with the catalogue key the page shows in the reader's language", async () => {
    const result = replyOf(
      await callAction(PATH, { intent: "edit", id: "5", content: "   " }, { "accept-language": "en" }),
    );
    expect(result.data.error?.content).toEqual(["validation.tooShort"]);
    const empty = replyOf(await callAction(PATH, { intent: "edit", id: "5", content: "" }));
    expect(empty.data.error?.content).toEqual(["validation.tooShort"]);
  });

  it("refuses more than 1000 characters", async () => {
    const result = replyOf(await callAction(PATH, { intent: "edit", id: "5", content: "x".repeat(1001) }));
    expect(result.init.status).toBe(400);
    expect(result.data.error?.content).toEqual(["myNote.tooLong"]);
  });

  it("saves with _method put and goes to page 1 with 'Saved successfully'", async () => {
    const response = await callAction(`${PATH}?edit=5&page=2`, {
      intent: "edit",
      id: "5",
      content: "A better note",
    });
    expect(response).toHaveRedirect(PATH, 302);
    expect(await toastOf(response)).toEqual({ type: "success", key: "myNote.saved" });
    expect(currentNotes().find((note) => note.id === 5)?.content).toBe("A better note");
  });

  it("shows the service's message in the modal and keeps the text when saving fails", async () => {
    server.use(http.post("http://learning.test/api/my/course/note/:id", () => fail(4002, "内容包含敏感词")));
    const result = replyOf(
      await callAction(`${PATH}?edit=5`, { intent: "edit", id: "5", content: "A forbidden word" }),
    );
    expect(result.init.status).toBe(422);
    expect(result.data.error?.[""]).toEqual(["myNote.saveFailed", "内容包含敏感词"]);
    expect(result.data.initialValue?.content).toBe("A forbidden word");
  });

  it.each([
    ["1403", 403, "refusal.noteNotYours"],
    ["1404", 404, "refusal.noteMissing"],
  ])(
    "answers the service's refusal %s of someone else's note with %i and the catalogue's words, not 502",
    async (code, status, key) => {
      server.use(http.post("http://learning.test/api/my/course/note/:id", () => fail(code, "no permission")));
      const result = replyOf(
        await callAction(`${PATH}?edit=5`, { intent: "edit", id: "5", content: "Not my note" }),
      );
      expect(result.init.status).toBe(status);
      // The page's language, not the upstream's English (decision 051).
      expect(result.data.error?.[""]).toEqual([key]);
      expect(result.data.initialValue?.content).toBe("Not my note");
    },
  );

  it("says saving failed, in words, when the service cannot be reached", async () => {
    server.use(http.post("http://learning.test/api/my/course/note/:id", () => Response.error()));
    const result = replyOf(
      await callAction(PATH, { intent: "edit", id: "5", content: "Fine text" }, { "accept-language": "en" }),
    );
    expect(result.init.status).toBe(503);
    expect(result.data.error?.[""]).toEqual(["myNote.saveFailed"]);
    expect(takeConsoleErrors()).toHaveLength(1);
  });
});

describe("my notes: a refused edit without JavaScript is post/redirect/get (decision 043)", () => {
  const NAVIGATE = { "sec-fetch-mode": "navigate" };
  /** The cookie a response sets, as the browser sends it back. */
  const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  const loadWith = async (path: string, cookie: string) =>
    loader({ request: pageRequest(path, { loggedIn: true, cookie }), params, context: {} });

  it("redirects a refused text to the modal and shows it there once, the text kept", async () => {
    const response = await redirectOf(() =>
      callAction(`${PATH}?page=2&edit=5`, { intent: "edit", id: "5", content: "abcd" }, NAVIGATE),
    );
    expect(response).toHaveRedirect(`${PATH}?page=2&edit=5`, 303);
    const cookie = cookieOf(response);
    expect(cookie).toMatch(/^__kept_note=/);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/i);

    const shown = await loadWith(`${PATH}?page=2&edit=5`, cookie);
    expect(shown.data.kept?.error?.content).toEqual(["validation.tooShort"]);
    expect(shown.data.kept?.initialValue?.content).toBe("abcd");
    // Shown once: the answer clears it.
    expect(shown.init?.headers).toMatchObject({
      "Set-Cookie": expect.stringMatching(/^__kept_note=;.*Max-Age=0/),
    });
    // Another note's modal never shows it.
    expect((await loadWith(`${PATH}?page=2&edit=6`, cookie)).data.kept).toBeNull();
    expect(currentNotes().find((note) => note.id === 5)?.content).toBe("Note number 5");
  });

  it("redirects the service's refusal too, with its message", async () => {
    server.use(http.post("http://learning.test/api/my/course/note/:id", () => fail(4002, "内容包含敏感词")));
    const response = await redirectOf(() =>
      callAction(`${PATH}?edit=5`, { intent: "edit", id: "5", content: "A forbidden word" }, NAVIGATE),
    );
    expect(response).toHaveRedirect(`${PATH}?edit=5`, 303);
    const shown = await loadWith(`${PATH}?edit=5`, cookieOf(response));
    expect(shown.data.kept?.error?.[""]).toEqual(["myNote.saveFailed", "内容包含敏感词"]);
    expect(shown.data.kept?.initialValue?.content).toBe("A forbidden word");
  });

  it("keeps the text and the message of an edit to a note that no longer exists (decision 051)", async () => {
    const response = await redirectOf(() =>
      callAction(`${PATH}?edit=99`, { intent: "edit", id: "99", content: "Typed for a gone note" }, NAVIGATE),
    );
    expect(response).toHaveRedirect(`${PATH}?edit=99`, 303);
    const shown = await loadWith(`${PATH}?edit=99`, cookieOf(response));
    expect(shown.data.kept?.error?.[""]).toEqual(["refusal.noteMissing"]);
    expect(shown.data.kept?.initialValue?.content).toBe("Typed for a gone note");
    expect(shown.data.kept?.initialValue?.id).toBe("99");
  });

  it("ignores a kept edit whose signature does not hold", async () => {
    const shown = await loadWith(`${PATH}?edit=5`, "__kept_note=eyJpZCI6IjUifQ%3D%3D.forged");
    expect(shown.data.kept).toBeNull();
  });
});

describe("my notes: an edit whose answer never comes (decision 024)", () => {
  it("says the note may have been saved and to reload, not 'save failed'", async () => {
    server.use(
      http.post("http://learning.test/api/my/course/note/:id", async () => {
        // Stored, then the answer is later than the time-out (300 ms in the tests).
        await delay(1_000);
        return HttpResponse.json({ code: "0000", message: "ok", data: null });
      }),
    );
    const result = replyOf(
      await callAction(PATH, { intent: "edit", id: "5", content: "Fine text" }, { "accept-language": "en" }),
    );
    expect(result.init.status).toBe(503);
    expect(result.data.error?.[""]).toEqual(["myNote.saveUncertain"]);
    expect(takeConsoleErrors().join("\n")).toMatch(/timed out/);
  });
});

describe("my notes: delete", () => {
  it("deletes with _method delete and goes to page 1 with 'Deleted successfully'", async () => {
    const response = await callAction(`${PATH}?confirm=delete-9&page=2`, { intent: "delete", id: "9" });
    expect(response).toHaveRedirect(PATH);
    expect(await toastOf(response)).toEqual({ type: "success", key: "myNote.deleted" });
    expect(currentNotes().map((note) => note.id)).not.toContain(9);
    expect(currentNotes()).toHaveLength(13);
  });

  it("stays on the page with the catalogue's words when the note no longer exists (decision 051)", async () => {
    const response = await callAction(`${PATH}?confirm=delete-99&page=2`, { intent: "delete", id: "99" });
    expect(response).toHaveRedirect(`${PATH}?page=2`);
    // No upstream text in the flash: it would win over the key and put English on a Chinese page.
    expect(await toastOf(response)).toEqual({ type: "error", key: "refusal.noteMissing" });
    expect(currentNotes()).toHaveLength(14);
  });

  it("keeps the service's words for a refusal the catalogue does not know", async () => {
    server.use(http.post("http://learning.test/api/my/course/note/:id", () => fail(4999, "稍后再试")));
    const response = await callAction(`${PATH}?confirm=delete-9`, { intent: "delete", id: "9" });
    expect(await toastOf(response)).toEqual({ type: "error", key: "myNote.deleteFailed", text: "稍后再试" });
  });

  it("ignores a post without a known intent", async () => {
    const result = replyOf(await callAction(PATH, { intent: "archive", id: "9" }));
    expect(result.init.status).toBe(400);
    expect(currentNotes()).toHaveLength(14);
  });
});

describe("my notes: opening a course", () => {
  function open(note: string, page = "1") {
    return redirectOf(() =>
      openLoader({
        request: pageRequest(`${PATH}/open?note=${note}&page=${page}`, { loggedIn: true }),
        params,
        context: {},
      }),
    );
  }

  it("goes to the player at the note's material when the course is open", async () => {
    const response = await open("12");
    expect(response).toHaveRedirect("/center/100001/video/201/412?chapter=312");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("comes back with the expiry message for an expired course (fresh details)", async () => {
    const response = await open("14");
    expect(response).toHaveRedirect(PATH);
    expect(await toastOf(response)).toEqual({ type: "error", key: "myNote.courseExpired" });
  });

  it("comes back with the taken-down message when the note's course is not on the shelf", async () => {
    const response = await open("13");
    expect(await toastOf(response)).toEqual({ type: "error", key: "myNote.courseTakenDown" });
  });

  it("looks the note up on its own page and comes back to that page", async () => {
    const found = await open("2", "3");
    expect(found).toHaveRedirect("/center/100001/video/201/402?chapter=302");
    const missing = await open("2", "1");
    expect(missing).toHaveRedirect(PATH);
    expect(await toastOf(missing)).toEqual({ type: "error", key: "myNote.notFound" });
  });

  it("counts a course the service no longer lets the learner see (2004) as taken down", async () => {
    server.use(
      http.get("http://learning.test/api/course/course/:id", () => fail(2004, "course does not exist")),
    );
    const response = await open("12");
    expect(await toastOf(response)).toEqual({ type: "error", key: "myNote.courseTakenDown" });
  });

  it("is guarded like the pages: a browser whose session ended logs in first", async () => {
    const response = await redirectOf(() =>
      openLoader({
        request: pageRequest(`${PATH}/open?note=12&page=1`, { cookie: "api_token=stale" }),
        params,
        context: {},
      }),
    );
    expect(response).toHaveRedirect(loginRedirect(`${PATH}/open?note=12&page=1`));
  });

  it("comes back with the service's message when the course details fail", async () => {
    server.use(http.get("http://learning.test/api/course/course/:id", () => fail(3000, "服务繁忙")));
    const response = await open("12", "1");
    expect(await toastOf(response)).toEqual({ type: "error", key: "myNote.openFailed", text: "服务繁忙" });
  });
});
