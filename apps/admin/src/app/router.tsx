import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RequireStaff, SIGN_IN_PATH } from '../features/session';
import { NotFoundPage } from '../pages/NotFoundPage/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage/RouteErrorPage';
import { AdminLayout } from './AdminLayout';
import { page, sections } from './routes';

/** The router's paths are below /admin: the API serves the app there (apps/api http/admin-app.ts). */
const ADMIN_BASENAME = '/admin';

const home = sections[0] ? `/${sections[0].path}` : undefined;

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
                ...sections.map((section) => ({ path: section.path, children: section.routes })),
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
