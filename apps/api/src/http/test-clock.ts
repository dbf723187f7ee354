/**
 * PUT /test/clock: moves the shop's clock (shop-clock.ts), on a shop started for tests with SETTABLE_CLOCK set to
 * a secret (the configuration refuses it in production; without it the route does not exist). The caller sends
 * that secret as `x-test-clock-token`, so a visitor of a test shop reachable by others cannot move its sales,
 * coupons and deadlines. Outside the contract: no shopper or staff member calls it. Body `{"now": "<date-time>"}`,
 * or `{"now": null}` for the real time again. Public answers kept for the old time are old at once
 * (sales/sale-calendar.ts).
 */
import type { FastifyInstance } from 'fastify';
import { InvalidInputError, problem } from '../errors';
import { setShopTime, shopNow } from '../shop-clock';
import { sameSecret } from './same-secret';
import { errorBody } from './errors';

const TEST_CLOCK_HEADER = 'x-test-clock-token';
const WRONG_TOKEN = 'The x-test-clock-token header does not hold the test clock’s secret (SETTABLE_CLOCK).';

export function registerTestClock(app: FastifyInstance, token: string): void {
  app.put('/test/clock', async (request, reply) => {
    if (!sameSecret(token, request.headers[TEST_CLOCK_HEADER])) {
      return reply.code(401).send(errorBody(problem('unauthorized', 'Unauthorized.'), { [TEST_CLOCK_HEADER]: [problem('token_wrong', WRONG_TOKEN)] }));
    }
    const body = request.body as { now?: unknown } | undefined;
    const now = body?.now;
    const at = typeof now === 'string' ? new Date(now) : null;
    if (now !== null && (at === null || Number.isNaN(at.getTime()))) throw new InvalidInputError({ now: [problem('invalid', 'Give a date and time, or null for the real time.')] });
    setShopTime(at);
    return { now: shopNow().toISOString() };
  });
}
