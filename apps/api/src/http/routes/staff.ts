/** Staff-only calls, until the shop has a back office: moving an order along its delivery. */
import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../accounts/staff';
import type { Database } from '../../db/database';
import type { DeliveryStatus } from '../../db/tables/values';
import { changeDeliveryStatus } from '../../orders/delivery';
import { getAnyOrder } from '../../orders/customer-orders';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';

export function registerStaffRoutes(app: FastifyInstance, db: Database, staffEmails: readonly string[]): void {
  registerOperation<{ Params: { id: number }; Body: { delivery_status: DeliveryStatus } }>(app, 'changeDeliveryStatus', async (request) => {
    await requireStaff(db, signedIn(request).userId, staffEmails);
    await changeDeliveryStatus(db, request.params.id, request.body.delivery_status);
    return getAnyOrder(db, request.params.id);
  });
}
