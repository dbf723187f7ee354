/**
 * Which head a storefront path gets in the HTML the server delivers, so crawlers and link previews that
 * run no JavaScript see the page's own title, description, canonical URL, preview and JSON-LD:
 * - a path with its own page metadata entry (/, /products, /gallery, …): that entry;
 * - /products/{slug}, /category/{name or id}, /blogs/{slug}: the product, category or article,
 *   or 404 with noindex when there is none or it is hidden (the storefront still renders its own "not found");
 * - any other route of the storefront's table (@shop/rules SHOP_ROUTES: search, cart, account pages…):
 *   the home entry, as the storefront falls back to it;
 * - a path robots.txt keeps crawlers out of (@shop/rules PRIVATE_PATH_PREFIXES): its head as above, noindex;
 * - a path of another app on this server (/admin: OTHER_APP_PATH_PREFIXES): the home entry, left to that app;
 * - any other path: 404 with noindex, so crawlers do not index pages that do not exist (the storefront
 *   shows its not-found page with 'Go to Home').
 * Every head describes the organisation; the home page's adds the shop's return and shipping policies.
 */
import { belongsToOtherApp, blogPath, DEFAULT_TWITTER_CARD, DESCRIPTION_LENGTH, HOME_PATH, isPrivatePath, matchShopRoute, pageTitle, SEARCH_PATH } from '@shop/rules';
import { categoryPageHead, productPageHead, type PageContext } from '../catalog';
import type { LanguageCode } from '@shop/rules/languages';
import type { Database } from '../db/database';
import { SHOP, blogPosting, breadcrumbList, organizationId, shopPageHead, website, withOrganisation, type OfferTerms, type PageHead } from '../seo';
import { blogTitleFromHtml } from './blog-title';
import { findBlog, findMovedBlogSlug } from './blogs';
import { translatedTexts } from '../translations';
import { firstImageSource, plainTextFromHtml, snippet } from './html-text';
import { getSiteContact } from '../site';
import { absoluteUrl } from '../media';
import { findPageMetadata, type PageMetadataRow } from './seo';

export type ResolvedPage =
  | { status: 200 | 404; head: PageHead }
  /** The page moved for good (a product's or an article's old slug): `location` is its path now. */
  | { status: 301; location: string };

export interface PageSite {
  siteUrl: string;
  /** The language of the page's build: a product's, a category's and an article's heads are in it where staff translated them. */
  language?: LanguageCode;
  /** The shop's shipping and return terms, read only for a page that states them (a product's, and the home page's policies). */
  offerTerms: () => Promise<OfferTerms>;
}

/** `pathname` as requested (percent-encoded, without the query string). Every head describes the organisation. */
export async function resolvePage(db: Database, pathname: string, { siteUrl, offerTerms, language = 'en' }: PageSite): Promise<ResolvedPage> {
  const page = await resolvePageHead(db, pathname, siteUrl, offerTerms, language);
  if (page.status === 301) return page;
  const segments = pathSegments(pathname);
  // A page robots.txt keeps crawlers out of (one person's: the cart, the account, a secret link's) says so itself,
  // for whatever fetches it without reading robots.txt: noindex, and no canonical link or alternates to point at it.
  const head = isPrivatePath(`/${segments.join('/')}`.toLowerCase()) ? { ...page.head, noindex: true } : page.head;
  // The home page's organisation states the shop's standard return and shipping policies, where Google looks for them.
  const [contact, terms] = await Promise.all([getSiteContact(db), segments.length === 0 ? offerTerms() : undefined]);
  return { status: page.status, head: withOrganisation(head, siteUrl, contact, terms) };
}

/** The path's segments, decoded; none for the home page. */
function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '').map(decodeSegment);
}

async function resolvePageHead(db: Database, pathname: string, siteUrl: string, offerTerms: PageSite['offerTerms'], language: LanguageCode): Promise<ResolvedPage> {
  const segments = pathSegments(pathname);
  const path = `/${segments.join('/')}`;
  const { own, home } = await findPageMetadata(db, path, language);
  const homeHead = home ? fixedPageHead(home, siteUrl) : defaultHomeHead(siteUrl);
  if (own) return { status: 200, head: own.path === HOME_PATH ? homeHead : fixedPageHead(own, siteUrl) };

  const context: PageContext = { siteUrl, fallbackImageUrl: homeHead.imageUrl, offerTerms, language };
  const requestedUrl = `${siteUrl}/${segments.map(encodeURIComponent).join('/')}`;
  const foundOr404 = (head: PageHead | undefined, what: string): ResolvedPage =>
    head ? { status: 200, head } : { status: 404, head: notFoundHead(siteUrl, `${what} not found`, requestedUrl, homeHead) };
  const match = matchShopRoute(pathname);
  if (!match) return belongsToOtherApp(path) ? { status: 200, head: homeHead } : foundOr404(undefined, 'Page');
  const param = (name: string) => decodeSegment(match.params[name] ?? '');
  switch (match.route.kind) {
    case 'product': {
      const product = await productPageHead(db, param('slug'), context);
      if (product && 'movedTo' in product) return { status: 301, location: product.movedTo };
      return foundOr404(product, 'Product');
    }
    case 'category':
      return foundOr404(await categoryPageHead(db, param('categoryName'), context), 'Category');
    case 'article': {
      const article = await blogPageHead(db, param('id'), context);
      if (article) return { status: 200, head: article };
      const movedTo = await findMovedBlogSlug(db, param('id'));
      if (movedTo !== undefined) return { status: 301, location: blogPath(movedTo) };
      return foundOr404(undefined, 'Article');
    }
    default:
      return { status: 200, head: homeHead };
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed escapes: matched as written, so they find nothing
  }
}

function fixedPageHead(row: PageMetadataRow, siteUrl: string): PageHead {
  const url = absoluteUrl(row.path, siteUrl);
  return shopPageHead({
    title: row.title,
    description: row.description,
    url,
    imageUrl: absoluteUrl(row.ogImage, siteUrl),
    type: 'website',
    twitterCard: row.twitterCard,
    structuredData: row.path === HOME_PATH ? [website(SHOP.name, url, `${siteUrl}${SEARCH_PATH}?query={search_term_string}`)] : [],
  });
}

/** When the page metadata has no home entry yet (an empty production database). */
function defaultHomeHead(siteUrl: string): PageHead {
  return shopPageHead({
    title: SHOP.name,
    description: SHOP.defaultDescription,
    url: `${siteUrl}/`,
    imageUrl: `${siteUrl}${SHOP.defaultImagePath}`,
    type: 'website',
    twitterCard: DEFAULT_TWITTER_CARD,
  });
}

/** Out of search indexes; described like the home page, so a shared link to it still previews the shop. */
function notFoundHead(siteUrl: string, heading: string, url: string, home: PageHead): PageHead {
  return shopPageHead({
    title: pageTitle(heading, SHOP.name),
    description: home.description,
    url,
    imageUrl: home.imageUrl,
    type: 'website',
    twitterCard: home.twitterCard,
    noindex: true,
  });
}

async function blogPageHead(db: Database, slug: string, { siteUrl, fallbackImageUrl, language }: PageContext): Promise<PageHead | undefined> {
  const found = await findBlog(db, slug);
  if (!found) return undefined;
  const blog = { ...found, contentHtml: (await translatedTexts(db, 'article', String(found.id), language))?.content ?? found.contentHtml };
  const url = `${siteUrl}${blogPath(blog.slug)}`;
  const title = blogTitleFromHtml(blog.contentHtml);
  // The storefront shows the first h1 as the title, above the rest of the article.
  const description = snippet(plainTextFromHtml(blog.contentHtml.replace(/<h1\b[\s\S]*?<\/h1\s*>/i, ' ')), DESCRIPTION_LENGTH) || title;
  const image = firstImageSource(blog.contentHtml);
  const imageUrl = image === undefined ? undefined : absoluteUrl(image, siteUrl);
  return shopPageHead({
    title: pageTitle(title, SHOP.name),
    description,
    url,
    imageUrl: imageUrl ?? fallbackImageUrl,
    type: 'article',
    twitterCard: DEFAULT_TWITTER_CARD,
    openGraph: [['article:published_time', blog.publishedAt.toISOString()]],
    structuredData: [
      blogPosting({
        headline: title,
        description,
        url,
        imageUrl,
        datePublished: blog.publishedAt,
        dateModified: blog.updatedAt,
        authorId: organizationId(siteUrl),
        authorName: SHOP.name,
      }),
      breadcrumbList([
        { name: 'Home', url: `${siteUrl}/` },
        { name: 'Blogs', url: `${siteUrl}/blogs` },
        { name: title, url },
      ]),
    ],
  });
}
