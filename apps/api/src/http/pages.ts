/**
 * Storefront pages as HTML: the built index.html with the head of the requested path (see
 * content/page-heads.ts), so crawlers and link previews that run no JavaScript see each page's metadata.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolvePage } from '../content/page-heads';
import type { Database } from '../db/database';
import { renderHead } from '../seo/head';
import { parseIndexTemplate } from '../seo/index-template';
import { splitUrl } from './page-visits';

export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Reads index.html once: the storefront build does not change while the server runs. */
export async function createPageSender(indexFile: string, db: Database, siteUrl: string): Promise<PageSender> {
  const template = parseIndexTemplate(await readFile(indexFile, 'utf8'));
  return async (request, reply) => {
    const [pathname, search] = splitUrl(request.url);
    const page = await resolvePage(db, pathname, siteUrl);
    if (page.status === 301) return reply.redirect(`${page.location}${search}`, 301);
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      // Always revalidate: the head follows the catalogue, and the page names the current asset files.
      .header('cache-control', 'no-cache')
      // react-aria gives the one stylesheet it injects this nonce, which the page's CSP allows (security-headers.ts).
      .send(template.render(`${renderHead(page.head)}${cspNonceMeta(request.styleNonce)}`));
  };
}

function cspNonceMeta(nonce: string): string {
  return nonce === '' ? '' : `    <meta property="csp-nonce" content="${nonce}">\n`;
}
