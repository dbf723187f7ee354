/** Public content calls: gallery, blogs, policy pages and per-path page metadata. */
import type { FastifyInstance } from 'fastify';
import { getLegalPage, getSeoMetadata, listBlogs, listGallery } from '../../content';
import type { Database } from '../../db/database';
import { registerOperation } from '../contract';

export function registerContentRoutes(app: FastifyInstance, db: Database, siteUrl: string): void {
  registerOperation(app, 'listGallery', async () => listGallery(db, siteUrl));

  registerOperation(app, 'listBlogs', async (request) => listBlogs(db, siteUrl, { slug: request.query.slug }));

  registerOperation(app, 'getLegalPage', async (request) => getLegalPage(db, request.params.slug, siteUrl));

  registerOperation(app, 'getSeoMetadata', async () => getSeoMetadata(db, siteUrl));
}
