/**
 * The back-office (apps/admin) under /admin/: its built files, and its index.html for each of its pages
 * (`@shop/rules/adminPaths`, the list its router mounts), where the admin app's router takes over. Any
 * other path below /admin gets the same index.html with a 404: the app shows its not-found page. Nothing here may be indexed: every answer
 * carries `X-Robots-Tag: noindex` (the page itself also says `<meta name="robots" content="noindex">`,
 * and robots.txt disallows /admin). Staff data never comes from here: the app reads it from /api/admin,
 * where every call is authenticated.
 *
 * Kept apart from the storefront's serving (static.ts, pages.ts): the storefront's pages get a head per
 * path for crawlers, the back-office only ever gets its one index.html.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ADMIN_BASENAME, isAdminPage } from '@shop/rules/adminPaths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { ALWAYS_REVALIDATE, cacheControlFor } from '../http/cache-rules';
import { splitUrl } from '../http/split-url';
import { isPageVisit } from './page-visits';
import { buildRoots, keepBuildAssets, rootOf, serveKeptAssets } from './previous-assets';
import { problem } from '../errors';
import { errorBody } from '../http/errors';

/** Shown under /admin when the back-office has not been built, so the API still starts without it. */
const ADMIN_MISSING_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>BirdShield India back-office</title></head>
<body>
<h1>The back-office has not been built</h1>
<p>Run <code>pnpm --filter @shop/admin build</code> and restart the API,
or use the back-office's development server (<code>pnpm --filter @shop/admin dev</code>).</p>
</body>
</html>
`;

export async function registerAdminApp(app: FastifyInstance, config: Pick<Config, 'adminDist'>): Promise<void> {
  const indexFile = path.join(config.adminDist, 'index.html');
  // Read once: the build does not change while the server runs (as the storefront's pages.ts does).
  const indexHtml = existsSync(indexFile) ? await readFile(indexFile, 'utf8') : undefined;
  if (!indexHtml) app.log.warn({ adminDist: config.adminDist }, 'Back-office build not found; /admin says how to build it');

  await app.register(
    async (admin) => {
      // Every answer under /admin: files, pages, misses. Set before anything else can answer.
      admin.addHook('onRequest', async (_request, reply) => {
        reply.header('x-robots-tag', 'noindex');
      });

      const sendIndex = (reply: FastifyReply, status = 200) =>
        reply
          .code(status)
          .type('text/html; charset=utf-8')
          .header('cache-control', ALWAYS_REVALIDATE)
          .send(indexHtml ?? ADMIN_MISSING_HTML);
      // A page of the app, or the app with a 404 for a path that is none of its pages.
      const sendPage = (request: FastifyRequest, reply: FastifyReply) => sendIndex(reply, isAdminPage(pathBelowAdmin(request)) ? 200 : 404);

      if (indexHtml) {
        const keepRoot = await keepBuildAssets(config.adminDist, admin.log);
        await serveKeptAssets(admin, keepRoot);
        await admin.register(fastifyStatic, {
          root: buildRoots(config.adminDist, keepRoot),
          prefix: '/',
          // The storefront's registration owns reply.sendFile; this one only serves files.
          decorateReply: false,
          // /admin/ is a page like any other below it: the not-found handler sends the index.
          index: false,
          cacheControl: false,
          // The build writes .br and .gz copies at maximum quality; send those instead of compressing anew.
          preCompressed: true,
          setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath, rootOf(filePath, config.adminDist, keepRoot))),
        });
      }

      // Without a build there is no static wildcard here, and the storefront's own would answer /admin/…
      // with a shop page: this one keeps every path below /admin the back-office's.
      if (!indexHtml) {
        admin.get('/*', async (request, reply) => (isPageRequest(request) ? sendPage(request, reply) : reply.code(404).send(errorBody(problem('not_found', 'Not found.')))));
      }

      // /admin and /admin/: the app's home. Its other routes (/admin/sign-in, /admin/audit, …) are not
      // files either: the not-found handler gives them the index.
      admin.get('/', async (_request, reply) => sendIndex(reply));
      admin.setNotFoundHandler(async (request, reply) => {
        if (isPageRequest(request)) return sendPage(request, reply);
        return reply.code(404).send(errorBody(problem('not_found', 'Not found.')));
      });
    },
    { prefix: ADMIN_BASENAME },
  );
}

/** Every path below /admin is a page of the app but its built assets (page-visits.ts). */
function isPageRequest(request: FastifyRequest): boolean {
  return isPageVisit(request, (pathname) => pathname.startsWith(`${ADMIN_BASENAME}/assets/`));
}

/** `/admin/orders/12?x` → `/orders/12`. */
function pathBelowAdmin(request: FastifyRequest): string {
  return splitUrl(request.url)[0].slice(ADMIN_BASENAME.length);
}
