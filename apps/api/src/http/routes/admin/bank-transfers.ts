/** The back-office's bank transfers: the owner's bank details, and staff recording a transfer that paid an order. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { getAdminOrder } from '../../../flows/order-page';
import type { MediaStorage } from '../../../media';
import { bankDetails, recordTransferPayment, updateBankDetails, type SettleContext } from '../../../orders';
import { shopNow } from '../../../shop-clock';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export function registerAdminBankTransferRoutes(app: FastifyInstance, db: Database, context: SettleContext, storage: Pick<MediaStorage, 'urlOf'>): void {
  registerOperation(app, 'getBankDetails', async () => bankDetails(db));

  registerOperation(app, 'updateBankDetails', async (request) => updateBankDetails(db, request.body, signedInStaff(request).userId));

  registerOperation(app, 'recordTransferPayment', async (request) => {
    await recordTransferPayment(db, request.params.id, request.body, signedInStaff(request).userId, { ...context, logger: request.log }, shopNow());
    return getAdminOrder(db, request.params.id, storage);
  });
}
