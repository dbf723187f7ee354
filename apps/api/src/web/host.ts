/**
 * The web host: what the API's server serves beside the API itself, for browsers and crawlers:
 * robots.txt and the sitemap, the back-office under /admin, and the storefront's pages (server-rendered
 * where public), its files, uploaded media and the built Storybook.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { registerAdminApp } from './admin-app';
import type { PublicSources } from './public-sources';
import { registerSiteFiles } from './site-files';
import { registerStaticSite } from './static';

export async function registerWebHost(app: FastifyInstance, config: Config, db: Database, sources: PublicSources): Promise<void> {
  // Before the storefront's serving, whose not-found handler would otherwise answer /admin pages too.
  await registerAdminApp(app, config);
  const languages = await registerStaticSite(app, config, db, sources);
  // The sitemap lists the pages in each language served.
  registerSiteFiles(app, db, config.siteUrl, sources, languages);
}
