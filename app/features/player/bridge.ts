// The one player on the page (video.js, the PDF viewer, or the plain <video> before either loads) registers
// here, so that the notes form, the note links and the anti-cheat dialog can ask it where it is, seek and pause.

export type PlayerHandle = {
  /** Seconds of a video, or the page of slides. */
  position(): number;
  seek(position: number): void;
  pause(): void;
  resume(): void;
  playing(): boolean;
};

let current: PlayerHandle | null = null;

export const playerBridge = {
  register(handle: PlayerHandle): () => void {
    current = handle;
    return () => {
      if (current === handle) current = null;
    };
  },
  get(): PlayerHandle | null {
    return current;
  },
};

/** Sends a progress log to the portal's route; a beacon survives the page being hidden or closed. */
export function sendProgress(url: string, fields: { position: number; chapterId: string }): void {
  const body = new URLSearchParams({
    position: String(Math.max(0, Math.floor(fields.position))),
    chapter_id: fields.chapterId,
  });
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, body)) return;
  void fetch(url, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(
    () => undefined,
  );
}
