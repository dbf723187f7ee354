import { useEffect, useRef, type RefObject } from 'react';
import { focusHeading, whenHeadingAppears } from './whenHeadingAppears';

/**
 * After a client-side navigation to another path, moves focus to the new page's h1 so keyboard and
 * screen-reader users start at its heading instead of on the link they used, then calls
 * `onPageShown` (the shell announces the page's title). Until the heading is there (the page may
 * show its own spinner first), focus waits on the page container, off the link that has gone.
 * The first page load keeps the browser's own focus handling; a new query string on the same path
 * (another search, another page of a list) keeps focus where it is.
 *
 * `pathname` is the router's current path (React Router's `useLocation().pathname`): the hook knows
 * no router, so any app's shell can use it.
 */
export function usePageHeadingFocus(container: RefObject<HTMLElement | null>, pathname: string, onPageShown: () => void): void {
  const previous = useRef(pathname);
  const onShown = useRef(onPageShown);

  useEffect(() => {
    onShown.current = onPageShown;
  }, [onPageShown]);

  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;
    const root = container.current;
    if (!root) return undefined;
    window.scrollTo(0, 0);
    root.focus({ preventScroll: true });
    return whenHeadingAppears(root, (heading) => {
      focusHeading(heading, root);
      onShown.current();
    });
  }, [pathname, container]);
}
