/** /robots.txt and /sitemap.xml, built from the site paths and the catalogue. */
import { PRIVATE_PATH_PREFIXES } from '@shop/rules';
import type { FastifyInstance } from 'fastify';
import { listSitemapEntries } from '../content';
import type { Database } from '../db/database';
import { renderRobots, renderSitemap } from '../seo';

const ONE_HOUR = 'public, max-age=3600';

export function registerSiteFiles(app: FastifyInstance, db: Database, siteUrl: string): void {
  const robots = renderRobots({ disallow: PRIVATE_PATH_PREFIXES, sitemapUrl: `${siteUrl}/sitemap.xml` });
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', ONE_HOUR).send(robots));

  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = await listSitemapEntries(db, siteUrl);
    return reply.type('application/xml; charset=utf-8').header('cache-control', ONE_HOUR).send(renderSitemap(entries));
  });
}
