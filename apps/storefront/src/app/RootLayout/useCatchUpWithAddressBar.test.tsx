// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { useCatchUpWithAddressBar } from './useCatchUpWithAddressBar';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function Shell() {
  useCatchUpWithAddressBar();
  return <Outlet />;
}

const routes = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <h1>Home</h1> },
      { path: 'blogs', element: <h1>Blogs</h1> },
    ],
  },
];

async function renderShop(router: ReturnType<typeof createBrowserRouter>): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => createRoot(container).render(<RouterProvider router={router} />));
  return container;
}

it('shows the page of the address bar when it moved before the shell first committed', async () => {
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter(routes);
  // The address bar moves where the router's provider, not yet committed, cannot see it (a Back pressed during
  // hydration is a popstate the router takes before its provider listens).
  window.history.pushState(null, '', '/blogs?page=2');
  const container = await renderShop(router);
  await act(async () => {});
  expect(container.querySelector('h1')?.textContent).toBe('Blogs');
  expect(router.state.location).toMatchObject({ pathname: '/blogs', search: '?page=2' });
  expect(window.history.length).toBe(2);
  router.dispose();
});

it('leaves a page whose address bar did not move as it is', async () => {
  window.history.replaceState(null, '', '/blogs');
  const router = createBrowserRouter(routes);
  const container = await renderShop(router);
  const navigations: string[] = [];
  router.subscribe((state) => navigations.push(state.navigation.state));
  await act(async () => {});
  expect(container.querySelector('h1')?.textContent).toBe('Blogs');
  expect(navigations).toEqual([]);
  router.dispose();
});
