/** The pincode check of the cart. */
import type { FastifyInstance } from 'fastify';
import { checkPincode } from '../../shipping/check-pincode';
import { createUpstreamLookup } from '../../shipping/upstream-lookup';
import { registerOperation } from '../contract';

export function registerShippingRoutes(app: FastifyInstance, pincodeLookupUrl: string | undefined): void {
  const upstream = pincodeLookupUrl ? createUpstreamLookup({ baseUrl: pincodeLookupUrl }) : undefined;
  registerOperation(app, 'checkPincode', async (request, reply) => {
    const answer = await checkPincode(request.params.pin, upstream);
    // Post offices rarely change: browsers and CDNs may keep an answer for a day.
    reply.header('cache-control', 'public, max-age=86400');
    return [answer];
  });
}
