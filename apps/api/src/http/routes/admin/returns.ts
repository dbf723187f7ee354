/** Returns for staff: the list by status, one return, its decision, its receipt and its resolution, and the owner's return settings. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { decideReturn } from '../../../flows/return-requests/decide';
import { receiveReturn } from '../../../flows/return-requests/receive';
import { resolveReturn } from '../../../flows/return-requests/resolve';
import { adminReturn, listReturns } from '../../../flows/return-requests/views';
import type { MediaStorage } from '../../../media';
import type { SettleContext } from '../../../orders';
import type { PaymentGateway } from '../../../payments';
import { reshapeReturnSettings, returnSettings, updateReturnSettings } from '../../../returns';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export interface AdminReturnDependencies {
  db: Database;
  gateway: () => Promise<PaymentGateway>;
  context: SettleContext;
  storage: Pick<MediaStorage, 'urlOf'>;
}

export function registerAdminReturnRoutes(app: FastifyInstance, { db, gateway, context, storage }: AdminReturnDependencies): void {
  registerOperation(app, 'listReturns', async (request) => {
    const { status = 'requested', page = 1, page_size: pageSize = 25 } = request.query;
    return listReturns(db, { status, page, pageSize }, storage);
  });

  registerOperation(app, 'getAdminReturn', async (request) => adminReturn(db, request.params.id, storage));

  registerOperation(app, 'decideReturn', async (request) => {
    await decideReturn(db, request.params.id, signedInStaff(request).userId, request.body, context);
    return adminReturn(db, request.params.id, storage);
  });

  registerOperation(app, 'receiveReturn', async (request) => {
    await receiveReturn(db, request.params.id, signedInStaff(request).userId, request.body, context);
    return adminReturn(db, request.params.id, storage);
  });

  registerOperation(app, 'resolveReturn', async (request) => {
    await resolveReturn(db, await gateway(), request.params.id, signedInStaff(request).userId, request.body, { ...context, logger: request.log });
    return adminReturn(db, request.params.id, storage);
  });

  registerOperation(app, 'getReturnSettings', async () => reshapeReturnSettings(await returnSettings(db)));

  registerOperation(app, 'updateReturnSettings', async (request) => reshapeReturnSettings(await updateReturnSettings(db, request.body, signedInStaff(request).userId)));
}
