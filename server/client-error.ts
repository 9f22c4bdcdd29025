// What the portal's server answers a request Node could not read (its `clientError`): the same statuses as Node's own
// answer, but an address longer than the server takes (431: about 3,700 Chinese characters pasted into a search
// address) is a short page in both languages with a way back, instead of an empty answer (decision 044). Nothing
// of the request is known (not even its path), so the page is the same for everyone.
import type { EventEmitter } from "node:events";
import type { Duplex } from "node:stream";

const TOO_LONG_PAGE = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>地址太长 / Address too long</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.6">
<h1>地址太长</h1>
<p>这个网页地址太长，服务器无法处理。请缩短搜索内容（最多100个字）后重试。</p>
<p><a href="/center/">返回在线学习平台</a></p>
<div lang="en">
<h2>Address too long</h2>
<p>This web address is too long for the server. Please shorten the search (100 characters at most) and try again.</p>
<p><a href="/center/">Back to the online learning platform</a></p>
</div>
</body>
</html>
`;

function answer(status: string, body = "", type = "text/plain; charset=utf-8"): string {
  const bytes = Buffer.byteLength(body);
  const headers = [
    `HTTP/1.1 ${status}`,
    "Connection: close",
    "Cache-Control: no-store",
    "X-Content-Type-Options: nosniff",
    "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    `Content-Type: ${type}`,
    `Content-Length: ${bytes}`,
  ];
  return `${headers.join("\r\n")}\r\n\r\n${body}`;
}

/** Node's answer for each error it reports (lib/_http_server.js), the too-long address as a readable page. */
function answerFor(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return answer("431 Request Header Fields Too Large", TOO_LONG_PAGE, "text/html; charset=utf-8");
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return answer("413 Payload Too Large");
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return answer("408 Request Timeout");
    default:
      return answer("400 Bad Request");
  }
}

/** Answers a request Node could not read (as Node does without a listener), a too-long address with a page. */
export function answerClientErrors(server: EventEmitter): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex & { bytesWritten?: number }) => {
    // A connection reset or already answered: nothing can be said on it.
    if (error.code === "ECONNRESET" || !socket.writable || socket.bytesWritten) {
      socket.destroy();
      return;
    }
    socket.end(answerFor(error));
  });
}
