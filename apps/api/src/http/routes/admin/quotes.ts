/** The back-office's quote desk: the list, one quote, pricing its draft, sending it, withdrawing. */
import type { FastifyInstance } from 'fastify';
import type { AccountKeys } from '../../../accounts';
import { servesPincode, servicesAtPincode } from '../../../bookings';
import { quotableVariants } from '../../../catalog';
import type { Database } from '../../../db/database';
import type { MediaStorage } from '../../../media';
import { allowQuoteBankTransfer, getAdminQuote, listAdminQuotes, quotePhotoViews, saveQuoteDraft, sendQuote, withdrawQuote } from '../../../quotes';
import { shopNow } from '../../../shop-clock';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export function registerAdminQuoteRoutes(app: FastifyInstance, db: Database, keys: () => Promise<AccountKeys>, siteUrl: string, storage: Pick<MediaStorage, 'urlOf'>): void {
  registerOperation(app, 'listAdminQuotes', async (request) => {
    const q = request.query;
    return listAdminQuotes(db, { page: q.page ?? 1, pageSize: q.page_size ?? 25, status: q.status, q: q.q }, shopNow());
  });

  registerOperation(app, 'getAdminQuote', async (request) => {
    const quote = await getAdminQuote(db, request.params.quoteId, quotableVariants, shopNow());
    return {
      ...quote,
      photos: (await quotePhotoViews(db, [quote.id], storage)).get(quote.id) ?? [],
      services_offered: await servesPincode(db, quote.site_pincode),
    };
  });

  registerOperation(app, 'saveQuoteDraft', async (request) =>
    saveQuoteDraft(db, request.params.quoteId, { actorId: signedInStaff(request).userId, ...request.body }, quotableVariants, servicesAtPincode, shopNow()),
  );

  registerOperation(app, 'sendQuote', async (request) =>
    sendQuote(db, request.params.quoteId, { actorId: signedInStaff(request).userId, version: request.body.version }, quotableVariants, shopNow(), {
      linkKey: (await keys()).quoteLinks,
      siteUrl,
    }),
  );

  registerOperation(app, 'allowQuoteBankTransfer', async (request) =>
    allowQuoteBankTransfer(db, request.params.quoteId, { actorId: signedInStaff(request).userId, ...request.body }, quotableVariants, shopNow()),
  );

  registerOperation(app, 'withdrawQuote', async (request) =>
    withdrawQuote(db, request.params.quoteId, { actorId: signedInStaff(request).userId, version: request.body.version }, quotableVariants, shopNow()),
  );
}
