import { readFile, stat } from "node:fs/promises";
import { Hono } from "hono";
import type { Deps } from "../deps";
import { byteRange } from "../files";
import { mediaDir } from "../media";

const contentTypes: Record<string, string> = {
  mp4: "video/mp4",
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
};

/**
 * The demo media at /static/media/{file}, with byte ranges (a player seeks with `Range: bytes=start-end`).
 * serveStatic answers ranges too, but announces Accept-Ranges only on a 206 and mishandles suffix and
 * unsatisfiable ranges, so this folder has its own handler. The files are small and read whole.
 * Only by a signed URL that has not expired (media-signing.ts): anything else is 403.
 */
export function media({ mediaSigner }: Pick<Deps, "mediaSigner">): Hono {
  const app = new Hono();

  app.get("/static/media/:file{[\\w-]+\\.(?:mp4|pdf|txt)}", async (c) => {
    const file = c.req.param("file");
    if (!mediaSigner.verify(`/static/media/${file}`, c.req.query("expires"), c.req.query("signature"))) {
      return c.text("Forbidden: this media link is not signed, has expired or was changed.", 403, {
        "Cache-Control": "no-store",
      });
    }
    const info = await stat(mediaDir + file).catch(() => null);
    if (!info?.isFile()) return c.notFound();
    const size = info.size;
    const headers: Record<string, string> = {
      "Content-Type": contentTypes[file.split(".").pop() ?? ""] ?? "application/octet-stream",
      "Accept-Ranges": "bytes",
      "Last-Modified": info.mtime.toUTCString(),
      // The signed URL is one learner's permission: no shared cache keeps it.
      "Cache-Control": "private, max-age=600",
    };
    const range = byteRange(size, c.req.header("range"));
    // No range, several ranges or a malformed one: the whole file.
    if (range.status === 200) {
      return c.body(new Uint8Array(await readFile(mediaDir + file)), 200, {
        ...headers,
        "Content-Length": String(size),
      });
    }
    if (range.status === 416) return c.body(null, 416, { ...headers, "Content-Range": `bytes */${size}` });
    const { start, end } = range;
    const bytes = await readFile(mediaDir + file);
    return c.body(new Uint8Array(bytes.subarray(start, end + 1)), 206, {
      ...headers,
      "Content-Range": `bytes ${start}-${end}/${size}`,
      "Content-Length": String(end - start + 1),
    });
  });

  return app;
}
