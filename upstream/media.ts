import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isEntryPoint } from "./config";

// The demo media every material plays, kept in the repository under static/media/ and served at /static/media/.
// lecture.mp4: 5 s of H.264 colour bars with a counter, made with
//   ffmpeg -f lavfi -i testsrc=duration=5:size=320x180:rate=15 -c:v libx264 -profile:v baseline \
//     -pix_fmt yuv420p -crf 30 -movflags +faststart lecture.mp4
// slides.pdf (5 pages) and reading.txt: written by `tsx upstream/media.ts`.

export const MEDIA = {
  video: { file: "lecture.mp4", seconds: 5 },
  slides: { file: "slides.pdf", pages: 5 },
  reading: { file: "reading.txt", pages: 1 },
} as const;

export const mediaDir = fileURLToPath(new URL("./static/media/", import.meta.url));

/** A PDF 1.4 of `pages` landscape pages, each saying "Page N" in big Helvetica; no dependencies. */
export function slidesPdf(title: string, pages: number): Buffer {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", ""];
  const kids: string[] = [];
  const font = 3;
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  for (let n = 1; n <= pages; n++) {
    const content = [
      `0.${(n * 17) % 10}5 0.45 0.75 rg 0 0 640 360 re f`,
      "1 1 1 rg 24 24 592 312 re f",
      "0.12 0.16 0.22 rg",
      `BT /F1 96 Tf 150 160 Td (Page ${n}) Tj ET`,
      `BT /F1 16 Tf 40 300 Td (${title.replace(/[\\()]/g, (ch) => `\\${ch}`)}) Tj ET`,
      `BT /F1 14 Tf 540 40 Td (${n} / ${pages}) Tj ET`,
    ].join("\n");
    const contentId = objects.length + 2;
    kids.push(`${objects.length + 1} 0 R`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 640 360] /Resources << /Font << /F1 ${font} 0 R >> >> ` +
        `/Contents ${contentId} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages} >>`;
  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

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
}
