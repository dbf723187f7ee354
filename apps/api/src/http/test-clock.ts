/**
 * PUT /test/clock: sets the time sales are priced by, on a shop started for tests with SETTABLE_CLOCK=1
 * (the configuration refuses it in production; without it the route does not exist). Outside the
 * contract: no shopper or staff member calls it. Body `{"now": "<date-time>"}`, or `{"now": null}` for
 * the real time again. Public answers kept for the old time are old at once (sales/sale-calendar.ts).
 */
import type { FastifyInstance } from 'fastify';
import { InvalidInputError } from '../errors';
import { setShopTime, shopNow } from '../sales/shop-clock';

export function registerTestClock(app: FastifyInstance): void {
  app.put('/test/clock', async (request) => {
    const body = request.body as { now?: unknown } | undefined;
    const now = body?.now;
    const at = typeof now === 'string' ? new Date(now) : null;
    if (now !== null && (at === null || Number.isNaN(at.getTime()))) throw new InvalidInputError({ now: ['Give a date and time, or null for the real time.'] });
    setShopTime(at);
    return { now: shopNow().toISOString() };
  });
}
