import { useLayoutEffect, useState, type RefObject } from 'react';

/** Anything a keyboard can reach; tabbing to it scrolls the region along. */
const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Whether `scroller` scrolls (its `content` is taller than it) with nothing
 * inside that a keyboard can reach. Such a region must itself be a tab stop so
 * its text can be scrolled with the arrow keys (axe `scrollable-region-focusable`);
 * the Dialog makes its body one only then, so no other dialog gains an extra stop.
 */
export function useNeedsScrollStop(
  scroller: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
): boolean {
  const [needsStop, setNeedsStop] = useState(false);

  useLayoutEffect(() => {
    const scrollerElement = scroller.current;
    const contentElement = content.current;
    if (!scrollerElement || !contentElement) return;
    // Something to tab to is looked for first: reading the heights lays out the dialog before it is painted, which
    // on a phone is most of opening a dialog full of fields, only for them to be laid out again with the page.
    const update = () =>
      setNeedsStop(
        contentElement.querySelector(focusableSelector) === null &&
          scrollerElement.scrollHeight > scrollerElement.clientHeight + 1,
      );
    update();
    const observer = new ResizeObserver(update);
    observer.observe(scrollerElement);
    observer.observe(contentElement);
    return () => observer.disconnect();
  }, [scroller, content]);

  return needsStop;
}
