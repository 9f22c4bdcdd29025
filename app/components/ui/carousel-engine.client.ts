// Swiper, loaded only by pages that render a carousel (a dynamic import from carousel.tsx makes it its own chunk).
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
    slidesPerView: options.coverflow ? "auto" : options.perView,
    slidesPerGroup: options.coverflow ? 1 : options.perView,
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
