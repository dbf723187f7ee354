import type { CarouselBreakpoints } from '@shop/ui/Carousel';

/**
 * The home page's carousels, by window width (product brief section 9): "0 shows 1 slide (gap 10);
 * 400 shows 1 (gap 30); 768 shows 2 for bestsellers and 3 for clients; 1024 shows 3 and 4; 1280
 * shows 3 and 5". The gap stays 30 px from 400 px up. Read through `useViewportBreakpoints`.
 */
export const bestsellerBreakpoints: CarouselBreakpoints = {
  0: { slidesPerView: 1, gap: 10 },
  400: { slidesPerView: 1, gap: 30 },
  768: { slidesPerView: 2, gap: 30 },
  1024: { slidesPerView: 3, gap: 30 },
  1280: { slidesPerView: 3, gap: 30 },
};

export const clientBreakpoints: CarouselBreakpoints = {
  0: { slidesPerView: 1, gap: 10 },
  400: { slidesPerView: 1, gap: 30 },
  768: { slidesPerView: 3, gap: 30 },
  1024: { slidesPerView: 4, gap: 30 },
  1280: { slidesPerView: 5, gap: 30 },
};
