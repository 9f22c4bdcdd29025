import type { LinksFunction } from "@remix-run/node";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { useT } from "~/i18n/i18n";

import type { CarouselOptions } from "./carousel-engine.client";
import { lazyCode } from "./lazy-code";
import carouselStyles from "~/styles/carousel.css";

/** The carousel's stylesheet: a page that shows a carousel says `links = carouselLinks`, and only such pages load it. */
export const carouselLinks: LinksFunction = () => [{ rel: "stylesheet", href: carouselStyles }];

/** swiper and its set-up, loaded when a carousel that moves is on screen. */
const carouselEngine = lazyCode(() => import("./carousel-engine.client"));

type Props<T> = {
  /** The accessible name of the carousel region. */
  label: string;
  /**
   * The id of an element that names the carousel instead of `label` (its visible heading): a name in the
   * content's own language, marked there, where an `aria-label` would be read in the page's (decision 051).
   */
  labelledBy?: string;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string;
  perView?: number;
  vertical?: boolean;
  coverflow?: boolean;
  /** Autoplay delay in ms; none for a carousel that moves only when asked. */
  autoplayMs?: number | null;
  pagination?: boolean;
  /** The item shown first (e.g. the tab a link chose); 0 by default. */
  initialIndex?: number;
  /** Told the active item's index when it changes (a preview beside the carousel follows it). */
  onChange?: (index: number) => void;
  className?: string;
};

type Engine = { autoplay?: { running: boolean; start(): void; stop(): void }; destroy(): void } | null;

const reducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The one carousel. The server renders every item in a scroll-snapping row (readable and scrollable without
 * JavaScript); with JavaScript, swiper takes over the same markup. Autoplay (WAI-ARIA APG carousel, WCAG 2.2.2)
 * has a visible pause button, stops while the carousel holds focus or the pointer, and never starts under
 * prefers-reduced-motion. Previous and next buttons move it; a slide that takes focus becomes the current one, in
 * view (carousel-engine.client.ts; docs/decisions/037).
 */
export function Carousel<T>({
  label,
  labelledBy,
  items,
  renderItem,
  itemKey,
  perView = 3,
  vertical = false,
  coverflow = false,
  autoplayMs = null,
  pagination = false,
  initialIndex = 0,
  onChange,
  className = "",
}: Props<T>) {
  const t = useT();
  const viewport = useRef<HTMLDivElement>(null);
  const bullets = useRef<HTMLDivElement>(null);
  const engine = useRef<Engine>(null);
  const pausedByUser = useRef(false);
  const [autoplaying, setAutoplaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const [engineOn, setEngineOn] = useState(false);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const region = useRef<HTMLElement>(null);
  const moves = items.length > perView || coverflow;

  useEffect(() => {
    const element = viewport.current;
    if (!element || !moves) return;
    let cancelled = false;
    const delay = autoplayMs && !reducedMotion() ? autoplayMs : null;
    const options: CarouselOptions = {
      perView,
      vertical,
      coverflow,
      autoplayMs: delay,
      initialIndex,
      pagination: pagination ? bullets.current : null,
      paginationLabel: (index) => t("ui.carouselGoTo", { index: index + 1 }),
      onChange: (index) => changed.current?.(index),
    };
    // Without its engine (the code could not be had) the row stays as the server rendered it.
    void carouselEngine.load().then((code) => {
      if (cancelled || !code) return;
      engine.current = code.startCarousel(element, options);
      setEngineOn(true);
      setAutoplaying(Boolean(delay));
    });
    return () => {
      cancelled = true;
      engine.current?.destroy();
      engine.current = null;
    };
  }, [moves, perView, vertical, coverflow, autoplayMs, pagination, initialIndex, t]);

  // Focus inside the carousel stops it; leaving resumes unless the learner paused it.
  useEffect(() => {
    const element = region.current;
    if (!element || !autoplaying) return;
    const stop = () => engine.current?.autoplay?.stop();
    const resume = (event: FocusEvent) => {
      if (element.contains(event.relatedTarget as Node | null)) return;
      if (!pausedByUser.current) engine.current?.autoplay?.start();
    };
    element.addEventListener("focusin", stop);
    element.addEventListener("focusout", resume);
    return () => {
      element.removeEventListener("focusin", stop);
      element.removeEventListener("focusout", resume);
    };
  }, [autoplaying]);
  const togglePause = () => {
    pausedByUser.current = !pausedByUser.current;
    setPaused(pausedByUser.current);
    if (pausedByUser.current) engine.current?.autoplay?.stop();
    else engine.current?.autoplay?.start();
  };

  return (
    <section
      ref={region}
      className={`carousel ${vertical ? "carousel--vertical" : ""} ${coverflow ? "carousel--coverflow" : ""} ${className}`}
      aria-roledescription={t("ui.carousel")}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      style={{ "--per-view": perView } as React.CSSProperties}
    >
      {moves ? (
        // Before the slides (APG carousel). The bar's box is there from the server's HTML on, so nothing moves when
        // the engine arrives; until then (and for good when it cannot be had) the buttons are invisible, and without
        // JavaScript the bar is not shown at all (carousel.scss).
        <div className={`carousel__controls ${engineOn ? "" : "carousel__controls--waiting"}`}>
          {autoplaying ? (
            <button type="button" className="carousel__pause" onClick={togglePause}>
              {paused ? t("ui.carouselPlay") : t("ui.carouselPause")}
            </button>
          ) : null}
          {/* The engine moves the slides on their clicks; their arrows are drawn by carousel.scss. */}
          <button type="button" className="carousel__prev" aria-label={t("ui.carouselPrevious")} />
          <button type="button" className="carousel__next" aria-label={t("ui.carouselNext")} />
        </div>
      ) : null}
      <div
        ref={viewport}
        className="swiper carousel__viewport"
        // Until swiper takes over (and without JavaScript) the row scrolls by itself; slides without a link
        // would leave the keyboard no way to scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
        tabIndex={moves && !engineOn ? 0 : undefined}
      >
        <ul className="swiper-wrapper carousel__track" aria-live={autoplaying && !paused ? "off" : "polite"}>
          {items.map((item, index) => (
            <li
              key={itemKey(item)}
              className="swiper-slide carousel__slide"
              aria-roledescription={t("ui.slide")}
              aria-label={t("ui.slideOf", { index: index + 1, count: items.length })}
            >
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      </div>
      {pagination && moves ? <div ref={bullets} className="carousel__bullets" /> : null}
    </section>
  );
}
