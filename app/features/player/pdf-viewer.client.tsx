import "~/components/page-kit";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Document, Page, pdfjs } from "react-pdf";

import { useT } from "~/i18n/i18n";

import { playerBridge, sendProgress } from "./bridge";

// The worker is copied into public/ by the build (the classic Remix compiler's esbuild 0.17 cannot bundle it).
pdfjs.GlobalWorkerOptions.workerSrc = "/center/pdf.worker.min.js";

// pdf.js 3.x must not evaluate font code (CVE-2024-4367).
const PDF_OPTIONS = { isEvalSupported: false };

type Props = {
  file: string;
  start: number;
  progressUrl: string;
  chapterId: string;
  fallback: string;
  /** The link to the file, kept under the page. */
  link: ReactNode;
};

/** The widest page of this width-to-height ratio that fits the frame: the page fills the stage, its aspect kept. */
function fit(frame: { width: number; height: number }, ratio: number): number {
  return Math.floor(Math.min(frame.width, frame.height * ratio));
}

/**
 * Slides and PDFs page by page (client only, lazy), each page centred on the stage and as large as it fits;
 * resumes at the saved page and logs the highest reached.
 */
export default function PdfViewer({ file, start, progressUrl, chapterId, fallback, link }: Props) {
  const t = useT();
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(Math.max(1, start));
  const [failed, setFailed] = useState(false);
  const highest = useRef(Math.max(1, start));
  const frame = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  // The page's width to height, once pdf.js has read it (slides are usually 16:9 or 4:3).
  const [ratio, setRatio] = useState(16 / 9);

  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    const measure = () => setSize({ width: node.clientWidth, height: node.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (page > highest.current) {
      highest.current = page;
      sendProgress(progressUrl, { position: page, chapterId });
    }
  }, [page, progressUrl, chapterId]);

  useEffect(
    () =>
      playerBridge.register({
        position: () => page,
        seek: (at) => setPage((current) => (pages ? Math.min(Math.max(1, at), pages) : current)),
        pause: () => undefined,
        resume: () => undefined,
        playing: () => false,
      }),
    [page, pages],
  );

  return (
    <div className="player-slides player-pdf">
      <div ref={frame} className="player-slides__frame">
        {failed ? (
          <p className="notice notice--error">{t("player.slidesFailed")}</p>
        ) : (
          <Document
            file={file}
            options={PDF_OPTIONS}
            loading={<p>{t("player.loading")}</p>}
            error={<p className="notice notice--error">{fallback}</p>}
            onLoadSuccess={(pdf) => {
              setPages(pdf.numPages);
              setPage((current) => Math.min(current, pdf.numPages));
            }}
            onLoadError={() => setFailed(true)}
          >
            {pages > 0 ? (
              <Page
                pageNumber={page}
                width={size.width ? fit(size, ratio) : undefined}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                onLoadSuccess={(loaded) => setRatio(loaded.originalWidth / loaded.originalHeight)}
              />
            ) : null}
          </Document>
        )}
      </div>
      <div className="player-slides__bar">
        {pages > 0 ? (
          <nav className="player-pdf__nav" aria-label={t("player.pageOf", { page, pages })}>
            <button
              type="button"
              className="button"
              disabled={page <= 1}
              onClick={() => setPage((current) => Math.max(1, current - 1))}
            >
              {t("player.previousPage")}
            </button>
            <span aria-live="polite">{t("player.pageOf", { page, pages })}</span>
            <button
              type="button"
              className="button"
              disabled={page >= pages}
              onClick={() => setPage((current) => Math.min(pages, current + 1))}
            >
              {t("player.nextPage")}
            </button>
          </nav>
        ) : null}
        {link}
      </div>
    </div>
  );
}
