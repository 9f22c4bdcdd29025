// Swiper, loaded only by pages that render a carousel (a dynamic import from carousel.tsx makes it its own chunk).
import "~/components/page-kit";
import Swiper from "swiper";
import { Autoplay, EffectCoverflow, Pagination } from "swiper/modules";

export type CarouselOptions = {
  perView: number;
  vertical: boolean;
  coverflow: boolean;
  autoplayMs: number | null;
  /** The item shown first. */
  initialIndex: number;
  pagination: HTMLElement | null;
  paginationLabel: (index: number) => string;
  onChange: (index: number) => void;
};

/** True when `inner`'s box lies within `outer`'s (a pixel of rounding allowed). */
const within = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 1 &&
  inner.top >= outer.top - 1 &&
  inner.right <= outer.right + 1 &&
  inner.bottom <= outer.bottom + 1;

export function startCarousel(element: HTMLElement, options: CarouselOptions): Swiper {
  const slides = element.querySelectorAll(".swiper-slide").length;
  const swiper = new Swiper(element, {
    modules: [Autoplay, EffectCoverflow, Pagination],
    direction: options.vertical ? "vertical" : "horizontal",
    // A phone shows one item and the edge of the next; the spec's number shows from tablet width. A carousel of
    // one item a view shows it whole everywhere, as its static row does (a slide the page sizes to the row moved
    // by less than its width at 360 px and stopped 45 px off).
    slidesPerView:
      options.coverflow || options.vertical
        ? options.coverflow
          ? "auto"
          : options.perView
        : options.perView === 1
          ? 1
          : 1.15,
    slidesPerGroup: 1,
    // A coverflow starts on its second item, so the one in the middle has a neighbour on each side and the row
    // looks as it did before the engine came (carousel.scss gives the slides the same width either way).
    initialSlide: options.coverflow && options.initialIndex === 0 && slides > 2 ? 1 : options.initialIndex,
    // Previous on the first item goes to the last, next on the last to the first (as autoplay does): the buttons
    // are never disabled, so one that has focus keeps it.
    rewind: true,
    breakpoints:
      options.coverflow || options.vertical
        ? undefined
        : { 768: { slidesPerView: options.perView, slidesPerGroup: options.perView } },
    centeredSlides: options.coverflow,
    // The first and last items stop at the edge: never an empty half beside them.
    centeredSlidesBounds: options.coverflow,
    // The static row's gap too (carousel.scss $slide-gap).
    spaceBetween: 16,
    effect: options.coverflow ? "coverflow" : "slide",
    coverflowEffect: { rotate: 30, stretch: 0, depth: 120, modifier: 1, slideShadows: false },
    // Our own pause button and focus handling decide; hovering also pauses (WCAG 2.2.2).
    autoplay: options.autoplayMs
      ? { delay: options.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
      : false,
    pagination: options.pagination
      ? {
          el: options.pagination,
          clickable: true,
          bulletElement: "button",
          renderBullet: (index, className) =>
            `<button type="button" class="${className}" aria-label="${options.paginationLabel(index)}"></button>`,
        }
      : false,
    on: { slideChange: (swiper) => options.onChange(swiper.realIndex) },
  });

  // A slide that takes focus (Tab into it) becomes the current one, at once, so what has focus is in view (WAI-ARIA
  // APG carousel; WCAG 2.4.11). The browser may already have scrolled the clipped box to show it: undone, as swiper
  // places the slides by transform.
  const onFocus = (event: FocusEvent) => {
    const slide = (event.target as Element).closest(".swiper-slide");
    const index = slide ? swiper.slides.indexOf(slide as HTMLElement) : -1;
    if (index < 0) return;
    element.scrollLeft = 0;
    element.scrollTop = 0;
    const hidden = !within(slide!.getBoundingClientRect(), element.getBoundingClientRect());
    if (hidden || (options.coverflow && index !== swiper.activeIndex)) swiper.slideTo(index, 0);
    // The browser scrolled the page for where the item was; a partly cut item it leaves as it is.
    (event.target as Element).scrollIntoView({ block: "nearest", inline: "nearest" });
    element.scrollLeft = 0;
    element.scrollTop = 0;
  };
  element.addEventListener("focusin", onFocus);
  // The previous and next buttons the carousel renders above its slides (carousel.tsx).
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest(".carousel__prev, .carousel__next");
    if (button) swiper[button.classList.contains("carousel__prev") ? "slidePrev" : "slideNext"]();
  };
  const controls = element.parentElement;
  controls?.addEventListener("click", onClick);
  swiper.on("destroy", () => {
    element.removeEventListener("focusin", onFocus);
    controls?.removeEventListener("click", onClick);
  });
  return swiper;
}
