/**
 * The storefront's server renderer (apps/storefront/src/entry-server.tsx, built by `vite build --ssr` into
 * dist-server/). Public pages are rendered with it, their content in the first HTML
 * (docs/decisions/022-server-rendering.md). Its API calls come back here in-process through Fastify's
 * `inject`: no socket, the same routes, validation, shared answer cache and status codes as any client.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage, ServerEntry } from '@shop/rules/serverRendering';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** The renderer of the built storefront in `serverDist`, or undefined when there is none (development). */
export async function loadPageRenderer(app: FastifyInstance, serverDist: string): Promise<RenderPage | undefined> {
  const entryFile = path.join(serverDist, 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as Partial<ServerEntry>;
  if (typeof entry.createServerRenderer !== 'function') throw new Error(`${entryFile} does not export createServerRenderer`);
  return entry.createServerRenderer({ fetchApi: injectingFetch(app) });
}

/** Statuses whose answers have no body, which a Response refuses to be given. */
const BODILESS_STATUSES = new Set([101, 204, 205, 304]);

/** `fetch` answered by this server's own routes. */
function injectingFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as InjectOptions['method'],
      url: `${pathname}${search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    return new Response(BODILESS_STATUSES.has(answer.statusCode) ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
