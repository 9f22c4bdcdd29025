import { useEffect, useId, useRef, useState } from "react";

import type { AntiCheat } from "~/domain/player-rules";
import { useT } from "~/i18n/i18n";

import { playerBridge } from "./bridge";

const ACTIVITY = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart", "scroll"] as const;

/**
 * learner-area §4 anti-cheat, with JavaScript only: play_status 1 pauses playback when the tab is hidden,
 * hook_status 1 after the idle time; each shows a native modal dialog (focus kept inside) with an OK button
 * that continues.
 */
export function AntiCheatGuard({ config }: { config: AntiCheat }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  const [reason, setReason] = useState<"leave" | "idle" | null>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!reason || !node || node.open) return;
    node.showModal();
  }, [reason]);

  useEffect(() => {
    const stop = (why: "leave" | "idle") => {
      const player = playerBridge.get();
      if (!player?.playing()) return;
      player.pause();
      setReason(why);
    };
    const cleanups: (() => void)[] = [];
    if (config.pauseOnLeave) {
      const onVisibility = () => {
        if (document.visibilityState === "hidden") stop("leave");
      };
      document.addEventListener("visibilitychange", onVisibility);
      cleanups.push(() => document.removeEventListener("visibilitychange", onVisibility));
    }
    if (config.idleSeconds !== null) {
      const limit = config.idleSeconds * 1000;
      let timer = setTimeout(() => stop("idle"), limit);
      const reset = () => {
        clearTimeout(timer);
        timer = setTimeout(() => stop("idle"), limit);
      };
      for (const event of ACTIVITY) window.addEventListener(event, reset, { passive: true });
      cleanups.push(() => {
        clearTimeout(timer);
        for (const event of ACTIVITY) window.removeEventListener(event, reset);
      });
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [config.pauseOnLeave, config.idleSeconds]);

  return (
    <dialog
      ref={dialog}
      className="player-alert"
      aria-labelledby={messageId}
      onClose={() => {
        setReason(null);
        playerBridge.get()?.resume();
      }}
    >
      <p id={messageId}>
        {reason === "idle" ? t("player.idlePaused") : reason === "leave" ? t("player.leavePaused") : ""}
      </p>
      <form method="dialog">
        <button type="submit" className="button button--primary">
          {t("player.ok")}
        </button>
      </form>
    </dialog>
  );
}
