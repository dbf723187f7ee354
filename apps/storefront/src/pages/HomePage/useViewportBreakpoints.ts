import { layoutForWidth, type CarouselBreakpoints } from '@shop/ui/Carousel';
import { useMemo, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The smallest width of the step in force: the largest key the window is at least as wide as
 * (`isAtLeast`), else the smallest key.
 */
export function activeStep(isAtLeast: (width: number) => boolean, breakpoints: CarouselBreakpoints): number {
  const steps = Object.keys(breakpoints)
    .map(Number)
    .sort((a, b) => a - b);
  return steps.filter((step) => isAtLeast(step)).pop() ?? steps[0] ?? 0;
}

/**
 * Asked of a media query, not of `window.innerWidth`: reading that makes the browser lay out the page
 * first, and just after hydration, on a slow phone, that layout lengthened the commit's task by about
 * 70 ms. Both count the window with its scroll bar.
 */
const windowIsAtLeast = (width: number) => window.matchMedia(`(min-width: ${width}px)`).matches;

/**
 * The product brief's carousel breakpoints count the window's width (as Swiper does); the design
 * system's Carousel counts its own, which here is the window less the page's side padding and
 * never more than the 1200 px container, so its 1280 px step would never apply. This picks the
 * layout by the window and hands the Carousel that one layout. The snapshot is the step, not the
 * width, so a resize re-renders only when it crosses a breakpoint.
 */
export function useViewportBreakpoints(breakpoints: CarouselBreakpoints): CarouselBreakpoints {
  // The server knows no width: it renders the smallest step, as the styles are written phone first, and
  // hydration renders the same before the browser's own width takes over.
  const step = useSyncExternalStore(
    subscribe,
    () => activeStep(windowIsAtLeast, breakpoints),
    () => activeStep((width) => width <= 0, breakpoints),
  );
  return useMemo(() => ({ 0: layoutForWidth(step, breakpoints) }), [step, breakpoints]);
}
