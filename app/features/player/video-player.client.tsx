import "~/components/page-kit";
import { useEffect, useRef } from "react";
import videojs from "video.js";

import { PLAYBACK_RATES, PROGRESS_LOG_SECONDS } from "~/domain/player-rules";

import { playerBridge, sendProgress } from "./bridge";

type Props = {
  src: string;
  start: number;
  progressUrl: string;
  chapterId: string;
  label: string;
  /** The page's language: video.js's control names and tooltips follow it. */
  locale: string;
  poster: string | null;
};

/**
 * video.js speaks English unless told otherwise. For a zh-CN page its own zh-CN language file is fetched, as a
 * chunk of its own from this lazy module, so only the player in Chinese pays for it (decision 020). What
 * the file lacks is added (MISSING_ZH_CN). Any other locale: English, nothing fetched.
 */
// What video.js 8's zh-CN file lacks: keys that its code asks for in other words than the file has (with a full stop,
// in another case) and the progress bar's '{1} of {2}'.
const MISSING_ZH_CN = {
  "{1} of {2}": "{1} / {2}",
  "Skip Backward": "快退",
  "Skip Forward": "快进",
  "This is a modal window.": "这是一个弹窗",
};

async function playerLanguage(locale: string): Promise<string | undefined> {
  if (locale !== "zh-CN") return undefined;
  const words = (await import("./zh-CN-words.client")).default as Record<string, string>;
  videojs.addLanguage("zh-CN", { ...words, ...MISSING_ZH_CN });
  return "zh-CN";
}

/** Sets video.js up in `node`; answers what stops it. */
function startPlayer(
  node: HTMLDivElement,
  { src, start, progressUrl, chapterId, label, poster }: Omit<Props, "locale">,
  language: string | undefined,
): () => void {
  const element = document.createElement("video-js");
  element.setAttribute("aria-label", label);
  element.classList.add("vjs-big-play-centered");
  node.appendChild(element);
  const player = videojs(element, {
    controls: true,
    preload: "metadata",
    // It fills the 16:9 box the server rendered (_player.scss), rather than sizing the page to the video.
    fill: true,
    ...(poster ? { poster } : {}),
    playbackRates: [...PLAYBACK_RATES],
    sources: [{ src, type: "video/mp4" }],
    ...(language ? { language } : {}),
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
}

/**
 * video.js over the material (client only, loaded lazily): rates of learner-area §9, resumes at the saved
 * position, logs progress every 15 s while playing, on pause, on end, and when the page is hidden or left.
 */
export default function VideoPlayer({ src, start, progressUrl, chapterId, label, locale, poster }: Props) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void playerLanguage(locale)
      .catch(() => undefined)
      .then((language) => {
        if (!cancelled)
          stop = startPlayer(node, { src, start, progressUrl, chapterId, label, poster }, language);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [src, start, progressUrl, chapterId, label, locale, poster]);

  return <div ref={holder} className="player-video" data-vjs-player />;
}
