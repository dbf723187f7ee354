/** /robots.txt, /sitemap.xml and the shopping feed, built from the site paths and the catalogue. */
import { PRIVATE_PATH_PREFIXES } from '@shop/rules';
import type { ShopLanguage } from '@shop/rules/languages';
import type { FastifyInstance } from 'fastify';
import { listFeedVariants } from '../catalog';
import { listSitemapEntries } from '../content';
import type { Database } from '../db/database';
import { keepAnswer, KeptAnswers, sendKept, STORED, HIT } from '../http/kept-answers';
import { renderMerchantFeed, renderRobots, renderSitemap } from '../seo';
import { shopNow } from '../shop-clock';
import { declarationDefaults } from '../site';
import type { PublicSources } from './public-sources';

const ONE_HOUR = 'public, max-age=3600';
/** Where Merchant Center fetches the products from (README: registering the feed). */
const MERCHANT_FEED_PATH = '/feeds/google-merchant.xml';
const FEED_TYPE = 'application/xml; charset=utf-8';

export function registerSiteFiles(
  app: FastifyInstance,
  db: Database,
  siteUrl: string,
  { publicData, offerTerms }: PublicSources,
  languages: readonly ShopLanguage[],
): void {
  const robots = renderRobots({ disallow: PRIVATE_PATH_PREFIXES, sitemapUrl: `${siteUrl}/sitemap.xml` });
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', ONE_HOUR).send(robots));

  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = await listSitemapEntries(db, siteUrl);
    return reply.type('application/xml; charset=utf-8').header('cache-control', ONE_HOUR).send(renderSitemap(entries, siteUrl, languages));
  });

  // Built once per version of the public data, which moves with every change of the catalogue, prices and
  // seller's details, and as a sale starts or ends (the sale calendar), so a fetch between changes costs nothing.
  const feeds = new KeptAnswers({ maxEntries: 1 });
  app.get(MERCHANT_FEED_PATH, async (request, reply) => {
    const known = publicData.known();
    const kept = known === undefined ? undefined : feeds.hit(MERCHANT_FEED_PATH, known);
    if (kept) return sendKept(request, reply, kept, HIT);
    const version = await publicData.current();
    const found = await feeds.lookup(MERCHANT_FEED_PATH, version);
    if (found.answer) return sendKept(request, reply, found.answer, found.cacheStatus);
    try {
      const at = shopNow();
      const [defaults, terms] = await Promise.all([declarationDefaults(db), offerTerms()]);
      const items = await listFeedVariants(db, siteUrl, defaults, at);
      const feed = renderMerchantFeed(items, siteUrl, terms, at);
      const answer = keepAnswer(version, FEED_TYPE, feed);
      found.built(answer);
      return sendKept(request, reply, answer, STORED);
    } finally {
      found.built(undefined);
    }
  });
}
