import { PassThrough } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

// React 18.3.1's streaming renderer wrote its whole 2048-byte buffer when a multi-byte character did not fit in
// what was left of it, so NUL bytes stood in the HTML wherever a Chinese character fell on the edge (the
// browser shows U+FFFD). patches/react-dom+18.3.1.patch writes only the filled part; this proves it is applied.
function render(items: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const chunks: Buffer[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(Buffer.concat(chunks)));
    const tree = createElement(
      "ul",
      null,
      items.map((text, index) => createElement("li", { key: index }, text)),
    );
    const { pipe } = renderToPipeableStream(tree, { onAllReady: () => pipe(body), onError: reject });
  });
}

describe("the streamed HTML", () => {
  it("has no NUL bytes and every character intact when Chinese text crosses the buffer's edge", async () => {
    // Items of every length from 1 to 40 characters put a character on each byte offset of the 2048-byte edge.
    const items = Array.from({ length: 400 }, (_, i) => `党员教育第${i}课`.padEnd(1 + (i % 40), "学"));
    const html = await render(items);
    expect(html.includes(0)).toBe(false);
    const text = html.toString("utf8");
    expect(text).not.toContain("\uFFFD");
    for (const item of items) expect(text).toContain(`<li>${item}</li>`);
  });
});
