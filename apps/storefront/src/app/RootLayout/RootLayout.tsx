import { Box } from '@shop/ui/Box';
import { useCallback, useContext, useRef, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate, useNavigation, type NavigateOptions } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { ShopAnnouncementBar } from '../../components/ShopAnnouncementBar/ShopAnnouncementBar';
import { SiteHeader } from '../../components/SiteHeader/SiteHeader';
import { shellCopy } from '../../copy/shell';
import { useSessionExpiry } from '../../features/session';
import { belowTheFold } from '../../shared/deferredPart';
import { ServedPageContext } from '../../shared/servedPage';
import { ServedDocumentContext } from './ServedDocument';
import { createPageOverrides } from '../../shared/pageMetadata/pageOverrides';
import { DocumentMetadataContext } from '../../shared/usePageMetadata';
import { LanguageOffer } from '../../components/LanguageOffer/LanguageOffer';
import { PageArrival } from './PageArrival';
import * as styles from './RootLayout.css';
import { ShopToasts } from './ShopToasts';
import { useCatchUpWithAddressBar } from './useCatchUpWithAddressBar';

const MAIN_ID = 'main';
// Links and words only, which no visitor who stays on the first screen needs the code of: a link in it pressed before
// then is followed by the router (deferredPart).
const SiteFooter = belowTheFold(async () => (await import('../../components/SiteFooter/SiteFooter')).SiteFooter);
/** One element for every render, so the shell rendering again leaves a footer waiting to be seen waiting. */
const FOOTER = <SiteFooter />;

/**
 * React Router's useHref resolves every href against the current route, so a react-aria link to another
 * site (a courier's https tracking page) would become `/order-detail/…/https:/…`. Absolute URLs are
 * left as they are; the hook is still called every time, as hooks must be.
 */
function useShopHref(href: string): string {
  const routed = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : routed;
}

/** Whether the page on screen is still the one the server rendered into this document (shared/servedPage). */
function useServedPage(pathname: string): boolean {
  const isServedDocument = useContext(ServedDocumentContext);
  const [servedPath] = useState(pathname);
  const [hasMovedOn, setHasMovedOn] = useState(false);
  // Set while rendering, so the next page's first render already knows; never set back.
  if (isServedDocument && !hasMovedOn && pathname !== servedPath) setHasMovedOn(true);
  return isServedDocument && !hasMovedOn && pathname === servedPath;
}

/**
 * Ends the session when its token expires. A part of its own, as it reads the stored token: a served page is
 * hydrated as a visitor's, and the session joining once hydrated would otherwise draw the whole shell again on every
 * page a signed-in customer opens.
 */
function SessionExpiry() {
  useSessionExpiry();
  return null;
}

/**
 * The shell around every page: skip link, announcement bar, header, the page, footer; the page
 * metadata in the document head; the toasts; and, after each navigation, focus on the new page's
 * heading with its title announced. While the router loads the next page (the product brief's
 * 500 ms route loader), the loader takes the page's place. It also ends the session when the
 * token expires (useSessionExpiry), and catches up with a Back pressed while it was still hydrating
 * (useCatchUpWithAddressBar).
 */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const isNavigating = useNavigation().state === 'loading';
  const navigate = useNavigate();
  // Stable, so react-aria's router context keeps its value when the shell renders again (a session starting):
  // a changed context reaches into parts of the served page still waiting for their code, and React would
  // throw their server HTML away.
  const navigateInShop = useCallback((to: string, options?: NavigateOptions) => void navigate(to, options), [navigate]);
  const [pageOverrides] = useState(createPageOverrides);
  useCatchUpWithAddressBar();
  const { pathname } = useLocation();
  const isServedPage = useServedPage(pathname);

  return (
    // react-aria links (LinkButton, menu items, breadcrumbs) navigate through React Router.
    <RouterProvider navigate={navigateInShop} useHref={useShopHref}>
      <DocumentMetadataContext.Provider value={pageOverrides.set}>
        <Box display="flex" flexDirection="column" className={styles.shell}>
          <a className={styles.skipLink} href={`#${MAIN_ID}`}>
            {shellCopy.skipToContent}
          </a>
          <ShopAnnouncementBar />
          <ServedPageContext.Provider value={isServedPage}>
            <SiteHeader />
            <main id={MAIN_ID} ref={main} tabIndex={-1} className={styles.main}>
              {isNavigating ? <PageLoader /> : <Outlet />}
            </main>
            {FOOTER}
          </ServedPageContext.Provider>
          <PageArrival main={main} overrides={pageOverrides} />
          <SessionExpiry />
          <LanguageOffer />
          <ShopToasts />
        </Box>
      </DocumentMetadataContext.Provider>
    </RouterProvider>
  );
}
