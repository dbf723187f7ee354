import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { renderWhenAllReady } from './renderWhenAllReady';

/**
 * Parts of a page hydrate apart inside Suspense boundaries (shared/HydrateApart). The page is sent whole,
 * so each boundary's content must stay where it belongs: a browser without JavaScript shows it, and no
 * inline script (which the CSP blocks) has to move it into place.
 */
it('keeps a large Suspense boundary in place, with no script to reveal it', async () => {
  const paragraphs = Array.from({ length: 400 }, (_, index) => <p key={index}>{`Stainless steel bird spikes, line ${index}.`}</p>);
  const html = await renderWhenAllReady(
    <main>
      <h1>Products</h1>
      <Suspense>{paragraphs}</Suspense>
    </main>,
  );

  expect(html.length).toBeGreaterThan(12_800); // React's default chunk size, past which it moves content out
  expect(html).not.toContain('<template');
  expect(html).not.toContain('<script');
  expect(html).toMatch(/^<main><h1>Products<\/h1><!--\$--><p>Stainless steel bird spikes, line 0\.<\/p>/);
  expect(html).toMatch(/line 399\.<\/p><!--\/\$--><\/main>$/);
});
