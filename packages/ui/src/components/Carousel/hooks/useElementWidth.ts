import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * The content-box width of an element, kept current with a ResizeObserver.
 *
 * The observer's first answer comes after the browser's own layout and before the first paint, and it
 * is applied at once (flushSync), so the layout does not jump. Reading the width in the layout effect
 * instead would force a layout of the whole new page in the middle of React's commit: on a slow phone
 * that made the commit one long task.
 *
 * Not observed while `isWanted` is false (0 then): a carousel with one layout for every width has no use for
 * it, and each answer would render the carousel again, synchronously, just after the page hydrates.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, isWanted = true): number {
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !isWanted) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) flushSync(() => setWidth(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isWanted]);

  return width;
}
