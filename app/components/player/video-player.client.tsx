import "~/components/page-kit";
import { useEffect, useRef } from "react";
import videojs from "video.js";

import { PLAYBACK_RATES, PROGRESS_LOG_SECONDS } from "~/domain/player-rules";

import { playerBridge, sendProgress } from "./bridge";

type Props = { src: string; start: number; progressUrl: string; chapterId: string; label: string };

/**
 * video.js over the material (client only, loaded lazily): rates of learner-area §9, resumes at the saved
 * position, logs progress every 15 s while playing, on pause, on end, and when the page is hidden or left.
 */
export default function VideoPlayer({ src, start, progressUrl, chapterId, label }: Props) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    const element = document.createElement("video-js");
    element.setAttribute("aria-label", label);
    element.classList.add("vjs-big-play-centered");
    node.appendChild(element);
    const player = videojs(element, {
      controls: true,
      preload: "metadata",
      fluid: true,
      playbackRates: [...PLAYBACK_RATES],
      sources: [{ src, type: "video/mp4" }],
    });

    let played = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const position = () => player.currentTime() ?? 0;
    const log = () => {
      if (played) sendProgress(progressUrl, { position: position(), chapterId });
    };
    const stopTimer = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    };

    if (start > 0) player.one("loadedmetadata", () => player.currentTime(start));
    player.on("play", () => {
      played = true;
      stopTimer();
      timer = setInterval(log, PROGRESS_LOG_SECONDS * 1000);
    });
    player.on("pause", () => {
      stopTimer();
      log();
    });
    player.on("ended", () => {
      stopTimer();
      log();
    });
    const onHidden = () => {
      if (document.visibilityState === "hidden") log();
    };
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", log);

    const unregister = playerBridge.register({
      position,
      seek: (at) => player.currentTime(at),
      pause: () => player.pause(),
      resume: () => void player.play()?.catch(() => undefined),
      playing: () => !player.paused(),
    });

    return () => {
      unregister();
      stopTimer();
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", log);
      player.dispose();
    };
  }, [src, start, progressUrl, chapterId, label]);

  return <div ref={holder} className="player-video" data-vjs-player />;
}
