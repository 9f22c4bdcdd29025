// The upstream's one PDF writer: PDF 1.4 files with the standard Helvetica fonts, no dependencies. It makes the
// demo certificates (static/certificates/) and the demo slides (static/media/slides.pdf); `tsx upstream/media.ts`
// writes both into the repository.

export type CertificateText = { title: string; holder: string; orgName: string; num: string; date: string };

/** PDF text strings: WinAnsi characters only, with ( ) \ escaped. */
function pdfString(text: string): string {
  const ascii = text.replace(/[\u2013\u2014]/g, "-").replace(/[^\x20-\x7e]/g, "?");
  return `(${ascii.replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

/** A content stream object: its length, then the drawing operators. */
const stream = (content: string) =>
  `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`;

/**
 * A PDF file of these objects, numbered from 1 in order: the first is the catalogue, `info` the 1-based number of
 * the document information object, if any. Writes the cross-reference table with each object's byte offset.
 */
function pdfFile(objects: string[], info?: number): Buffer {
  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  const infoEntry = info === undefined ? "" : ` /Info ${info} 0 R`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${infoEntry} >>\n`;
  pdf += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/** A one-page landscape A4 certificate. */
export function certificatePdf(t: CertificateText): Buffer {
  const line = (font: string, size: number, y: number, text: string) =>
    `BT /${font} ${size} Tf 90 ${y} Td ${pdfString(text)} Tj ET`;
  const content = [
    "0.98 0.96 0.90 rg 0 0 842 595 re f",
    "0.60 0.45 0.16 RG 8 w 28 28 786 539 re S",
    "0.60 0.45 0.16 RG 1.5 w 44 44 754 507 re S",
    "0.12 0.16 0.22 rg",
    line("F2", 40, 470, "Certificate"),
    line("F1", 16, 420, "This certifies that"),
    line("F2", 30, 375, t.holder),
    line("F1", 16, 330, "has successfully completed"),
    line("F2", 22, 290, t.title),
    line("F1", 16, 250, t.orgName),
    line("F1", 13, 140, `Period: ${t.num}`),
    line("F1", 13, 115, `Issued: ${t.date}`),
  ].join("\n");

  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] " +
      "/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    stream(content),
    `<< /Title ${pdfString(t.title)} /Producer (reference upstream) >>`,
  ];
  return pdfFile(objects, objects.length);
}

/** `pages` landscape pages, each saying "Page N" in big Helvetica under the title. */
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
    objects.push(stream(content));
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages} >>`;
  return pdfFile(objects);
}
