import { createElement, useEffect, useRef } from "react";

import { lazyCode, useLazyCode } from "~/components/ui/lazy-code";

import { MATERIAL_DOCUMENT, MATERIAL_SLIDES, videoSource } from "~/domain/player-rules";
import { formatHms } from "~/domain/time-format";
import { useI18n } from "~/i18n/i18n";

import { playerBridge } from "./bridge";

// video.js and react-pdf, loaded in the browser when a material needs them (decision 031); until then, and when
// they cannot be had, the server's plain video or the slides' link stays.
const videoPlayer = lazyCode(() => import("./video-player.client").then((module) => module.default));
const pdfViewer = lazyCode(() => import("./pdf-viewer.client").then((module) => module.default));

export type MaterialData = {
  cmId: string;
  chapterId: string;
  name: string;
  type: number;
  gone: boolean;
  url: string;
  downloadUrl: string;
  savedPosition: number;
  start: number;
};

type Props = { material: MaterialData; progressUrl: string; previewUrl: string };

/** The plain `<video>` the server renders; it also serves (and registers) until video.js has loaded. */
function PlainVideo({ src, start, label }: { src: string; start: number; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const node = video.current;
    if (!node) return;
    return playerBridge.register({
      position: () => node.currentTime,
      seek: (at) => {
        node.currentTime = at;
      },
      pause: () => node.pause(),
      resume: () => void node.play().catch(() => undefined),
      playing: () => !node.paused,
    });
  }, []);
  return (
    // The upstream's materials come without caption files (learner-area §3 has no such field).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={video}
      className="player-video__plain"
      controls
      preload="metadata"
      src={videoSource(src, start)}
      aria-label={label}
    />
  );
}

/** The material: video, slides or document; status 2 is 'this content has flown away'. */
export function MaterialView({ material, progressUrl, previewUrl }: Props) {
  const { t, locale } = useI18n();
  const VideoPlayer = useLazyCode(
    videoPlayer,
    !material.gone && material.type !== MATERIAL_DOCUMENT && material.type !== MATERIAL_SLIDES,
  );
  const PdfViewer = useLazyCode(pdfViewer, !material.gone && material.type === MATERIAL_SLIDES);
  if (material.gone) {
    return (
      <p className="player-stage__gone" role="status">
        {t("player.flownAway")}
      </p>
    );
  }

  if (material.type === MATERIAL_DOCUMENT) {
    return (
      <p className="player-stage__document">
        <a className="button button--primary" href={material.downloadUrl || material.url || previewUrl}>
          {t("player.openDocument")}
        </a>
      </p>
    );
  }

  if (material.type === MATERIAL_SLIDES) {
    const link = (
      <a className="button" href={previewUrl}>
        {t("player.openSlides")}
      </a>
    );
    return (
      <div className="player-stage__slides" data-start={material.start}>
        {material.savedPosition > 0 ? (
          <p className="player-stage__resume">{t("player.resumePage", { page: material.savedPosition })}</p>
        ) : null}
        {/* createElement: the viewer is a module's component that arrived later, not one made here. */}
        {PdfViewer
          ? createElement(PdfViewer, {
              file: previewUrl,
              start: material.start,
              progressUrl,
              chapterId: material.chapterId,
              fallback: t("player.slidesFailed"),
            })
          : null}
        <p>{link}</p>
      </div>
    );
  }

  const label = t("player.videoLabel", { name: material.name });
  const plain = <PlainVideo src={material.url} start={material.start} label={label} />;
  return (
    <div className="player-stage__video" data-start={material.start}>
      {VideoPlayer
        ? createElement(VideoPlayer, {
            src: material.url,
            start: material.start,
            progressUrl,
            chapterId: material.chapterId,
            label,
            locale,
          })
        : plain}
      {material.savedPosition > 0 ? (
        <p className="player-stage__resume">
          {t("player.resumeAt", { time: formatHms(material.savedPosition) })}
        </p>
      ) : null}
    </div>
  );
}
