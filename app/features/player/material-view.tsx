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
  /** The picture the video shows before it plays (the course's cover), when there is one. */
  poster: string | null;
};

type Props = { material: MaterialData; progressUrl: string; previewUrl: string };

/** The plain `<video>` the server renders; it also serves (and registers) until video.js has loaded. */
function PlainVideo({
  src,
  start,
  label,
  poster,
}: {
  src: string;
  start: number;
  label: string;
  poster: string | null;
}) {
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
      poster={poster ?? undefined}
      aria-label={label}
    />
  );
}

const PAGE_LINES = ["a", "b", "c", "d", "e", "f", "g", "h"];

/** The file's kind from its address ("PDF", "DOCX"), or null when the address does not say. */
function fileKind(url: string): string | null {
  const extension = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(url)?.[1];
  return extension ? extension.toUpperCase() : null;
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
    // A document is shown as a page: a sheet with its name and kind, opened in the browser or downloaded.
    const openUrl = material.url || material.downloadUrl || previewUrl;
    const kind = fileKind(material.downloadUrl || material.url);
    return (
      <div className="player-document">
        <div className="player-document__sheet">
          <span className="player-document__kind" aria-hidden="true">
            {kind ?? t("player.typeDocument")}
          </span>
          <p className="player-document__name">{material.name}</p>
          {/* The look of a page of text: a sheet, not a lone button. */}
          <p className="player-document__lines" aria-hidden="true">
            {PAGE_LINES.map((line) => (
              <span key={line} />
            ))}
          </p>
          <p className="player-document__actions">
            <a className="button button--primary" href={openUrl}>
              {t("player.openDocument")}
            </a>
            <a className="button" href={material.downloadUrl || openUrl} download="">
              {t("player.download")}
            </a>
          </p>
        </div>
      </div>
    );
  }

  if (material.type === MATERIAL_SLIDES) {
    const link = (
      <a className="button" href={previewUrl}>
        {t("player.openSlides")}
      </a>
    );
    // The frame is the stage's size from the server's HTML on, so nothing moves when the viewer arrives.
    return (
      <div className="player-stage__slides" data-start={material.start}>
        {PdfViewer ? (
          /* createElement: the viewer is a module's component that arrived later, not one made here. */
          createElement(PdfViewer, {
            file: previewUrl,
            start: material.start,
            progressUrl,
            chapterId: material.chapterId,
            fallback: t("player.slidesFailed"),
            link,
          })
        ) : (
          <div className="player-slides">
            <div className="player-slides__frame">
              <p className="player-slides__placeholder">
                <span>{t("player.typeSlides")}</span>
                {link}
              </p>
            </div>
            <div className="player-slides__bar" />
          </div>
        )}
        {material.savedPosition > 0 ? (
          <p className="player-stage__resume">{t("player.resumePage", { page: material.savedPosition })}</p>
        ) : null}
      </div>
    );
  }

  const label = t("player.videoLabel", { name: material.name });
  const plain = (
    <PlainVideo src={material.url} start={material.start} label={label} poster={material.poster} />
  );
  return (
    <div className="player-stage__video" data-start={material.start}>
      {/* The box is 16:9 in the server's HTML: the page below does not move when the video or video.js arrives. */}
      <div className="player-stage__screen">
        {VideoPlayer
          ? createElement(VideoPlayer, {
              src: material.url,
              start: material.start,
              progressUrl,
              chapterId: material.chapterId,
              label,
              locale,
              poster: material.poster,
            })
          : plain}
      </div>
      {material.savedPosition > 0 ? (
        <p className="player-stage__resume">
          {t("player.resumeAt", { time: formatHms(material.savedPosition) })}
        </p>
      ) : null}
    </div>
  );
}
