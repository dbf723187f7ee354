/** The back-office's site content: articles, gallery pictures and policy pages. */
import type { FastifyInstance } from 'fastify';
import { createAdminBlog, createAdminGalleryItem, deleteAdminGalleryItem, getAdminBlog, listAdminBlogs, listAdminGallery, listAdminLegalPages, reorderAdminGallery, updateAdminBlog, updateAdminGalleryItem, updateAdminLegalPage } from '../../../content';
import type { Database } from '../../../db/database';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

/** `siteUrl`: pictures sent back as this site's own media URLs are stored as their `/media/…` paths. */
export function registerAdminContentRoutes(app: FastifyInstance, db: Database, siteUrl: string): void {
  registerOperation(app, 'listAdminBlogs', async () => listAdminBlogs(db));

  registerOperation(app, 'createAdminBlog', async (request, reply) =>
    reply.code(201).send(await createAdminBlog(db, signedInStaff(request).userId, request.body)),
  );

  registerOperation(app, 'getAdminBlog', async (request) => getAdminBlog(db, request.params.blogId));

  registerOperation(app, 'updateAdminBlog', async (request) =>
    updateAdminBlog(db, signedInStaff(request).userId, request.params.blogId, request.body),
  );

  registerOperation(app, 'listAdminGallery', async () => listAdminGallery(db));

  registerOperation(app, 'createAdminGalleryItem', async (request, reply) =>
    reply.code(201).send(await createAdminGalleryItem(db, signedInStaff(request).userId, request.body, siteUrl)),
  );

  registerOperation(app, 'reorderAdminGallery', async (request) =>
    reorderAdminGallery(db, signedInStaff(request).userId, request.body.ids),
  );

  registerOperation(app, 'updateAdminGalleryItem', async (request) =>
    updateAdminGalleryItem(db, signedInStaff(request).userId, request.params.itemId, request.body),
  );

  registerOperation(app, 'deleteAdminGalleryItem', async (request, reply) => {
    await deleteAdminGalleryItem(db, signedInStaff(request).userId, request.params.itemId, request.query.version);
    return reply.code(204).send();
  });

  registerOperation(app, 'listAdminLegalPages', async () => listAdminLegalPages(db));

  registerOperation(app, 'updateAdminLegalPage', async (request) =>
    updateAdminLegalPage(db, signedInStaff(request).userId, request.params.slug, request.body),
  );
}
