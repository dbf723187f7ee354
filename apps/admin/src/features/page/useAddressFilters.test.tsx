// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { readOrderFilters, writeOrderFilters, type OrderFilters } from '../orders/orderFilters';
import { useAddressFilters } from './useAddressFilters';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** The orders list's filters under a data router, as the app has it; returns the router and the page's setter. */
async function renderOrdersAddress(address: string) {
  const page: { changeFilters?: (change: Partial<OrderFilters>) => void } = {};
  function OrdersAddress() {
    [, page.changeFilters] = useAddressFilters(readOrderFilters, writeOrderFilters);
    return null;
  }
  const router = createMemoryRouter([{ path: '/orders', Component: OrdersAddress }], { initialEntries: [address] });
  await act(async () => {
    root = createRoot(document.createElement('div'));
    root.render(<RouterProvider router={router} />);
  });
  return { router, changeFilters: (change: Partial<OrderFilters>) => page.changeFilters?.(change) };
}

it('keeps both of two changes made before the page renders again', async () => {
  const { router, changeFilters } = await renderOrdersAddress('/orders?delivery=pending&page=3');

  // The debounced search fires in the same tick as the payment select's change.
  await act(async () => {
    changeFilters({ q: 'ravi', page: 1 });
    changeFilters({ payment: 'failed', page: 1 });
  });

  expect(router.state.location.search).toBe('?delivery=pending&payment=failed&q=ravi');
});

it('starts from the address again after a navigation it did not make (Back)', async () => {
  const { router, changeFilters } = await renderOrdersAddress('/orders?delivery=pending');
  await act(async () => changeFilters({ q: 'ravi', page: 1 }));

  await act(async () => router.navigate(-1));
  await act(async () => changeFilters({ payment: 'failed', page: 1 }));

  expect(router.state.location.search).toBe('?delivery=pending&payment=failed');
});
