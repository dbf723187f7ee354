/**
 * Storefront pages as HTML: the built index.html with the head of the requested path (see
 * content/page-heads.ts), so crawlers and link previews that run no JavaScript see each page's metadata.
 * With the storefront's server renderer (page-renderer.ts), public pages also come with their content,
 * rendered as a signed-out visitor sees them; personal pages (the cart, sign-up, the signed-in pages)
 * stay the shell the browser renders, as they depend on what that browser holds, but for the cart and the checkout
 * when the cart's cookie copy names its lines (decisions 075 and 077).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LISTING_PARAMS, matchShopRoute, VARIANT_PARAM } from '@shop/rules';
import { cartInCookieHeader } from '@shop/rules/cartCookie';
import { DEFAULT_LANGUAGE, pathInLanguage, shopPathIn, type ShopLanguage } from '@shop/rules/languages';
import { isOfferedVariant } from '../catalog';
import { resolvePage } from '../content';
import type { Database } from '../db/database';
import { headInLanguage, parseIndexTemplate, renderHead, type PageBody, type PageHead } from '../seo';
import { HIT, keepAnswer, KeptAnswers, keptQuery, sendKept, STORED } from '../http/kept-answers';
import { splitUrl } from '../http/split-url';
import type { RenderPage } from '@shop/rules/serverRendering';
import { readPageScripts } from './page-scripts';
import type { PublicSources } from './public-sources';

export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Pages are kept per version of the public data, as the API's public answers are (kept-answers.ts). */
export interface PageSources extends PublicSources {
  db: Database;
  siteUrl: string;
  /** The storefront's server renderer; without one, every page is the shell the browser renders. */
  renderPage?: RenderPage | undefined;
  /** The language of this build of the storefront, whose pages are the paths under its folder (English's: all others). */
  language?: ShopLanguage;
  /** Every language the shop's pages are served in, named in each page's head as its alternates. */
  languages?: readonly ShopLanguage[];
}

const HTML = 'text/html; charset=utf-8';

/** The personal pages the server renders from the cart's cookie: what the cart holds is most of what they show. */
const PAGES_WITH_CART: ReadonlySet<string> = new Set(['/cart', '/checkout']);

/** The only query parameters a storefront page reads; the rest (`utm_source`, `gclid`…) change nothing on it. */
const PAGE_PARAMS: ReadonlySet<string> = new Set([...Object.values(LISTING_PARAMS), VARIANT_PARAM]);

/**
 * Reads index.html once: the storefront build does not change while the server runs. Every public page is
 * the same for every visitor (rendered signed out), so each is built once per path and public-data version and
 * sent from memory after that. A personal page (the cart, a confirmation link, the signed-in pages) is the shell,
 * built for each request and answered `private, no-store`: its address may hold a secret, and nothing keeps it. The
 * cart and the checkout are rendered for each request with the lines of the visitor's cart cookie when it has one,
 * kept no more.
 */
export async function createPageSender(
  indexFile: string,
  { db, publicData, offerTerms, siteUrl, renderPage, language = DEFAULT_LANGUAGE, languages = [language] }: PageSources,
): Promise<PageSender> {
  const template = parseIndexTemplate(await readFile(indexFile, 'utf8'));
  const headOf = (head: PageHead) => renderHead(headInLanguage(head, language, languages, siteUrl));
  // A page moved to another address moves to it in the same language.
  const movedTo = (location: string, search: string) => withQuery(location.startsWith('/') ? pathInLanguage(location, language) : location, search);
  const pageScripts = await readPageScripts(path.dirname(indexFile));
  const scriptsOf = (pathname: string) => pageScripts(matchShopRoute(pathname)?.route.path);
  const pages = new KeptAnswers();
  /** `pathname` is the shop's path; the renderer is given the address in this language's folder, as the browser's router sees it. */
  const renderBody = async (request: FastifyRequest, pathname: string, search: string): Promise<{ body?: PageBody; failed?: true }> => {
    if (!renderPage || !isPublicPage(pathname)) return {};
    try {
      const page = await renderPage(`${pathInLanguage(pathname, language)}${search}`);
      return page ? { body: { rootHtml: page.html, pageStateJson: page.pageState, htmlClassName: page.htmlClassName } } : {};
    } catch (error) {
      // The shell still works: the browser renders the page as it does without a server renderer.
      request.log.error({ err: error, pathname }, 'Server rendering failed; sending the page for the browser to render');
      return { failed: true };
    }
  };
  /**
   * The cart or the checkout with the lines of the visitor's cart cookie (decisions 075, 077), or nothing: no cookie,
   * one that does not parse, a line the catalogue does not sell, or a failed render. What the cookie held is never
   * logged.
   */
  const renderCart = async (request: FastifyRequest, pathname: string, search: string): Promise<PageBody | undefined> => {
    const cart = renderPage && isRenderedWithCart(pathname) ? cartInCookieHeader(request.headers.cookie) : undefined;
    if (!renderPage || !cart) return undefined;
    try {
      const page = await renderPage(`${pathInLanguage(pathname, language)}${keptQuery(search, PAGE_PARAMS)}`, { cart });
      return page && { rootHtml: page.html, pageStateJson: page.pageState, htmlClassName: page.htmlClassName };
    } catch (error) {
      request.log.error({ err: error, pathname }, 'Server rendering failed; sending the page for the browser to render');
      return undefined;
    }
  };
  /**
   * A page of one person's (the cart, a confirmation link, the signed-in pages): never kept anywhere. The cart and the
   * checkout are rendered with the lines of its cookie when it has one; any other, and those two without, is the shell.
   */
  async function sendPersonalPage(request: FastifyRequest, reply: FastifyReply, pathname: string, search: string): Promise<FastifyReply> {
    const page = await resolvePage(db, pathname, { siteUrl, offerTerms, language: language.code });
    if (page.status === 301) return reply.redirect(movedTo(page.location, search), 301);
    reply.code(page.status).type(HTML).header('cache-control', PERSONAL_PAGE);
    // What this page is depends on the cookie: a cache that ignored the `no-store` must not hand one visitor's to another.
    if (isRenderedWithCart(pathname)) reply.header('vary', 'Cookie');
    const body = await renderCart(request, pathname, search);
    return reply.send(template.render(headOf(page.head), body, scriptsOf(pathname)));
  }

  async function withoutUnofferedVariant(pathname: string, pageQuery: string): Promise<string> {
    const params = new URLSearchParams(pageQuery);
    const variant = params.get(VARIANT_PARAM);
    if (variant === null) return pageQuery;
    const match = matchShopRoute(pathname);
    const slug = match?.route.kind === 'product' ? decodeSegment(match.params.slug ?? '') : undefined;
    if (slug !== undefined && params.getAll(VARIANT_PARAM).length === 1 && (await isOfferedVariant(db, slug, variant))) return pageQuery;
    params.delete(VARIANT_PARAM);
    const rest = params.toString();
    return rest === '' ? '' : `?${rest}`;
  }

  return async (request, reply) => {
    const [address, search] = splitUrl(request.url);
    // The shop's path the address shows: the same page in every language.
    const pathname = shopPathIn(address, language) ?? address;
    if (!isPublicPage(pathname)) return sendPersonalPage(request, reply, pathname, search);
    // A page is rendered and kept once for every address that shows it: a campaign's `?utm_source=…` or a
    // click's unique `?fbclid=…` neither renders it again nor pushes real pages out of memory.
    let pageQuery = keptQuery(search, PAGE_PARAMS);
    let key = `${address}${pageQuery}`;
    // Most visits find their page kept for a version read moments ago: sent without waiting for anything.
    const known = publicData.known();
    const kept = known === undefined ? undefined : pages.hit(key, known);
    if (kept) return sendKept(request, reply, kept, HIT);
    // A variant the product does not offer shows the product without one: kept and rendered as that page.
    pageQuery = await withoutUnofferedVariant(pathname, pageQuery);
    key = `${address}${pageQuery}`;
    const version = await publicData.current();
    const found = await pages.lookup(key, version);
    if (found.answer) return sendKept(request, reply, found.answer, found.cacheStatus);
    try {
      const page = await resolvePage(db, pathname, { siteUrl, offerTerms, language: language.code });
      if (page.status === 301) return reply.redirect(movedTo(page.location, search), 301);
      const { body, failed } = await renderBody(request, pathname, pageQuery);
      const html = template.render(headOf(page.head), body, scriptsOf(pathname));
      // A not-found page is not kept: any path makes one, and a crawler's guesses would push out real pages.
      // The shell sent after a failed render is not kept either, so the next visitor gets the page whole.
      if (page.status !== 200 || failed) {
        return reply.code(page.status).type(HTML).header('cache-control', 'no-cache').send(html);
      }
      const answer = keepAnswer(version, HTML, html);
      found.built(answer);
      return sendKept(request, reply, answer, STORED);
    } finally {
      found.built(undefined);
    }
  };
}

/** What a personal page's answer says to browsers and caches: keep nothing. */
const PERSONAL_PAGE = 'private, no-store';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The personal pages the server renders, from the cart's cookie: the cart, and the checkout as far as the cart makes
 * it (its summary; the customer's addresses follow in the browser). The signed-in pages stay the shell: the session's
 * token is in the browser's localStorage, and the server cannot know whose they are.
 */
function isRenderedWithCart(pathname: string): boolean {
  const path = matchShopRoute(pathname)?.route.path;
  return path !== undefined && PAGES_WITH_CART.has(path);
}

/** Pages every visitor sees alike, and paths of no page (their not-found page); never personal ones. */
function isPublicPage(pathname: string): boolean {
  const kind = matchShopRoute(pathname)?.route.kind;
  return kind !== 'personal' && kind !== 'guarded';
}

/** `location` with the request's own query (`?ref=mail`) after any the new address has (`?variant=31`). */
function withQuery(location: string, search: string): string {
  if (search.length <= 1) return location;
  return location.includes('?') ? `${location}&${search.slice(1)}` : `${location}${search}`;
}
