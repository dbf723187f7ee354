// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NO_FILTERS } from '@shop/rules/listing';
import { useListingState, type ListingControls } from './useListingState';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let listing: ListingControls;
let router: ReturnType<typeof createMemoryRouter>;

function Listing() {
  listing = useListingState();
  return null;
}

async function open(listingRouter: ReturnType<typeof createMemoryRouter>) {
  router = listingRouter;
  root = createRoot(document.createElement('div'));
  await act(async () => root.render(<RouterProvider router={router} />));
}

beforeEach(() => open(createMemoryRouter([{ path: '/products', element: <Listing /> }], { initialEntries: ['/products?query=spikes'] })));
afterEach(() => act(() => root.unmount()));

const search = () => new URLSearchParams(router.state.location.search);

it('keeps a filter when the sort is chosen before the page has rendered it', async () => {
  await act(async () => {
    listing.setFilters({ ...NO_FILTERS, materials: ['Plastic'] });
    listing.setSort('price-asc');
  });

  expect(search().getAll('material')).toEqual(['Plastic']);
  expect(search().get('sort')).toBe('price-asc');
  expect(search().get('query')).toBe('spikes');
  expect(listing.filters.materials).toEqual(['Plastic']);
  expect(listing.sort).toBe('price-asc');
});

it('builds on the address once it has caught up', async () => {
  await act(async () => listing.setSort('name-asc'));
  await act(async () => listing.setFilters({ ...NO_FILTERS, materials: ['Stainless Steel'] }));
  await act(async () => listing.resetFilters());

  expect(search().getAll('material')).toEqual([]);
  expect(search().get('sort')).toBe('name-asc');
});

it('shows a choice at once, while the address waits for the route', async () => {
  let letThrough = () => {};
  const slow = createMemoryRouter(
    [{ path: '/products', element: <Listing />, loader: () => new Promise<null>((resolve) => (letThrough = () => resolve(null))) }],
    { initialEntries: ['/products'], hydrationData: { loaderData: { 0: null } } },
  );
  act(() => root.unmount());
  await open(slow);

  await act(async () => listing.setSort('price-desc'));
  expect(router.state.location.search).toBe('');
  expect(listing.sort).toBe('price-desc');

  await act(async () => letThrough());
  expect(router.state.location.search).toBe('?sort=price-desc');
  expect(listing.sort).toBe('price-desc');
});
