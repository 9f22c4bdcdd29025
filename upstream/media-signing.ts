import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Clock } from "./deps";

// Course media (/static/media/*) are served only by a short-lived signed URL (decision 021): the
// play answer of a learner who may study the course carries `?expires=<unix seconds>&signature=<HMAC-SHA256 of
// path and expiry>`, and the media route checks both before it reads a byte. The URL is the permission, so it
// works for the <video> element's range requests without a cookie, and it is worth nothing after its expiry.

/** How long a media URL stays valid: a lesson's page left open this long asks for the play info again. */
export const MEDIA_URL_TTL_SECONDS = 2 * 60 * 60;

/** The secret when none is configured: random per process (every URL it signed ends with the process). */
export const randomMediaSecret = () => randomBytes(32).toString("hex");

const mac = (secret: string, path: string, expires: number) =>
  createHmac("sha256", secret).update(`${path}\n${expires}`).digest("base64url");

/** The query that makes `path` a signed URL valid until `expires` (unix seconds). */
export function mediaSignatureQuery(secret: string, path: string, expires: number): string {
  return `expires=${expires}&signature=${mac(secret, path, expires)}`;
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;

export function createMediaSigner(secret: string, now: Clock, ttlSeconds = MEDIA_URL_TTL_SECONDS) {
  return {
    /** `path` with a signature valid for ttlSeconds from now. */
    sign(path: string): string {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      return `${path}?${mediaSignatureQuery(secret, path, expires)}`;
    },
    /** Whether the signature is this server's for this very path and the expiry has not passed. */
    verify(path: string, expiresText: string | undefined, signature: string | undefined): boolean {
      if (!expiresText || !/^\d{1,12}$/.test(expiresText) || !signature) return false;
      const expires = Number(expiresText);
      if (expires * 1000 <= now()) return false;
      const expected = Buffer.from(mac(secret, path, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
