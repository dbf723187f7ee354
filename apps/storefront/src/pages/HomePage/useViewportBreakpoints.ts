import { layoutForWidth, type CarouselBreakpoints } from '@shop/ui/Carousel';
import { startTransition, useContext, useEffect, useMemo, useState } from 'react';
import { ServedPageContext } from '../../shared/servedPage';

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
 * layout by the window and hands the Carousel that one layout. The state is the step, not the
 * width, so a resize re-renders only when it crosses a breakpoint.
 *
 * The server knows no width: it renders the smallest step, as the styles are written phone first. On
 * the page the server rendered the step starts there too, so hydration matches the HTML, and the
 * window's step follows in an effect, as a transition: the carousels' cards render again in slices
 * after hydration, not inside its commit. (A `useSyncExternalStore` whose server snapshot differs from
 * the browser's renders again synchronously within the commit: about 40 ms of the home page's longest
 * task at full speed, four times that on Lighthouse's phone.) A page reached in the app starts from
 * the window's step, so it does not flash the phone layout first.
 */
export function useViewportBreakpoints(breakpoints: CarouselBreakpoints): CarouselBreakpoints {
  const isServedPage = useContext(ServedPageContext);
  const [step, setStep] = useState(() => activeStep(isServedPage ? () => false : windowIsAtLeast, breakpoints));
  useEffect(() => {
    const followWindow = () => startTransition(() => setStep(activeStep(windowIsAtLeast, breakpoints)));
    followWindow();
    window.addEventListener('resize', followWindow);
    return () => window.removeEventListener('resize', followWindow);
  }, [breakpoints]);
  return useMemo(() => ({ 0: layoutForWidth(step, breakpoints) }), [step, breakpoints]);
}
