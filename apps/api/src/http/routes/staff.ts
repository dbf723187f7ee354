/**
 * The staff call from before the back-office: moving an order along its delivery with a customer
 * session of a staff account. The end-to-end journeys still use it; it goes through the same domain
 * code as the back-office (rules, stock, mail, audit), without the version check its callers never had.
 */
import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../accounts/staff';
import type { Database } from '../../db/database';
import { changeDeliveryStatus, type DeliveryMove } from '../../orders/delivery';
import { getAnyOrder } from '../../orders/customer-orders';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';

interface DeliveryStatusChange {
  delivery_status: DeliveryMove['to'];
  courier?: string;
  tracking_number?: string;
  tracking_url?: string;
}

export function registerStaffRoutes(app: FastifyInstance, db: Database, staffEmails: readonly string[], siteUrl: string): void {
  registerOperation<{ Params: { id: number }; Body: DeliveryStatusChange }>(app, 'changeDeliveryStatus', async (request) => {
    const { userId } = signedIn(request);
    await requireStaff(db, userId, staffEmails);
    const body = request.body;
    const move: DeliveryMove =
      body.delivery_status === 'shipped'
        ? { to: 'shipped', shipment: { courier: body.courier ?? '', trackingNumber: body.tracking_number ?? '', trackingUrl: body.tracking_url } }
        : { to: body.delivery_status };
    await changeDeliveryStatus(db, request.params.id, move, { siteUrl, actorId: userId });
    return getAnyOrder(db, request.params.id);
  });
}
