import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { MEDIA_URL_TTL_SECONDS } from "../../upstream/media-signing";
import { createTestUpstream, login, signedMedia, type TestUpstream } from "../upstream/helpers";
import { call, courseId, materialsOf } from "../upstream/learning-helpers";

// Decision 021: course media on the reference upstream are served only by a short-lived signed URL (HMAC of the
// path and the expiry), which the play answer of a learner who may study the course carries.

let clock = Date.parse("2026-11-23T08:00:00Z");
let up: TestUpstream;
let playUrl: string;
beforeAll(async () => {
  up = await createTestUpstream({ now: () => clock });
  const learner = await login(up.app, "learner");
  const welding = await courseId(up.db, "Welding Safety and Technique");
  const first = (await materialsOf(up.db, welding))[0];
  const play = await call<{ url: string }>(
    up.app,
    `/api/course/course/${welding}/play?cm_id=${first?.id}`,
    learner,
  );
  playUrl = play.data.url;
});
afterAll(() => up.close());

const get = (url: string, headers: Record<string, string> = {}) => up.app.request(url, { headers });
const now = () => Math.floor(clock / 1000);

describe("/static/media/*", () => {
  it("serves the play answer's signed URL (200, and 206 for a range), privately", async () => {
    expect(playUrl).toMatch(/^http:\/\/login\.test\/static\/media\/lecture\.mp4\?expires=\d+&signature=/);
    const whole = await get(playUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("cache-control")).toBe("private, max-age=600");
    const part = await get(playUrl, { range: "bytes=0-99" });
    expect(part.status).toBe(206);
    // The portal's player adds the cloud `sign` to the URL: the signature still holds.
    expect((await get(`${playUrl}&sign=abc`)).status).toBe(200);
  });

  it("refuses an unsigned URL, with or without a range, for every media file", async () => {
    for (const file of ["lecture.mp4", "slides.pdf", "reading.txt"]) {
      expect((await get(`/static/media/${file}`)).status).toBe(403);
      expect((await get(`/static/media/${file}`, { range: "bytes=0-" })).status).toBe(403);
    }
    const refused = await get("/static/media/lecture.mp4");
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses an expired URL", async () => {
    expect((await get(signedMedia("/static/media/lecture.mp4", now() - 1))).status).toBe(403);
    expect((await get(signedMedia("/static/media/lecture.mp4", now() + 60))).status).toBe(200);
    const before = clock;
    clock += (MEDIA_URL_TTL_SECONDS + 1) * 1000;
    try {
      expect((await get(playUrl)).status).toBe(403);
    } finally {
      clock = before;
    }
  });

  it("refuses a tampered URL: another file, a later expiry, a changed or foreign signature", async () => {
    const url = new URL(playUrl);
    const expires = url.searchParams.get("expires") ?? "";
    const signature = url.searchParams.get("signature") ?? "";
    const tries = [
      `/static/media/slides.pdf?expires=${expires}&signature=${signature}`,
      `/static/media/lecture.mp4?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/static/media/lecture.mp4?expires=${expires}&signature=${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      `/static/media/lecture.mp4?expires=${expires}&signature=`,
      `/static/media/lecture.mp4?expires=${expires}`,
      `/static/media/lecture.mp4?expires=-1&signature=${signature}`,
      `/static/media/lecture.mp4?expires=${expires}&signature=${signature}${signature}`,
    ];
    for (const t of tries) expect([t, (await get(t)).status]).toEqual([t, 403]);
    // Signed with another secret: the signature of another server is worth nothing here.
    const other = await createTestUpstream({
      config: { mediaSecret: "another-secret-0123456789abcdef0123456789" },
    });
    try {
      const foreign = signedMedia("/static/media/lecture.mp4");
      expect((await other.app.request(foreign)).status).toBe(403);
    } finally {
      other.close();
    }
  });

  it("serves nothing else from the folder, signed or not", async () => {
    for (const path of [
      "/static/media/",
      "/static/media/lecture.mp4.bak",
      signedMedia("/static/media/lecture.mp4.bak"),
    ]) {
      expect([path, (await get(path)).status]).toEqual([path, 404]);
    }
  });
});
