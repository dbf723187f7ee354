import { expect, it } from 'vitest';
import { createServerRenderer } from './entry-server';
import { SPIKES } from './pages/ProductPage/testProducts';

/** The API in the same process, as apps/api gives it: the product, and nothing else to say. */
const fetchApi = (async (input: Request | string) => {
  const path = new URL(input instanceof Request ? input.url : input).pathname;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (path === '/api/user/products/spikes/') return json(SPIKES);
  if (path === '/api/user/reviews/') return json([]);
  return json({ detail: 'Not found.' }, 404);
}) as typeof fetch;

const renderPage = createServerRenderer({ fetchApi });

/** The radio of each pack the page rendered, and whether it is the chosen one. */
const packs = (html: string) => [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map(([input]) => [/value="(\d+)"/.exec(input)?.[1], input.includes('checked=""')]);

it('renders a product in the variant its address names, and tells the browser which query it rendered', async () => {
  const page = await renderPage('/products/spikes?variant=32');
  expect(packs(page!.html)).toEqual([['31', false], ['32', true], ['33', false]]);
  expect(page!.html).toContain('₹899');
  expect(JSON.parse(page!.pageState)).toMatchObject({ search: '?variant=32' });

  const unknown = await renderPage('/products/spikes?variant=999');
  expect(packs(unknown!.html)).toEqual([['31', true], ['32', false], ['33', false]]);
  expect(JSON.parse(unknown!.pageState)).toMatchObject({ search: '?variant=999' });
});
