// Swiper, loaded only by pages that render a carousel (a dynamic import from carousel.tsx makes it its own chunk).
import "~/components/page-kit";
import Swiper from "swiper";
import { Autoplay, EffectCoverflow, Pagination } from "swiper/modules";

export type CarouselOptions = {
  perView: number;
  vertical: boolean;
  coverflow: boolean;
  autoplayMs: number | null;
  pagination: HTMLElement | null;
  paginationLabel: (index: number) => string;
  onChange: (index: number) => void;
};

export function startCarousel(element: HTMLElement, options: CarouselOptions): Swiper {
  return new Swiper(element, {
    modules: [Autoplay, EffectCoverflow, Pagination],
    direction: options.vertical ? "vertical" : "horizontal",
    // A phone shows one item and the edge of the next; the spec's number shows from tablet width.
    slidesPerView:
      options.coverflow || options.vertical ? (options.coverflow ? "auto" : options.perView) : 1.15,
    slidesPerGroup: 1,
    breakpoints:
      options.coverflow || options.vertical
        ? undefined
        : { 768: { slidesPerView: options.perView, slidesPerGroup: options.perView } },
    centeredSlides: options.coverflow,
    spaceBetween: options.coverflow ? 0 : 16,
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
}
