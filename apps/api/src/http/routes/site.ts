/** The shell content every storefront page shows (contact details, announcements) in one call, and the FAQ. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { getSiteFaq, getSiteShell } from '../../site/site-documents';
import { registerOperation } from '../contract';

export function registerSiteRoutes(app: FastifyInstance, db: Database): void {
  registerOperation(app, 'getSiteShell', async () => getSiteShell(db));

  registerOperation(app, 'getSiteFaq', async () => getSiteFaq(db));
}
