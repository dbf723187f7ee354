/** Public content calls: gallery, blogs and per-path page metadata. */
import type { FastifyInstance } from 'fastify';
import { listBlogs } from '../../content/blogs';
import { listGallery } from '../../content/gallery';
import { getSeoMetadata } from '../../content/seo';
import type { Database } from '../../db/database';
import { registerOperation } from '../contract';

export function registerContentRoutes(app: FastifyInstance, db: Database, siteUrl: string): void {
  registerOperation(app, 'listGallery', async () => listGallery(db));

  registerOperation<{ Querystring: { slug?: string } }>(app, 'listBlogs', async (request) => listBlogs(db, { slug: request.query.slug }));

  registerOperation(app, 'getSeoMetadata', async (_request, reply) => {
    // Crawlers and the storefront read it on every page; a short shared cache spares the database.
    reply.header('cache-control', 'public, max-age=300');
    return getSeoMetadata(db, siteUrl);
  });
}
