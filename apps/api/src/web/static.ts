/**
 * Production serving: uploaded media, the built Storybook, and the built storefront: any page request
 * outside /api gets index.html with that path's head and, for public pages, their content rendered on
 * the server (pages.ts); the client router takes over from there.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHOP_ROUTES } from '@shop/rules';
import { DEFAULT_LANGUAGE, languageOfPath, pathInLanguage, SHOP_LANGUAGES, type ShopLanguage } from '@shop/rules/languages';
import type { Config } from '../config';
import { ALWAYS_REVALIDATE, cacheControlFor, ONE_HOUR } from '../http/cache-rules';
import { splitUrl } from '../http/split-url';
import { isPageVisit } from './page-visits';
import { buildRoots, keepBuildAssets, rootOf, serveKeptAssets } from './previous-assets';
import type { Database } from '../db/database';
import { loadPageRenderer } from './page-renderer';
import type { PublicSources } from './public-sources';
import { createPageSender, type PageSender } from './pages';
import { problem } from '../errors';
import { errorBody } from '../http/errors';

type StaticConfig = Pick<Config, 'mediaDir' | 'storybookDist' | 'storefrontDist' | 'storefrontServerDist' | 'siteUrl'>;


/** Shown at / when the storefront has not been built, so the API is still usable on its own in development. */
const STOREFRONT_MISSING_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>BirdShield India API</title></head>
<body>
<h1>BirdShield India API is running</h1>
<p>The storefront has not been built yet. Run <code>pnpm --filter @shop/storefront build</code> and restart,
or use the storefront's development server (<code>pnpm dev</code>).</p>
<p>The API answers under <a href="/api/user/products/">/api/user/</a>.</p>
</body>
</html>
`;

/** Serves the storefront; answers the languages whose pages it serves (English alone when the storefront is not built). */
export async function registerStaticSite(
  app: FastifyInstance,
  config: StaticConfig,
  db: Database,
  { publicData, offerTerms }: PublicSources,
): Promise<readonly ShopLanguage[]> {
  /**
   * Each language's build has its page and server renderer in its own folder of the storefront's (dist/hi/,
   * dist-server/hi/; English's are the folders themselves) and its scripts in the shared dist/assets/. A language
   * not built (an older build, a development one) has no pages: its addresses are English's not-found page.
   */
  const folderOf = (language: ShopLanguage) => language.basename.slice(1);
  const languages = SHOP_LANGUAGES.filter((language) => existsSync(path.join(config.storefrontDist, folderOf(language), 'index.html')));
  const senders = new Map<ShopLanguage, PageSender>();
  for (const language of languages) {
    const index = path.join(config.storefrontDist, folderOf(language), 'index.html');
    const renderPage = await loadPageRenderer(app, path.join(config.storefrontServerDist, folderOf(language)));
    senders.set(language, await createPageSender(index, { db, publicData, offerTerms, siteUrl: config.siteUrl, renderPage, language, languages }));
  }
  const english = senders.get(SHOP_LANGUAGES[0]);
  const sendPage: PageSender | undefined = english && (async (request, reply) => {
    const sender = senders.get(languageOfPath(splitUrl(request.url)[0]).language) ?? english;
    return sender(request, reply);
  });

  // Exactly one registration may add reply.sendFile, which the fallbacks below use.
  let sendFileDecorated = false;
  const decorateReply = () => {
    const first = !sendFileDecorated;
    sendFileDecorated = true;
    return first;
  };

  if (sendPage) {
    const keepRoot = await keepBuildAssets(config.storefrontDist, app.log);
    await serveKeptAssets(app, keepRoot);
    await app.register(fastifyStatic, {
      root: buildRoots(config.storefrontDist, keepRoot),
      prefix: '/',
      decorateReply: decorateReply(),
      cacheControl: false,
      // The build writes .br and .gz copies at maximum quality; send those instead of compressing anew.
      preCompressed: true,
      // Vite fingerprints everything under assets/, so those files never change under the same name.
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath, rootOf(filePath, config.storefrontDist, keepRoot))),
    });
    // The storefront's own routes answer as pages straight away: under the files' wildcard each would first
    // be looked for on disk (and as .br and .gz), which cost a kept page nine tenths of its throughput.
    // Other paths still reach the not-found handler, which sends their not-found page.
    for (const [language, sender] of senders) {
      for (const { path: pattern } of SHOP_ROUTES) {
        app.get(pathInLanguage(pattern, language), async (request, reply) => (isPageRequest(request) ? sender(request, reply) : reply.callNotFound()));
      }
    }
    app.get('/index.html', async (_request, reply) => reply.redirect('/', 301));
  } else {
    app.log.warn({ storefrontDist: config.storefrontDist }, 'Storefront build not found; serving a placeholder page at /');
    app.get('/', async (_request, reply) => sendPlaceholder(reply));
  }

  if (existsSync(config.mediaDir)) {
    await app.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/media/',
      decorateReply: decorateReply(),
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', ONE_HOUR),
    });
  } else {
    app.log.warn({ mediaDir: config.mediaDir }, 'Media directory not found; /media is not served');
  }

  if (existsSync(path.join(config.storybookDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.storybookDist,
      prefix: '/storybook/',
      decorateReply: decorateReply(),
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', ALWAYS_REVALIDATE),
    });
    // Storybook links its files relatively, so it must be opened as /storybook/. With trailing slashes
    // ignored by the router, @fastify/static cannot tell the two apart; this hook does.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const [pathname, search] = splitUrl(request.url);
      if (pathname === '/storybook') return reply.redirect(`/storybook/${search}`, 301);
      if (pathname === '/storybook/') {
        reply.header('cache-control', ALWAYS_REVALIDATE);
        return reply.sendFile('index.html', config.storybookDist, { cacheControl: false });
      }
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isPageRequest(request)) return sendPage ? sendPage(request, reply) : sendPlaceholder(reply);
    return reply.code(404).send(errorBody(problem('not_found', 'Not found.')));
  });
  return languages.length > 0 ? languages : [DEFAULT_LANGUAGE];
}

function sendPlaceholder(reply: FastifyReply) {
  return reply.code(200).type('text/html; charset=utf-8').header('cache-control', ALWAYS_REVALIDATE).send(STOREFRONT_MISSING_HTML);
}

/** Storefront pages are everything outside the API, media and built assets (crawlers included: page-visits.ts). */
function isPageRequest(request: FastifyRequest): boolean {
  return isPageVisit(request, (pathname) => pathname === '/api' || ['/api/', '/media/', '/assets/'].some((prefix) => pathname.startsWith(prefix)));
}
