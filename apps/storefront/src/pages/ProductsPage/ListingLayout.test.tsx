// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NO_FILTERS } from '@shop/rules/listing';
import { ListingLayout } from './ListingLayout';

const openWaitingParts = vi.hoisted(() => vi.fn());
vi.mock('../../shared/HydrateApart', async (original) => ({ ...(await original<object>()), openWaitingParts }));

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

beforeEach(async () => {
  openWaitingParts.mockClear();
  // A phone: the filters are the overlay's button, and the desktop panel (its code fetched when seen) is not there.
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width: 375, height: 812 });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  // A view nothing matches: the grid is the empty state, whose Reset Filters is part of the results.
  const results = { shown: [], total: 0, facets: undefined, categoriesCarried: [], isUpdating: false, isError: false, refetch: () => undefined, page: 1, setPage: () => undefined };
  const listing = { filters: NO_FILTERS, sort: 'default' as const, setFilters: () => undefined, setSort: () => undefined, resetFilters: () => undefined };
  await act(async () =>
    root.render(
      <MemoryRouter>
        <ListingLayout results={results} categories={[]} listing={listing} headingId="heading" />
      </MemoryRouter>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const pointerDownOn = (element: Element) => element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));

it('lets the cards still waiting to be seen hydrate as soon as a finger or focus reaches the filters or Sort By', async () => {
  const filters = [...container.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Filters'))!;
  await act(async () => pointerDownOn(filters));
  expect(openWaitingParts).toHaveBeenCalledTimes(1);

  await act(async () => container.querySelector('select')!.focus());
  expect(openWaitingParts).toHaveBeenCalledTimes(2);
});

it('leaves them waiting for a finger on the results', async () => {
  const reset = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Reset Filters')!;
  await act(async () => pointerDownOn(reset));
  expect(openWaitingParts).not.toHaveBeenCalled();
});
