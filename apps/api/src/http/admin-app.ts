/**
 * The back-office (apps/admin) under /admin/: its built files, and its index.html for every other page
 * path below /admin, where the admin app's router takes over. Nothing here may be indexed: every answer
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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

const ADMIN_PREFIX = '/admin';

// The storefront's cache rules (static.ts): fingerprinted assets for a year, the page always revalidated.
const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';
const ALWAYS_REVALIDATE = 'no-cache';

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

      const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
        reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', ALWAYS_REVALIDATE)
          .send(indexHtml ? withStyleNonce(indexHtml, request.styleNonce) : ADMIN_MISSING_HTML);

      if (indexHtml) {
        await admin.register(fastifyStatic, {
          root: config.adminDist,
          prefix: '/',
          // The storefront's registration owns reply.sendFile; this one only serves files.
          decorateReply: false,
          // /admin/ is a page like any other below it: the not-found handler sends the index.
          index: false,
          cacheControl: false,
          // The build writes .br and .gz copies at maximum quality; send those instead of compressing anew.
          preCompressed: true,
          setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath, config.adminDist)),
        });
      }

      // Without a build there is no static wildcard here, and the storefront's own would answer /admin/…
      // with a shop page: this one keeps every path below /admin the back-office's.
      if (!indexHtml) {
        admin.get('/*', async (request, reply) => (isPageRequest(request) ? sendIndex(request, reply) : reply.code(404).send({ detail: 'Not found.' })));
      }

      // /admin and /admin/: the app's home. Its other routes (/admin/sign-in, /admin/audit, …) are not
      // files either: the not-found handler gives them the index.
      admin.get('/', async (request, reply) => sendIndex(request, reply));
      admin.setNotFoundHandler(async (request, reply) => {
        if (isPageRequest(request)) return sendIndex(request, reply);
        return reply.code(404).send({ detail: 'Not found.' });
      });
    },
    { prefix: ADMIN_PREFIX },
  );
}

/**
 * A visit to one of the back-office's pages: a GET or HEAD from a browser (accepts HTML), or from a
 * client that accepts anything for a path that does not name a file. A missing script is a 404, not
 * the page, so a stale tab fails loudly instead of parsing HTML as JavaScript.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const query = request.url.indexOf('?');
  const pathname = query === -1 ? request.url : request.url.slice(0, query);
  if (pathname.startsWith(`${ADMIN_PREFIX}/assets/`)) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  const namesAFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
  return !namesAFile && (accept.trim() === '' || accept.includes('*/*'));
}

/**
 * react-aria injects one small stylesheet at run time and gives it the nonce of
 * `<meta property="csp-nonce">`, which this answer's Content-Security-Policy allows (security-headers.ts,
 * as the storefront's pages.ts does). Without it the browser refuses that style.
 */
function withStyleNonce(html: string, nonce: string): string {
  if (nonce === '') return html;
  return html.replace('</head>', `  <meta property="csp-nonce" content="${nonce}">\n  </head>`);
}

function cacheControlFor(filePath: string, root: string): string {
  const relative = path.relative(root, filePath).split(path.sep);
  if (relative[0] === 'assets') return ONE_YEAR;
  if (relative.at(-1) === 'index.html') return ALWAYS_REVALIDATE;
  return ONE_HOUR;
}
