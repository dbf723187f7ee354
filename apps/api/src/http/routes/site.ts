/** The shell content every storefront page shows (contact details, announcements) in one call, the FAQ, the seller's details and the home page's content. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { getSiteFaq, getSiteHome, getSiteSeller, getSiteShell } from '../../site';
import { registerOperation } from '../contract';
import { requestLanguage } from '../request-language';

/** `siteUrl`: the public origin the home page's picture URLs are made absolute with (media/image-url.ts). */
export function registerSiteRoutes(app: FastifyInstance, db: Database, siteUrl: string): void {
  registerOperation(app, 'getSiteShell', async (request) => getSiteShell(db, requestLanguage(request).code));

  registerOperation(app, 'getSiteFaq', async (request) => getSiteFaq(db, requestLanguage(request).code));

  registerOperation(app, 'getSiteSeller', async () => getSiteSeller(db));

  registerOperation(app, 'getSiteHome', async (request) => getSiteHome(db, siteUrl, requestLanguage(request).code));
}
