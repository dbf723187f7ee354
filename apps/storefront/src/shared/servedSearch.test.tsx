// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { ServedSearchContext, useSearchParam } from './servedSearch';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

function ChosenPack() {
  return <p>{useSearchParam('variant') ?? 'the default pack'}</p>;
}

/** The page at `address`, rendered with the query string the server had: undefined on the server itself. */
const page = (address: string, servedSearch?: string) => (
  <ServedSearchContext.Provider value={servedSearch}>
    <MemoryRouter initialEntries={[address]}>
      <ChosenPack />
    </MemoryRouter>
  </ServedSearchContext.Provider>
);

it('reads a parameter of the address', () => {
  expect(renderToString(page('/products/spikes?variant=32'))).toBe('<p>32</p>');
});

/**
 * The API renders pages under the listing's parameters alone, so a product's page comes rendered without the
 * `?variant=` its address has. Hydration must find the HTML it would render (else React throws it away and
 * renders the page afresh); the address's choice follows straight after.
 */
it('hydrates as the server read the address, then follows the address', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page('/products/spikes'));
  document.body.append(container);
  expect(container.textContent).toBe('the default pack');

  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page('/products/spikes?variant=32', ''), { onRecoverableError: (error) => errors.push(error) });
  });

  expect(errors).toEqual([]);
  expect(container.textContent).toBe('32');
});
