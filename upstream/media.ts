import { fileURLToPath } from "node:url";

// The demo files kept in the repository: the media every material plays, under static/media/ and served at
// /static/media/, and the demo certificates' PDF files under static/certificates/ (served only through the
// owner-checked download).
// lecture.mp4: 5 s of H.264 colour bars with a counter, made with
//   ffmpeg -f lavfi -i testsrc=duration=5:size=320x180:rate=15 -c:v libx264 -profile:v baseline \
//     -pix_fmt yuv420p -crf 30 -movflags +faststart lecture.mp4
// slides.pdf (5 pages), reading.txt, the certificates (one per entry of demo/certificates.ts that names a file) and
// the study-trip tools and materials (demo/study-trip.ts, under static/study-trip/) are plain files of the
// repository (decision 047): a new demo file is any small file of its type, committed beside them.

export const MEDIA = {
  video: { file: "lecture.mp4", seconds: 5 },
  slides: { file: "slides.pdf", pages: 5 },
  reading: { file: "reading.txt", pages: 1 },
} as const;

export const mediaDir = fileURLToPath(new URL("./static/media/", import.meta.url));

/** The study-trip tools and materials; served only through the school-checked download (routes/study-trip.ts). */
export const studyTripDir = fileURLToPath(new URL("./static/study-trip/", import.meta.url));

/** Where certificate files live; they are served only through the owner-checked download. */
export const certificatesDir = fileURLToPath(new URL("./static/certificates/", import.meta.url));
