import { Box } from '@shop/ui/Box';
import { ToastRegion } from '@shop/ui/Toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, useNavigation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { ShopAnnouncementBar } from '../../components/ShopAnnouncementBar/ShopAnnouncementBar';
import { SiteFooter } from '../../components/SiteFooter/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader/SiteHeader';
import { shellCopy } from '../../copy/shell';
import { useSessionExpiry } from '../../features/session';
import { notify } from '../../shared/toasts';
import { DocumentMetadataContext, usePageMetadata } from '../../shared/usePageMetadata';
import * as styles from './RootLayout.css';
import { RouteAnnouncer } from './RouteAnnouncer';
import { usePageHeadingFocus } from './usePageHeadingFocus';
import { useRouteAnnouncer } from './useRouteAnnouncer';

const MAIN_ID = 'main';

/**
 * The shell around every page: skip link, announcement bar, header, the page, footer; the page
 * metadata in the document head; the toasts; and, after each navigation, focus on the new page's
 * heading with its title announced. While the router loads the next page (the product brief's
 * 500 ms route loader), the loader takes the page's place. It also ends the session when the
 * token expires (useSessionExpiry).
 */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const isNavigating = useNavigation().state === 'loading';
  const navigate = useNavigate();
  const { metadata, setOverride } = usePageMetadata();
  const [announcement, announce] = useRouteAnnouncer();
  useSessionExpiry();

  // Counts pages shown after a navigation; the title is announced once per page, as it is when the
  // heading appears (a page's own title, set in the same render as its heading, is included).
  const [pagesShown, setPagesShown] = useState(0);
  const announcedPages = useRef(0);
  usePageHeadingFocus(
    main,
    useCallback(() => setPagesShown((count) => count + 1), []),
  );
  const title = metadata?.title;
  useEffect(() => {
    if (pagesShown === announcedPages.current) return;
    announcedPages.current = pagesShown;
    announce(title ?? document.title);
  }, [pagesShown, title, announce]);

  return (
    // react-aria links (LinkButton, menu items, breadcrumbs) navigate through React Router.
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <DocumentMetadataContext.Provider value={setOverride}>
        <Box display="flex" flexDirection="column" className={styles.shell}>
          <a className={styles.skipLink} href={`#${MAIN_ID}`}>
            {shellCopy.skipToContent}
          </a>
          <ShopAnnouncementBar />
          <SiteHeader />
          <main id={MAIN_ID} ref={main} tabIndex={-1} className={styles.main}>
            {isNavigating ? <PageLoader /> : <Outlet />}
          </main>
          <SiteFooter />
          <RouteAnnouncer message={announcement} />
          <ToastRegion queue={notify} />
        </Box>
      </DocumentMetadataContext.Provider>
    </RouterProvider>
  );
}
