import { lazy, memo, Suspense, useContext, useEffect, useRef, type ComponentType } from 'react';
import { ServedPageContext } from './servedPage';

/** How far below the screen a part starts loading: it is ready by the time the shopper scrolls to it. */
const NEAR_SCREEN = '50% 0px';

/**
 * A part of a page below the first screen (home's categories, the FAQ) whose code is fetched only when the shopper
 * comes near it. On the page the server rendered, its HTML is there from the start: React leaves it as
 * it is (a Suspense boundary that has not hydrated) until the part nears the screen or the shopper points
 * at or tabs into it, then fetches its code and hydrates it. A visitor who never scrolls down never pays
 * for it, and the page's own hydration is shorter. On the server, and on a page the browser renders
 * itself, the code is fetched at once.
 *
 * A press on the part before its code has arrived (React drops it: nothing there answers yet) is pressed
 * again once the part has hydrated; a link inside works without script anyway.
 *
 * The part is memoised: a parent's re-render must not hand a boundary still waiting to hydrate new
 * props, which would make React render it afresh without its HTML. Pass props that keep their identity
 * (data from the store, not objects made while rendering). Use it for parts that look the same before and
 * after hydration: one that changes its layout in the browser (a carousel following the window) would
 * show the server's layout until the shopper scrolls to it, and one that fetches its data in the browser
 * (a product's reviews) would show nothing until then.
 */
export function belowTheFold<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let want: () => void = () => undefined;
  const gate = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (want = resolve));
  let hydrated = false;
  const pressedEarly = new Set<HTMLElement>();
  const Part = lazy(async () => {
    await gate;
    const Loaded = await load();
    function Hydrated(props: Props) {
      useEffect(() => {
        hydrated = true;
        for (const target of pressedEarly) if (target.isConnected) target.click();
        pressedEarly.clear();
      }, []);
      return <Loaded {...props} />;
    }
    return { default: Hydrated };
  });

  function BelowTheFold(props: Props) {
    const isServedPage = useContext(ServedPageContext);
    const anchor = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = anchor.current;
      if (!isServedPage || !element || typeof IntersectionObserver === 'undefined') {
        want();
        return undefined;
      }
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
        rootMargin: NEAR_SCREEN,
      });
      observer.observe(element);
      // Before React (listening at the page's root) drops it: the window hears a press first.
      const keepPress = (event: MouseEvent) => {
        const target = event.target instanceof HTMLElement ? event.target : null;
        if (hydrated || !target || !element.contains(target) || target.closest('a[href]')) return;
        event.preventDefault();
        pressedEarly.add(target);
        want();
      };
      // A pointer or keyboard focus arriving before the part has scrolled near (a jump link, a search hit).
      element.addEventListener('pointerover', want, { once: true });
      element.addEventListener('focusin', want, { once: true });
      window.addEventListener('click', keepPress, { capture: true });
      return () => {
        observer.disconnect();
        element.removeEventListener('pointerover', want);
        element.removeEventListener('focusin', want);
        window.removeEventListener('click', keepPress, { capture: true });
      };
    }, [isServedPage]);
    return (
      <div ref={anchor}>
        <Suspense>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return memo(BelowTheFold) as unknown as ComponentType<Props>;
}
