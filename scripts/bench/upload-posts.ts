// A question form with files as a browser posts it without JavaScript (multipart, with its length), written to the
// socket piece by piece so that the sender holds no whole file: for the test of streamed uploads
// (tests/resilience/streamed-uploads.test.ts) and `npm run bench:uploads` (decision 050).
import { request as httpRequest } from "node:http";

/** A PDF's first and last bytes around `bytes` of filler: the portal and the upstream judge files by content. */
const PDF_HEAD = Buffer.from("%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n");
const PDF_TAIL = Buffer.from("\ntrailer <</Root 1 0 R>>\n%%EOF\n");
const PIECE = 256 * 1024;

export type UploadPost = {
  port: number;
  /** The practice screen's address (path and query). */
  path: string;
  cookie: string;
  origin: string;
  /** The files' sizes in bytes (each a PDF named answer-N.pdf). */
  files: number[];
  /** Cut the connection after this many bytes of the body (a browser that went away). */
  abortAfterBytes?: number;
  queId: string;
};

export type UploadAnswer = { status: number; location: string | null; body: string } | { status: "aborted" };

function fieldPart(boundary: string, name: string, value: string): Buffer {
  return Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
}

function fileHead(boundary: string, name: string): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
}

/** Posts the form; resolves with the answer, or `aborted` when the post was cut on purpose. */
export function postAnswerWithFiles(post: UploadPost): Promise<UploadAnswer> {
  const boundary = `----portal${Math.random().toString(36).slice(2)}`;
  const fields = [
    ["intent", "save"],
    ["que_id", post.queId],
    ["que_type", "4"],
    ["options", ""],
    ["is_sign", "2"],
    ["attachment", "[]"],
    ["answer", "My answer, with its files."],
  ].map(([name, value]) => fieldPart(boundary, name ?? "", value ?? ""));
  const names = post.files.map((_, index) => `answer-${index + 1}.pdf`);
  const heads = names.map((name) => fileHead(boundary, name));
  const end = Buffer.from(`--${boundary}--\r\n`);
  const length =
    fields.reduce((sum, part) => sum + part.length, 0) +
    heads.reduce((sum, part) => sum + part.length, 0) +
    post.files.reduce((sum, size) => sum + size + 2, 0) +
    end.length;

  return new Promise((resolve, reject) => {
    let aborted = false;
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: post.port,
        path: post.path,
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(length),
          cookie: post.cookie,
          origin: post.origin,
          "sec-fetch-site": "same-origin",
          "accept-language": "en",
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ?? null,
            body: Buffer.concat(chunks).toString().slice(0, 2000),
          }),
        );
      },
    );
    req.on("error", (error) => (aborted ? resolve({ status: "aborted" }) : reject(error)));

    let sent = 0;
    const write = async (piece: Buffer) => {
      if (aborted) return;
      if (post.abortAfterBytes !== undefined && sent + piece.length > post.abortAfterBytes) {
        aborted = true;
        req.destroy();
        return;
      }
      sent += piece.length;
      if (!req.write(piece)) await new Promise((done) => req.once("drain", done));
    };
    void (async () => {
      for (const part of fields) await write(part);
      for (const [index, size] of post.files.entries()) {
        await write(heads[index] ?? Buffer.alloc(0));
        const filler = Buffer.alloc(PIECE, 0x20);
        await write(PDF_HEAD);
        let left = size - PDF_HEAD.length - PDF_TAIL.length;
        while (left > 0 && !aborted) {
          const piece = left >= PIECE ? filler : filler.subarray(0, left);
          await write(piece);
          left -= piece.length;
        }
        await write(PDF_TAIL);
        await write(Buffer.from("\r\n"));
      }
      await write(end);
      if (!aborted) req.end();
    })().catch(reject);
  });
}

/** The practice screen of a short answer in the reference upstream's demo (Business English Drills). */
export const SHORT_ANSWER = {
  queId: "59",
  path: "/center/100001/user/myPractice/NowPractice?chapter_id=16&name=Meeting%20language&exe_id=6&que_id=59",
};
