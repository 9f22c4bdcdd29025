import { describe, expect, it } from "vitest";

import { coverArtOf, COVER_MOTIFS, COVER_TONES, hasOwnPhoto, withCoverArt } from "~/domain/course-cover";

// Decisions 038 and 046: a course the upstream gives no photo of its own gets a generated cover, one that differs
// from its neighbours' and stays the same for the course; its colours are the site's (the styles read the site's
// palette), the course picks a tone of them and a motif.

const STOCK = "http://localhost:3101/static/covers/party.svg";
const section = Array.from({ length: 16 }, (_, i) => ({
  id: String(4001 + i),
  name: `党员教育第${i + 1}课`,
  photo: STOCK,
  category_name: "党员标准",
}));

describe("course covers", () => {
  it("gives the courses of one section (one category, one stock picture) covers that differ", () => {
    const covers = section.map(coverArtOf);
    expect(covers.every((art) => /^cover--t\d cover--m\d$/.test(art))).toBe(true);
    // Sixteen tiles: at least half of them different (as the e2e design check asks of a list), never sixteen
    // identical covers.
    expect(new Set(covers).size).toBeGreaterThanOrEqual(8);
  });

  it("uses every tone and every motif over the demo-sized catalogue", () => {
    const covers = Array.from({ length: 80 }, (_, i) =>
      coverArtOf({ id: String(i + 1), name: `课程 ${i}`, category_name: `类别 ${i % 40}` }),
    );
    const tones = new Set(covers.map((art) => art.split(" ")[0]));
    const motifs = new Set(covers.map((art) => art.split(" ")[1]));
    expect(tones.size).toBe(COVER_TONES);
    expect(motifs.size).toBe(COVER_MOTIFS);
  });

  it("is stable: one course has the same cover on every call and every page", () => {
    const course = section[3]!;
    const first = coverArtOf(course);
    expect(coverArtOf({ ...course })).toBe(first);
    expect(coverArtOf({ ...course, photo: "" })).toBe(first);
    // The same course read from another list (with other fields) keeps its cover.
    expect(withCoverArt({ ...course, total_time: "01:00:00" }).art).toBe(first);
  });

  it("varies tone and motif within one category (one site's palette gives the colours)", () => {
    const tones = new Set(section.map((course) => coverArtOf(course).split(" ")[0]));
    const motifs = new Set(section.map((course) => coverArtOf(course).split(" ")[1]));
    expect(tones.size).toBeGreaterThanOrEqual(3);
    expect(motifs.size).toBeGreaterThanOrEqual(3);
  });

  it("keeps a course's own photo and generates nothing for it", () => {
    expect(hasOwnPhoto("https://cdn.example.edu/course/4001.jpg")).toBe(true);
    expect(hasOwnPhoto(STOCK)).toBe(false);
    expect(hasOwnPhoto("")).toBe(false);
    expect(hasOwnPhoto(null)).toBe(false);
    expect(coverArtOf({ ...section[0]!, photo: "https://cdn.example.edu/course/4001.jpg" })).toBe("");
  });
});
