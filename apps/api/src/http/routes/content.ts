/** Public content calls: gallery, blogs, policy pages and per-path page metadata. */
import type { FastifyInstance } from 'fastify';
import { getLegalPage, getSeoMetadata, listBlogs, listGallery } from '../../content';
import type { Database } from '../../db/database';
import { registerOperation } from '../contract';
import { requestLanguage } from '../request-language';

export function registerContentRoutes(app: FastifyInstance, db: Database, siteUrl: string): void {
  registerOperation(app, 'listGallery', async (request) => listGallery(db, siteUrl, requestLanguage(request).code));

  registerOperation(app, 'listBlogs', async (request) => listBlogs(db, siteUrl, { slug: request.query.slug }, requestLanguage(request).code));

  registerOperation(app, 'getLegalPage', async (request) => getLegalPage(db, request.params.slug, siteUrl, requestLanguage(request).code));

  registerOperation(app, 'getSeoMetadata', async (request) => getSeoMetadata(db, siteUrl, requestLanguage(request).code));
}
