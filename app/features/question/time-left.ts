// The attempt's time left as the server says it (decision 042): a GET of the autosave route, which reads the
// attempt's card (the upstream's own clock). Used by the timer at zero, when the tab wakes and when the browser's
// clocks disagree, which re-anchors its count on the answer.

/** The reply of the time-left GET and the autosave POST (assessment.server.ts). */
export type TimeLeftReply = { ok: true; seconds?: number; endsAt?: number } | { ok: false; over?: string };

/** Seconds left by the server, 0 when the attempt is over there; null when the server cannot be asked. */
export async function askTimeLeft(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { headers: { accept: "application/json" }, cache: "no-store" });
    const reply = (await response.json()) as TimeLeftReply;
    if (!reply.ok) return reply.over ? 0 : null;
    if (typeof reply.seconds !== "number") return null;
    return reply.seconds;
  } catch {
    return null; // offline, or an answer that is not the route's: asked again later
  }
}
