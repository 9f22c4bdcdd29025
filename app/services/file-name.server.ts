import { parse } from "content-disposition";

/**
 * The file name the upstream gave its answer (Content-Disposition, `filename*` preferred), or null when it gave
 * none or one that does not parse. The upstream's record is the authority on what a file is called: a name in
 * the link the browser followed is only a hint, and anyone can write one.
 */
export function upstreamFileName(headers: Headers): string | null {
  const header = headers.get("content-disposition");
  if (!header) return null;
  try {
    const name = parse(header).parameters.filename;
    return typeof name === "string" && name.trim() !== "" ? name : null;
  } catch {
    return null;
  }
}
