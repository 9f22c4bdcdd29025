import "~/components/page-kit";
import { useEffect, useRef, useState } from "react";
import { Document, Page, pdfjs } from "react-pdf";

import { useT } from "~/i18n/i18n";

import { playerBridge, sendProgress } from "./bridge";

// The worker is copied into public/ by the build (TOOLCHAIN.md: esbuild 0.17 cannot bundle it).
pdfjs.GlobalWorkerOptions.workerSrc = "/center/pdf.worker.min.js";

// pdf.js 3.x must not evaluate font code (CVE-2024-4367).
const PDF_OPTIONS = { isEvalSupported: false };

type Props = { file: string; start: number; progressUrl: string; chapterId: string; fallback: string };

/** Slides and PDFs page by page (client only, lazy); resumes at the saved page and logs the highest reached. */
export default function PdfViewer({ file, start, progressUrl, chapterId, fallback }: Props) {
  const t = useT();
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(Math.max(1, start));
  const [failed, setFailed] = useState(false);
  const highest = useRef(Math.max(1, start));
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    setWidth(Math.min(box.current?.clientWidth ?? 640, 960));
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

  if (failed) return <p className="notice notice--error">{t("player.slidesFailed")}</p>;

  return (
    <div ref={box} className="player-pdf">
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
            width={width || undefined}
            renderTextLayer={false}
            renderAnnotationLayer={false}
          />
        ) : null}
      </Document>
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
    </div>
  );
}
