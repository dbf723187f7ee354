import { useLayoutEffect, type RefObject } from 'react';

/**
 * Elements that must stay usable while the page is blocked: react-aria's
 * toast region and live announcer (they mark themselves), and script tags.
 */
const keepLive = '[data-react-aria-top-layer], [data-live-announcer], script, style';

/**
 * While `isActive`, makes everything in `<body>` except `root` inert (no
 * pointer, no focus, hidden from screen readers) and marks it `aria-busy`.
 * Afterwards it restores both attributes as they were and, if focus fell to
 * the body meanwhile, puts it back where it was.
 */
export function useInertOutside(root: RefObject<HTMLElement | null>, isActive: boolean) {
  useLayoutEffect(() => {
    const rootElement = root.current;
    if (!isActive || !rootElement) return;

    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const changed: Array<{ element: HTMLElement; busy: string | null }> = [];
    for (const element of Array.from(document.body.children)) {
      if (element === rootElement || !(element instanceof HTMLElement) || element.inert || element.matches(keepLive)) continue;
      changed.push({ element, busy: element.getAttribute('aria-busy') });
      element.inert = true;
      element.setAttribute('aria-busy', 'true');
    }

    return () => {
      for (const { element, busy } of changed) {
        element.inert = false;
        if (busy === null) element.removeAttribute('aria-busy');
        else element.setAttribute('aria-busy', busy);
      }
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      if (focusLost && previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [root, isActive]);
}
