// Bad input to an action (docs/design.md §11, docs/decisions/028): what an action takes is a form — urlencoded, or
// multipart when it carries files — sent by POST. Anything else is refused before the body is read, with the
// status that names it. Pure rule; the check itself runs in the action wrappers (app/guard/guard.server.ts).

/** The largest urlencoded form an action reads (a note, a review, an answer are a few KB at most). */
export const FORM_BODY_MAX_BYTES = 1_000_000;

export type BodyRefusal = "method" | "type" | "size" | "unreadable";

/** The status each refusal is answered with. */
export const BODY_REFUSAL_STATUS: Record<BodyRefusal, number> = {
  method: 405,
  type: 415,
  size: 413,
  unreadable: 400,
};

/** The reason phrase of each refusal's status line; the page's words come from the catalogue. */
export const BODY_REFUSAL_STATUS_TEXT: Record<BodyRefusal, string> = {
  method: "Method Not Allowed",
  type: "Unsupported Media Type",
  size: "Content Too Large",
  unreadable: "Bad Request",
};

const URLENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*;.*\bboundary=(?:"[^"]{1,70}"|[^\s";]{1,70})/i;

export type ActionRequestHead = {
  method: string;
  /** The `Content-Type` header, or null. */
  contentType: string | null;
  /** The `Content-Length` header, or null. */
  contentLength: string | null;
};

/**
 * Why an action must not read this request's body, or null when it may: a method other than POST (405), a body
 * that is not a form — JSON, text, none, multipart without its boundary (415) — or a urlencoded form larger than
 * FORM_BODY_MAX_BYTES (413; a multipart body is bounded by the action that takes files, part by part).
 */
export function bodyRefusal({ method, contentType, contentLength }: ActionRequestHead): BodyRefusal | null {
  if (method.toUpperCase() !== "POST") return "method";
  const type = (contentType ?? "").trim();
  if (URLENCODED.test(type)) {
    const length = Number(contentLength ?? "0");
    return Number.isFinite(length) && length > FORM_BODY_MAX_BYTES ? "size" : null;
  }
  return MULTIPART.test(type) ? null : "type";
}
