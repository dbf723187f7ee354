/** The back-office's cash on delivery: the ledger of money with the couriers, their remittances, and the owner's rules. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { codLedger, recordCodRemittance } from '../../../orders';
import { deliverySettings, reshapeDeliverySettings, settingsOfUpdate, updateDeliverySettings } from '../../../shipping';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export function registerAdminCashOnDeliveryRoutes(app: FastifyInstance, db: Database): void {
  registerOperation(app, 'getCodLedger', async () => codLedger(db));

  registerOperation(app, 'recordCodRemittance', async (request, reply) => {
    await recordCodRemittance(db, request.body, signedInStaff(request).userId);
    return reply.code(201).send(await codLedger(db));
  });

  registerOperation(app, 'getDeliverySettings', async () => reshapeDeliverySettings(await deliverySettings(db)));

  registerOperation(app, 'updateDeliverySettings', async (request) =>
    reshapeDeliverySettings(await updateDeliverySettings(db, settingsOfUpdate(request.body), signedInStaff(request).userId)),
  );
}
