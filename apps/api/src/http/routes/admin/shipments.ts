/** Booking parcels with the courier aggregator from an order's page, their labels, and tracking updates nobody expected. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SellerConfig } from '../../../kernel';
import type { Database } from '../../../db/database';
import { bookShipment } from '../../../flows/book-shipment';
import { getAdminOrder } from '../../../flows/order-page';
import { listCourierQuotes } from '../../../flows/quote-couriers';
import { listUnmatchedTrackingUpdates, shipmentLabel, type Carrier, type CourierSettings, type ShipmentLabel } from '../../../shipping';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export interface ShipmentRouteDependencies {
  db: Database;
  carrier: Carrier;
  settings: CourierSettings;
  siteUrl: string;
  seller: SellerConfig;
}

export function registerAdminShipmentRoutes(app: FastifyInstance, { db, carrier, settings, siteUrl, seller }: ShipmentRouteDependencies): void {
  registerOperation(app, 'listCourierQuotes', async (request) => listCourierQuotes(db, carrier, request.params.id, settings));

  registerOperation(app, 'bookShipment', async (request) => {
    const { version, courier_id } = request.body;
    await bookShipment(db, carrier, request.params.id, { version, courierId: courier_id }, { ...settings, siteUrl, seller, staffId: signedInStaff(request).userId });
    return getAdminOrder(db, request.params.id);
  });

  registerOperation(app, 'getShipmentLabel', async (request, reply) => sendLabel(reply, await shipmentLabel(db, carrier, request.params.id)));

  registerOperation(app, 'listUnmatchedTrackingUpdates', async (request) =>
    listUnmatchedTrackingUpdates(db, carrier, { page: request.query.page ?? 1, pageSize: request.query.page_size ?? 25 }),
  );
}

/** The PDF as a download named after the AWB. */
function sendLabel(reply: FastifyReply, label: ShipmentLabel) {
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${label.filename}"`).send(Buffer.from(label.pdf));
}
