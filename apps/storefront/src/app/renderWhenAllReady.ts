import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/**
 * The whole page's HTML, once everything in it is ready (React's streaming renderer, waiting for
 * `allReady`). Not streamed on to the browser: the server needs the finished markup to know every query
 * the page asked for (a further pass renders their answers), the answer's status and head come first, and
 * crawlers get the complete page in one answer. An error anywhere rejects, and the browser renders the page.
 */
export async function renderWhenAllReady(element: ReactNode): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    // Sent whole, so no part is held back: every Suspense boundary's content stays in place. Past this size
    // React would move a boundary's content to the end, for an inline script to put back (which the
    // shop's CSP forbids, and a browser without JavaScript never runs).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}
