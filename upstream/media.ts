import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isEntryPoint } from "./config";
import { dirname } from "node:path";
import { demoCertificates } from "./demo/certificates";
import { studyTripPdfs, studyTripTexts } from "./demo/study-trip";
import { certificatePdf, slidesPdf } from "./pdf";

// The demo files kept in the repository: the media every material plays, under static/media/ and served at
// /static/media/, and the demo certificates' PDF files under static/certificates/ (served only through the
// owner-checked download).
// lecture.mp4: 5 s of H.264 colour bars with a counter, made with
//   ffmpeg -f lavfi -i testsrc=duration=5:size=320x180:rate=15 -c:v libx264 -profile:v baseline \
//     -pix_fmt yuv420p -crf 30 -movflags +faststart lecture.mp4
// slides.pdf (5 pages), reading.txt, the certificates (from demo/certificates.ts) and the study-trip tools and
// materials (demo/study-trip.ts, under static/study-trip/): written by
// `tsx upstream/media.ts`, the PDFs by pdf.ts.

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

const reading = `Reading: working safely, step by step

This is the demo reading of the reference upstream. A document material is downloaded and read;
reaching its last page (this one) finishes it.

1. Read the instructions before you start.
2. Wear the protective equipment the task asks for.
3. Keep your workplace tidy and report anything unsafe.
`;

if (isEntryPoint(import.meta.url)) {
  mkdirSync(mediaDir, { recursive: true });
  writeFileSync(mediaDir + MEDIA.slides.file, slidesPdf("Demo slides", MEDIA.slides.pages));
  writeFileSync(mediaDir + MEDIA.reading.file, reading);
  console.log(`wrote ${MEDIA.slides.file} and ${MEDIA.reading.file}`);
  mkdirSync(certificatesDir, { recursive: true });
  for (const cert of demoCertificates) {
    if (!cert.file) continue;
    const text = {
      title: cert.name,
      holder: cert.holder,
      orgName: cert.orgName,
      num: cert.num,
      date: cert.date,
    };
    writeFileSync(certificatesDir + cert.file, certificatePdf(text));
    console.log(`wrote ${cert.file}`);
  }
  for (const [file, pdf] of Object.entries(studyTripPdfs)) {
    mkdirSync(dirname(studyTripDir + file), { recursive: true });
    writeFileSync(studyTripDir + file, slidesPdf(pdf.title, pdf.pages));
    console.log(`wrote study-trip/${file}`);
  }
  for (const [file, text] of Object.entries(studyTripTexts)) {
    mkdirSync(dirname(studyTripDir + file), { recursive: true });
    writeFileSync(studyTripDir + file, text);
    console.log(`wrote study-trip/${file}`);
  }
}
