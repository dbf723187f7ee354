/**
 * Storefront pages as HTML: the built index.html with the head of the requested path (see
 * content/page-heads.ts), so crawlers and link previews that run no JavaScript see each page's metadata.
 * With the storefront's server renderer (page-renderer.ts), public pages also come with their content,
 * rendered as a signed-out visitor sees them; personal pages (the cart, sign-up, the signed-in pages)
 * stay the shell the browser renders, as they depend on what that browser holds.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchShopRoute } from '@shop/rules';
import { resolvePage } from '../content/page-heads';
import type { Database } from '../db/database';
import { renderHead } from '../seo/head';
import { parseIndexTemplate, type PageBody } from '../seo/index-template';
import type { RenderPage } from './page-renderer';
import { splitUrl } from './page-visits';

export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Reads index.html once: the storefront build does not change while the server runs. */
export async function createPageSender(indexFile: string, db: Database, siteUrl: string, renderPage?: RenderPage): Promise<PageSender> {
  const template = parseIndexTemplate(await readFile(indexFile, 'utf8'));
  const renderBody = async (request: FastifyRequest, pathname: string, search: string): Promise<PageBody | undefined> => {
    if (!renderPage || !isPublicPage(pathname)) return undefined;
    try {
      const page = await renderPage(`${pathname}${search}`);
      return page && { rootHtml: page.html, pageStateJson: page.pageState, htmlClassName: page.htmlClassName };
    } catch (error) {
      // The shell still works: the browser renders the page as it does without a server renderer.
      request.log.error({ err: error, pathname }, 'Server rendering failed; sending the page for the browser to render');
      return undefined;
    }
  };
  return async (request, reply) => {
    const [pathname, search] = splitUrl(request.url);
    const page = await resolvePage(db, pathname, siteUrl);
    if (page.status === 301) return reply.redirect(`${page.location}${search}`, 301);
    const body = await renderBody(request, pathname, search);
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      // Always revalidate: the head follows the catalogue, and the page names the current asset files.
      .header('cache-control', 'no-cache')
      // react-aria gives the one stylesheet it injects this nonce, which the page's CSP allows (security-headers.ts).
      .send(template.render(`${renderHead(page.head)}${cspNonceMeta(request.styleNonce)}`, body));
  };
}

/** Pages every visitor sees alike, and paths of no page (their not-found page); never personal ones. */
function isPublicPage(pathname: string): boolean {
  const kind = matchShopRoute(pathname)?.route.kind;
  return kind !== 'personal' && kind !== 'guarded';
}

function cspNonceMeta(nonce: string): string {
  return nonce === '' ? '' : `    <meta property="csp-nonce" content="${nonce}">\n`;
}
