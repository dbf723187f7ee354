import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { usePageHeadingFocus } from './usePageHeadingFocus';
import { useRouteAnnouncer } from './useRouteAnnouncer';

/**
 * What an app shell does after each navigation: focus on the new page's h1 (usePageHeadingFocus) and
 * its title spoken once through the RouteAnnouncer. Returns the announcer's message.
 *
 * `title` is the new page's title when the shell knows it (the storefront's page metadata); without
 * it, `document.title` at the moment the heading appears.
 */
export function useRouteChangeFocus(container: RefObject<HTMLElement | null>, pathname: string, title?: string): string {
  const [announcement, announce] = useRouteAnnouncer();
  // Counts pages shown after a navigation; the title is announced once per page, as it is when the
  // heading appears (a page's own title, set in the same render as its heading, is included).
  const [pagesShown, setPagesShown] = useState(0);
  const announcedPages = useRef(0);
  usePageHeadingFocus(
    container,
    pathname,
    useCallback(() => setPagesShown((count) => count + 1), []),
  );
  useEffect(() => {
    if (pagesShown === announcedPages.current) return;
    announcedPages.current = pagesShown;
    announce(title ?? document.title);
  }, [pagesShown, title, announce]);
  return announcement;
}
