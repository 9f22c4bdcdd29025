import { delay, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { action, loader } from "~/routes/center.$school.video.$classId.$videoId";
import { action as progressAction } from "~/routes/center.$school.video.$classId.$videoId_.progress";
import { loader as previewLoader } from "~/routes/center.$school.video.$classId.$videoId_.preview";

import { takeConsoleErrors } from "../console-guard";
import { fail, ok } from "../mocks/envelope";
import { addedNotes, progressLogs, reviews } from "../mocks/learning/player";
import { server, useMockUpstream } from "../mocks/server";

import { locationOf, loginRedirect, pageRequest, recordUpstreamRounds, redirectOf } from "./helpers";

useMockUpstream();

beforeEach(() => {
  progressLogs.length = 0;
  addedNotes.length = 0;
  reviews.length = 0;
});

const args = (path: string, init: Parameters<typeof pageRequest>[1] = { loggedIn: true }) => {
  const [school = "", , classId = "", videoId = ""] = new URL(path, "http://x").pathname
    .replace("/center/", "")
    .split("/");
  return { request: pageRequest(path, init), params: { school, classId, videoId }, context: {} };
};

async function open(path: string) {
  const data = await loader(args(path));
  if (data.studyBan || !data.material) throw new Error("expected a player");
  return data;
}

describe("the player loader", () => {
  it("asks for the user, tree, records, study config, course and notes at once", async () => {
    const started: string[] = [];
    let answered = 0;
    const firstRound = ["/api/user/info", "/chapter", "/api/my/learn/log", "/setting", "/course/course/6"];
    const startedBeforeAnswer = new Set<string>();
    server.events.on("request:start", ({ request }) => {
      const path = new URL(request.url).pathname;
      started.push(path);
      if (answered === 0) startedBeforeAnswer.add(path);
    });
    server.events.on("response:mocked", () => {
      answered += 1;
    });
    // Every answer takes a while; sequential calls would each wait for the one before.
    server.use(
      http.all("*", async () => {
        await delay(30);
      }),
    );
    await open("/center/100001/video/6/0?panel=notes");
    server.events.removeAllListeners();
    for (const part of [...firstRound, "/api/my/course/note"])
      expect([...startedBeforeAnswer].some((path) => path.endsWith(part) || path.includes(part))).toBe(true);
    expect(started.some((path) => path.endsWith("/play"))).toBe(true);
  });

  it("resumes at the last learned material of the course for videoId 0", async () => {
    const data = await open("/center/100001/video/6/0");
    expect(data.material).toMatchObject({ cmId: "61", chapterId: "610", savedPosition: 42, start: 42 });
    expect(data.neighbours.previous?.cm_id).toBe("60");
    expect(data.neighbours.next?.cm_id).toBe("62");
  });

  it("opens the first playable material when the course has no record", async () => {
    const data = await open("/center/100001/video/8/0");
    expect(data.material.cmId).toBe("80");
    // sign 1: the signature is fetched and passed along with the media URL.
    expect(data.material.url).toBe("http://media.test/v/80.mp4?sign=sig-f80");
    expect(data.neighbours.previous).toBeNull();
  });

  it("opens an explicit material, and a requested position over the saved one", async () => {
    const data = await open("/center/100001/video/6/62?t=4");
    expect(data.material).toMatchObject({ cmId: "62", type: 2, savedPosition: 3, start: 4 });
  });

  it("says a gone material has flown away, and gives the anti-cheat of the school", async () => {
    expect((await open("/center/100001/video/6/61")).antiCheat).toEqual({
      pauseOnLeave: false,
      idleSeconds: null,
    });
    server.use(
      http.get("http://learning.test/api/school/course/setting", () =>
        ok({ play_status: 1, hook_status: 1, hook_minute: "0", hook_second: "30" }),
      ),
    );
    const data = await open("/center/100001/video/6/64");
    expect(data.material.gone).toBe(true);
    expect(data.antiCheat).toEqual({ pauseOnLeave: true, idleSeconds: 30 });
  });

  it("shows only the study-ban message when the chapter load answers 2004", async () => {
    const data = await loader(args("/center/100001/video/9/0"));
    expect(data).toMatchObject({ studyBan: true });
  });

  it("goes to the not-found page when play info answers 2004 or the material is not in the tree", async () => {
    for (const path of [
      "/center/100001/video/6/65",
      "/center/100001/video/6/99",
      "/center/100001/video/6/x",
    ]) {
      const response = await redirectOf(() => loader(args(path)));
      expect(response).toHaveRedirect("/center/100001/class/notfound");
    }
  });

  it("answers 404 to a course id that is no id, as the course page does", async () => {
    for (const course of ["x", "6a", "1234567890123456789"]) {
      const thrown = await loader(args(`/center/100001/video/${course}/0`)).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
  });

  it("sends an expired or disabled course to the no-permission page", async () => {
    for (const course of ["3", "2"]) {
      const response = await redirectOf(() => loader(args(`/center/100001/video/${course}/0`)));
      expect(response).toHaveRedirect("/center/100001/class/nopermission");
    }
  });

  it("sends an anonymous browser to log in", async () => {
    const response = await redirectOf(() => loader(args("/center/100001/video/6/0", {})));
    expect(response).toHaveRedirect(loginRedirect("/center/100001/video/6/0"));
  });

  it("loads the sanitized material introduction and the notes page when the panel asks", async () => {
    const intro = await open("/center/100001/video/6/61?panel=intro");
    expect(intro.intro).toContain("About lecture 61");
    expect(intro.intro).not.toContain("<script");
    expect(intro.notes).toBeNull();
    const notes = await open("/center/100001/video/6/61?panel=notes&page=2&edit=500");
    expect(notes.notes?.items.map((note) => note.id)).toEqual(["510", "511"]);
    expect(notes.notes?.total).toBe(12);
    expect(notes.editing).toBeNull();
    expect((await open("/center/100001/video/6/61?panel=notes&edit=501")).editing?.id).toBe("501");
  });
});

describe("the player's rounds (docs/decisions/019)", () => {
  const play = (cm: number, chapter: number) =>
    `learning.test/api/course/course/6/play?id=6&cm_id=${cm}&chapter_id=${chapter}`;

  it("asks everything in one round, each call once, when the address names the material and its chapter", async () => {
    const upstream = recordUpstreamRounds();
    const data = await open("/center/100001/video/6/61?chapter=610&panel=intro");
    expect(data.material).toMatchObject({ cmId: "61", chapterId: "610", savedPosition: 42 });
    expect(data.intro).toContain("About lecture 61");
    const rounds = upstream.rounds();
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toContain(play(61, 610));
    expect(rounds[0]).toContain("learning.test/api/course/course/material?course_id=6&cm_id=61");
    expect(new Set(upstream.calls()).size).toBe(upstream.calls().length);
  });

  it("asks for the play info after the tree when the address has no chapter: only the tree gives it", async () => {
    const upstream = recordUpstreamRounds();
    await open("/center/100001/video/6/61");
    const rounds = upstream.rounds();
    expect(rounds).toHaveLength(2);
    expect(rounds[1]).toEqual([play(61, 610)]);
  });

  it("plays the tree's material when the address's chapter is wrong, asking again with the tree's chapter", async () => {
    const upstream = recordUpstreamRounds();
    const data = await open("/center/100001/video/6/61?chapter=999");
    expect(data.material).toMatchObject({ cmId: "61", chapterId: "610" });
    expect(upstream.rounds()).toHaveLength(2);
    expect(upstream.calls()).toEqual(expect.arrayContaining([play(61, 999), play(61, 610)]));
  });

  it("signs a signed video after its play info (which alone says it is signed): forced, one round more", async () => {
    const upstream = recordUpstreamRounds();
    const data = await open("/center/100001/video/6/60?chapter=600");
    expect(data.material.url).toContain("sig-f60");
    const rounds = upstream.rounds();
    expect(rounds).toHaveLength(2);
    expect(rounds[0]).toContain(play(60, 600));
    expect(rounds[1]).toEqual(["learning.test/api/tencent/vod/sign?file_id=f60"]);
  });

  it("still goes to the not-found page on a 2004 of the play info, and shows a study ban before it", async () => {
    const notOpen = await redirectOf(() => loader(args("/center/100001/video/6/65?chapter=650")));
    expect(notOpen).toHaveRedirect("/center/100001/class/notfound");
    expect(await loader(args("/center/100001/video/9/91?chapter=910"))).toMatchObject({ studyBan: true });
  });
});

describe("the progress route", () => {
  const post = (form: Record<string, string>, loggedIn = true) =>
    progressAction({
      request: pageRequest("/center/100001/video/6/61/progress", { loggedIn, form }),
      params: { school: "100001", classId: "6", videoId: "61" },
      context: {},
    });

  it("logs the position with the learner's id from the session", async () => {
    const response = await post({ position: "17.6", chapter_id: "610", user_id: "999" });
    expect(response).toMatchObject({ init: { status: 200 } });
    expect(progressLogs).toEqual([
      { course_id: "6", position: "17", user_id: "1", cm_id: "61", chapter_id: "610" },
    ]);
  });

  it("refuses a missing position and logs nothing", async () => {
    const response = await post({ chapter_id: "610" });
    expect(response).toMatchObject({ init: { status: 400 } });
    expect(progressLogs).toEqual([]);
  });

  it("sends an anonymous beacon to log in, without logging", async () => {
    await redirectOf(() => post({ position: "5", chapter_id: "610" }, false));
    expect(progressLogs).toEqual([]);
  });
});

describe("the file preview", () => {
  it("streams the slides from the preview call", async () => {
    const response = await previewLoader({
      request: pageRequest("/center/100001/video/6/62/preview", { loggedIn: true }),
      params: { school: "100001", classId: "6", videoId: "62" },
      context: {},
    });
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(await response.text()).toBe("%PDF-1.4 test");
  });
});

describe("the player's forms", () => {
  const post = (path: string, form: Record<string, string>) => action(args(path, { loggedIn: true, form }));
  const note = { intent: "note", cm_id: "61", chapter_id: "610", type: "1", position: "42" };

  it("keeps a too-short note with the message and calls nothing", async () => {
    const result = await post("/center/100001/video/6/0?panel=notes", { ...note, content: " abc " });
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { intent: "note", result: { error: { content: ["validation.tooShort"] } } },
    });
    expect(JSON.stringify(result)).toContain("abc");
    expect(addedNotes).toEqual([]);
  });

  it("adds a note at the position and comes back to that material's notes with a toast", async () => {
    const response = await redirectOf(() =>
      post("/center/100001/video/6/0?panel=notes&from=course", { ...note, content: "A useful note" }),
    );
    expect(response).toHaveRedirect("/center/100001/video/6/61?from=course&chapter=610&panel=notes");
    expect(response.headers.get("set-cookie")).toContain("__flash=");
    expect(addedNotes).toEqual([
      { course_id: "6", chapter_id: "610", cm_id: "61", content: "A useful note", position: "42", type: "1" },
    ]);
  });

  it("shows the upstream's message when the note is refused", async () => {
    server.use(http.post("http://learning.test/api/my/course/note", () => fail("1422", "Too many notes")));
    const result = await post("/center/100001/video/6/61", { ...note, content: "A useful note" });
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { result: { error: { "": ["player.saveFailed", "Too many notes"] } } },
    });
  });

  it("refuses to rate a course this school does not hold, writing nothing (decision 028)", async () => {
    const thrown = await post("/center/100001/video/28001/1?panel=rate", {
      intent: "rate",
      level: "5",
      content: "Another school's course",
    }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("edits a note and rates the course", async () => {
    const edited = await redirectOf(() =>
      post("/center/100001/video/6/61?panel=notes&edit=501&page=2", {
        intent: "edit",
        id: "501",
        content: "Better text",
      }),
    );
    expect(edited).toHaveRedirect("/center/100001/video/6/61?panel=notes");
    const rated = await redirectOf(() =>
      post("/center/100001/video/6/61?panel=rate", { intent: "rate", level: "4", content: "Clear lectures" }),
    );
    expect(rated).toHaveRedirect("/center/100001/video/6/61");
    expect(reviews).toEqual([{ course_id: "6", level: "4", content: "Clear lectures" }]);
  });

  it("says saving failed, from the catalogue, when the service cannot be reached", async () => {
    server.use(http.post("http://learning.test/api/my/course/note", () => Response.error()));
    const result = await post("/center/100001/video/6/61", { ...note, content: "A useful note" });
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { result: { error: { "": ["player.saveFailed"] } } },
    });
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("takes a review of 30 emoji: 30 characters, as the course page counts them", async () => {
    const content = "😀".repeat(30);
    const rated = await redirectOf(() =>
      post("/center/100001/video/6/61?panel=rate", { intent: "rate", level: "5", content }),
    );
    expect(locationOf(rated).pathname).toBe("/center/100001/video/6/61");
    expect(reviews).toEqual([{ course_id: "6", level: "5", content }]);
  });

  it("refuses a review posted without a star with a message, never saving a silent 5", async () => {
    const result = await post("/center/100001/video/6/61?panel=rate", {
      intent: "rate",
      content: "Clear and useful",
    });
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { result: { error: { level: ["validation.levelRequired"] } } },
    });
    expect(reviews).toEqual([]);
  });

  it("refuses a review outside 5 to 50 characters", async () => {
    const result = await post("/center/100001/video/6/61?panel=rate", {
      intent: "rate",
      level: "5",
      content: "ok",
    });
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { result: { error: { content: ["validation.tooShort"] } } },
    });
    expect(reviews).toEqual([]);
  });
});
