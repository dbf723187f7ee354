/** How many slides show side by side, and the gap between them in px. */
export interface CarouselLayout {
  slidesPerView: number;
  gap: number;
}

/**
 * Layouts by the carousel's own width: each key is a minimum width in px, like
 * Swiper's `breakpoints`. `{ 0: {…}, 768: {…} }` uses the second from 768 px up.
 */
export type CarouselBreakpoints = Record<number, CarouselLayout>;

export const defaultBreakpoints: CarouselBreakpoints = { 0: { slidesPerView: 1, gap: 16 } };

/**
 * The layout for a width: the entry with the largest minimum width not above it
 * (the smallest entry when the width is below all of them). Slides per view is
 * a whole number of at least 1, so every slide is either in view or not.
 */
export function layoutForWidth(width: number, breakpoints: CarouselBreakpoints): CarouselLayout {
  const entries = Object.entries(breakpoints)
    .map(([minWidth, layout]) => [Number(minWidth), layout] as const)
    .sort(([a], [b]) => a - b);
  const chosen = entries.filter(([minWidth]) => minWidth <= width).pop() ?? entries[0];
  const layout = chosen?.[1] ?? defaultBreakpoints[0]!;
  return { slidesPerView: Math.max(1, Math.floor(layout.slidesPerView)), gap: Math.max(0, layout.gap) };
}

/** The index of the first slide in view when the carousel is at its end. */
export function lastPosition(slideCount: number, slidesPerView: number): number {
  return Math.max(0, slideCount - slidesPerView);
}

/**
 * The position one step from `position`, or `null` when there is none. With
 * `loop`, stepping past the end rewinds to the start and back from the start to
 * the end; every slide exists once, so screen readers never meet a copy.
 */
export function stepPosition(position: number, step: 1 | -1, last: number, loop: boolean): number | null {
  const next = position + step;
  if (next >= 0 && next <= last) return next;
  if (!loop || last === 0) return null;
  return step > 0 ? 0 : last;
}
