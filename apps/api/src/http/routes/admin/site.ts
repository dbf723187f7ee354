/** The back-office's site content: contact details, seller details, announcements, questions and answers, the home page, page metadata. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { getSiteDocument, homeAsStored, listAdminPageMetadata, saveSiteDocument, updateAdminPageMetadata } from '../../../site';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

/** `siteUrl`: pictures sent back as this site's own media URLs are stored as their `/media/…` paths. */
export function registerAdminSiteRoutes(app: FastifyInstance, db: Database, siteUrl: string): void {
  registerOperation(app, 'getAdminSiteContact', async () => getSiteDocument(db, 'contact'));

  registerOperation(app, 'updateAdminSiteContact', async (request) =>
    saveSiteDocument(db, signedInStaff(request).userId, 'contact', request.body),
  );

  registerOperation(app, 'getAdminSiteSeller', async () => getSiteDocument(db, 'seller'));

  registerOperation(app, 'updateAdminSiteSeller', async (request) =>
    saveSiteDocument(db, signedInStaff(request).userId, 'seller', request.body),
  );

  registerOperation(app, 'getAdminAnnouncements', async () => getSiteDocument(db, 'announcements'));

  registerOperation(app, 'updateAdminAnnouncements', async (request) =>
    saveSiteDocument(db, signedInStaff(request).userId, 'announcements', request.body),
  );

  registerOperation(app, 'getAdminFaq', async () => getSiteDocument(db, 'faq'));

  registerOperation(app, 'updateAdminFaq', async (request) =>
    saveSiteDocument(db, signedInStaff(request).userId, 'faq', request.body),
  );

  registerOperation(app, 'getAdminSiteHome', async () => getSiteDocument(db, 'home'));

  registerOperation(app, 'updateAdminSiteHome', async (request) =>
    saveSiteDocument(db, signedInStaff(request).userId, 'home', homeAsStored(request.body, siteUrl)),
  );

  registerOperation(app, 'listAdminPageMetadata', async () => listAdminPageMetadata(db));

  registerOperation(app, 'updateAdminPageMetadata', async (request) =>
    updateAdminPageMetadata(db, signedInStaff(request).userId, request.params.pageId, request.body, siteUrl),
  );
}
