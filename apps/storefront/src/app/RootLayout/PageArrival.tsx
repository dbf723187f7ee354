import { RouteAnnouncer, useRouteChangeFocus } from '@shop/ui/RouteAnnouncer';
import type { RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageOverrides } from '../../shared/pageMetadata/pageOverrides';
import { usePageMetadata } from '../../shared/usePageMetadata';

/**
 * What follows each page's arrival: its metadata in the document head, focus on its heading, and its
 * title spoken by the route announcer. A component of its own so that the state these keep (a page's
 * own title, the pages shown, the announcement) re-renders only this, not the shell around the page.
 */
export function PageArrival({ main, overrides }: { main: RefObject<HTMLElement | null>; overrides: PageOverrides }) {
  const { pathname } = useLocation();
  const metadata = usePageMetadata(overrides);
  const announcement = useRouteChangeFocus(main, pathname, metadata?.title);
  return <RouteAnnouncer message={announcement} />;
}
