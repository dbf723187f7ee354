import { useGetAdminMeQuery } from '@shop/api-client/admin';
import { AdminShell, type AdminNavItem } from '@shop/ui/AdminShell';
import { RouteAnnouncer, useRouteChangeFocus } from '@shop/ui/RouteAnnouncer';
import { ToastRegion } from '@shop/ui/Toast';
import { useEffect, useRef } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { shellCopy } from '../copy/shell';
import { endSession, HOME_PATH, useSignOut, useStaffSession } from '../features/session';
import { notify } from '../features/toasts';
import { sectionOf, sections } from './routes';

const navigation: AdminNavItem[] = sections.map((section) => ({
  id: section.id,
  label: section.label,
  href: section.start ? `/${section.path}/${section.start}` : `/${section.path}`,
  icon: section.icon,
}));

/**
 * React Router's useHref resolves every href against the current route, so a react-aria link out of the app
 * (a courier's https tracking page, a label's blob: address) would become `/admin/orders/12/https:/…`.
 * Absolute URLs are left as they are; the hook is still called every time, as hooks must be.
 */
function useShellHref(href: string): string {
  const routed = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : routed;
}

/** The longest a timer can wait (about 24.8 days); a staff session lasts at most 8 hours anyway. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The frame of every page: AdminShell with the signed-in staff member and the sections (none on the
 * sign-in page), focus on each new page's heading with its title announced, and the toasts. It ends
 * the session at its expiry, so staff are not left on a page whose next call would be refused.
 */
export function AdminLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const announcement = useRouteChangeFocus(main, pathname);
  const { token } = useStaffSession();
  const me = useGetAdminMeQuery(undefined, { skip: token === null });
  const { signOut, isSigningOut } = useSignOut(() => notify.error(shellCopy.signOutFailed));

  const expiresAt = token === null ? undefined : me.data?.expires_at;
  useEffect(() => {
    if (!expiresAt) return undefined;
    const timer = window.setTimeout(() => endSession('sessionEnded'), Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(expiresAt) - Date.now())));
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  const isSignedIn = token !== null;
  return (
    // react-aria links (the navigation, LinkButtons) navigate through React Router, below /admin.
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useShellHref}>
      <AdminShell
        shopName={shellCopy.shopName}
        appName={shellCopy.appName}
        homeHref={HOME_PATH}
        navigation={isSignedIn ? navigation : []}
        currentId={sectionOf(pathname)?.id}
        navigationLabel={shellCopy.navigationLabel}
        moreLabel={shellCopy.more}
        moreSectionsLabel={shellCopy.moreSections}
        staff={isSignedIn && me.data ? { name: me.data.staff.name, email: me.data.staff.email, role: shellCopy.roles[me.data.staff.role] } : undefined}
        onSignOut={isSignedIn ? () => void signOut() : undefined}
        isSigningOut={isSigningOut}
        signOutLabel={shellCopy.signOut}
        skipLinkLabel={shellCopy.skipToContent}
        mainRef={main}
        regions={
          <>
            <RouteAnnouncer message={announcement} />
            <ToastRegion queue={notify} />
          </>
        }
      >
        <Outlet />
      </AdminShell>
    </RouterProvider>
  );
}
