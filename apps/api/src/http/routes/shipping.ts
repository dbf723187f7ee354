/** The pincode check of the cart, and the delivery date of a product page or a cart. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { cartOfQuery, estimateCartDelivery } from '../../flows/checkout/estimate-delivery';
import { CARRIER_ASKS_PER_CLIENT, checkPincode, createUpstreamLookup, type DeliveryEstimator } from '../../shipping';
import { consumeRateLimit } from '../../rate-limit';
import { registerOperation } from '../contract';

interface ShippingDependencies {
  db: Database;
  pincodeLookupUrl: string | undefined;
  deliveryEstimator: DeliveryEstimator;
}

export function registerShippingRoutes(app: FastifyInstance, { db, pincodeLookupUrl, deliveryEstimator }: ShippingDependencies): void {
  const upstream = pincodeLookupUrl ? createUpstreamLookup({ baseUrl: pincodeLookupUrl }) : undefined;
  registerOperation(app, 'checkPincode', async (request, reply) => {
    const answer = await checkPincode(request.params.pin, upstream);
    // Post offices rarely change: browsers and CDNs may keep an answer for a day.
    reply.header('cache-control', 'public, max-age=86400');
    return [answer];
  });

  registerOperation(app, 'getDeliveryEstimate', async (request, reply) => {
    // The contract let through six digits with spaces among them ("400 069").
    const pincode = request.query.pincode.replace(/\s+/g, '');
    const estimate = await estimateCartDelivery(db, deliveryEstimator, pincode, cartOfQuery(request.query), () =>
      consumeRateLimit(db, CARRIER_ASKS_PER_CLIENT, request.ip),
    );
    // A date is today's: a browser may reuse it for a while, not across midnight.
    reply.header('cache-control', estimate.status === 'unknown' ? 'no-store' : 'private, max-age=600');
    return estimate;
  });
}
