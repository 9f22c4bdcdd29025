import { describe, expect, it } from "vitest";

import { coverArtOf, COVER_COLOURS, COVER_MOTIFS, hasOwnPhoto, withCoverArt } from "~/domain/course-cover";

// Issue 28 item 1 (decision 038): a course the upstream gives no photo of its own gets a generated cover, one that
// differs from its neighbours' and stays the same for the course.

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
    expect(covers.every((art) => /^cover--c\d cover--m\d$/.test(art))).toBe(true);
    // Sixteen tiles: at least half the colours in use, never sixteen identical covers.
    expect(new Set(covers).size).toBeGreaterThanOrEqual(COVER_COLOURS / 2);
  });

  it("uses every colour and every motif over the demo-sized catalogue", () => {
    const covers = Array.from({ length: 80 }, (_, i) =>
      coverArtOf({ id: String(i + 1), name: `课程 ${i}`, category_name: `类别 ${i % 40}` }),
    );
    const colours = new Set(covers.map((art) => art.split(" ")[0]));
    const motifs = new Set(covers.map((art) => art.split(" ")[1]));
    expect(colours.size).toBe(COVER_COLOURS);
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

  it("shares the motif within a category and lets the colour follow the course", () => {
    const motifs = new Set(section.map((course) => coverArtOf(course).split(" ")[1]));
    expect(motifs.size).toBe(1);
  });

  it("keeps a course's own photo and generates nothing for it", () => {
    expect(hasOwnPhoto("https://cdn.example.edu/course/4001.jpg")).toBe(true);
    expect(hasOwnPhoto(STOCK)).toBe(false);
    expect(hasOwnPhoto("")).toBe(false);
    expect(hasOwnPhoto(null)).toBe(false);
    expect(coverArtOf({ ...section[0]!, photo: "https://cdn.example.edu/course/4001.jpg" })).toBe("");
  });
});
