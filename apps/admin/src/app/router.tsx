import { ADMIN_BASENAME } from '@shop/rules/adminPaths';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RequireStaff, SIGN_IN_PATH } from '../features/session';
import { NotFoundPage } from '../pages/NotFoundPage/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage/RouteErrorPage';
import { AdminLayout } from './AdminLayout';
import { page, sectionRoutes, sections } from './routes';

const home = sections[0] ? `/${sections[0].path}` : undefined;

/**
 * The router's paths are below /admin, where the API serves the app (apps/api web/admin-app.ts); the
 * pages it mounts are those `@shop/rules/adminPaths` lists, so the API answers any other path with a 404.
 */
export const router = createBrowserRouter(
  [
    {
      Component: AdminLayout,
      children: [
        {
          // Pathless: catches the pages' errors inside the shell, so the header and Sign out stay usable.
          ErrorBoundary: RouteErrorPage,
          children: [
            { path: SIGN_IN_PATH, lazy: page(() => import('../pages/SignInPage/SignInPage'), 'SignInPage') },
            {
              // Every other page is for signed-in staff only.
              Component: RequireStaff,
              children: [
                // The home is the first section.
                { index: true, element: home ? <Navigate to={home} replace /> : <NotFoundPage /> },
                ...sectionRoutes(),
                { path: '*', Component: NotFoundPage },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename: ADMIN_BASENAME },
);
