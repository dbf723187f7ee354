import { HOME_PATH, SHOP_ROUTES, type ShopPath } from '@shop/rules';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { RequireSignIn } from '../features/session';
import { RouteErrorPage } from '../pages/RouteErrorPage/RouteErrorPage';
import { PAGE_MODULES, pageComponentName } from './pageModules';
import { preloadPageScripts } from './pageScripts';
import { RootLayout } from './RootLayout/RootLayout';
import { onPathChange, ROUTE_LOADER_ID, waitForRouteLoader } from './routeLoader';

/**
 * Each page is its own chunk (Vite makes one `import()` of each module the pattern names), fetched while the
 * route loader shows (or, for the first page, before React renders it: main.tsx, which is why no route needs a
 * HydrateFallback). Pages fetch their own data through the api-client hooks: a router-level prefetch was tried
 * and dropped, because a failed prefetch is retried when the page subscribes, and the shopper then sees the
 * error alert twice.
 */
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  '../pages/*/*Page.tsx',
  '../pages/account/*/*Page.tsx',
  '../pages/legal/*Page.tsx',
  // Not pages of the table: the error page is part of the shell, and the legal pages' common frame is theirs.
  '!../pages/RouteErrorPage/*',
  '!../pages/legal/LegalPage.tsx',
]);

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** The lazy route of the page module `module` (a PAGE_MODULES value), whose component is named after the file. */
function page(module: string): LazyPage {
  const load = pageModules[`../pages/${module}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${module}.tsx`);
  const name = pageComponentName(module);
  return async () => {
    const Component = (await load())[name];
    if (!Component) throw new Error(`src/pages/${module}.tsx exports no ${name}`);
    return { Component };
  };
}

/** The page that draws each path of @shop/rules' route table, which the server also reads (its page list, page heads, 404s). */
const pages = Object.fromEntries(Object.entries(PAGE_MODULES).map(([path, module]) => [path, page(module)])) as Record<ShopPath, LazyPage>;

/**
 * Fetches the code of the page the route table draws at `routePath`, as the router does when it moves there, and
 * every script it imports at once (every move and every link about to be followed comes here: prepareNextPage).
 */
export function loadPageCode(routePath: string): void {
  preloadPageScripts(routePath);
  // A failed fetch is the router's to report if the shopper does go there.
  (pages as Partial<Record<string, LazyPage>>)[routePath]?.().catch(() => undefined);
}

/** The route of one table entry, its path relative to the pathless layouts above it. */
function pageRoute(path: ShopPath): RouteObject {
  return path === HOME_PATH ? { index: true, lazy: pages[path] } : { path: path.slice(1), lazy: pages[path] };
}

const signedOutRoutes = SHOP_ROUTES.filter((route) => route.kind !== 'guarded').map((route) => pageRoute(route.path));
const guardedRoutes = SHOP_ROUTES.filter((route) => route.kind === 'guarded').map((route) => pageRoute(route.path));

/** The storefront's routes: the browser's router (main.tsx) and the server renderer (entry-server.tsx) share them. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Pathless: holds the route loader for every page below it, and catches
        // their errors inside the shell so the header stays usable.
        id: ROUTE_LOADER_ID,
        ErrorBoundary: RouteErrorPage,
        loader: waitForRouteLoader,
        shouldRevalidate: onPathChange,
        children: [
          ...signedOutRoutes,
          // The table's guarded pages: without a stored token RequireSignIn sends the visitor to /signup,
          // and the login brings them back.
          { Component: RequireSignIn, children: guardedRoutes },
          // The product brief's loading-indicator page, inside the running app only: the server answers
          // it as no page of the shop (404), since a crawler or a first visit has nothing to see there.
          { path: 'loader', Component: PageLoader },
          { path: '*', lazy: page('NotFoundPage/NotFoundPage') },
        ],
      },
    ],
  },
];
