import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isEntryPoint } from "./config";
import { demoCertificates } from "./demo/certificates";

// Writes the demo certificates' PDF files (upstream/static/certificates/), which are kept in the repository:
// `tsx upstream/certificate-pdf.ts`. A one-page PDF 1.4 with the standard Helvetica fonts, no dependencies.

export type CertificateText = { title: string; holder: string; orgName: string; num: string; date: string };

/** PDF text strings: WinAnsi characters only, with ( ) \ escaped. */
function pdfString(text: string): string {
  const ascii = text.replace(/[\u2013\u2014]/g, "-").replace(/[^\x20-\x7e]/g, "?");
  return `(${ascii.replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

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
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(t.title)} /Producer (reference upstream) >>`,
  ];
  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  pdf += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

if (isEntryPoint(import.meta.url)) {
  const dir = fileURLToPath(new URL("./static/certificates/", import.meta.url));
  mkdirSync(dir, { recursive: true });
  for (const cert of demoCertificates) {
    if (!cert.file) continue;
    const text = {
      title: cert.name,
      holder: cert.holder,
      orgName: cert.orgName,
      num: cert.num,
      date: cert.date,
    };
    writeFileSync(dir + cert.file, certificatePdf(text));
    console.log(`wrote ${cert.file}`);
  }
}
