/** Site surveys for shoppers: the free slots at a PIN code, holding one, confirming or cancelling it, their list. */
import type { FastifyInstance } from 'fastify';
import { cancelOwnBooking, confirmOwnBooking, holdSurvey, listOwnBookings, surveySlots } from '../../bookings';
import type { Database } from '../../db/database';
import { consumeRateLimit, type RateLimitRule } from '../../rate-limit';
import { shopNow } from '../../shop-clock';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';

/** Key: customer id. A survey or two, a few slots lost to others; more is someone filling the calendar. */
const HOLDS_PER_CUSTOMER: RateLimitRule = { bucket: 'booking_hold_user', limit: 20, windowSeconds: 60 * 60, detail: 'Too many bookings. Please try again later.' };

export function registerBookingRoutes(app: FastifyInstance, db: Database, siteUrl: string): void {
  registerOperation(app, 'getBookingSlots', async (request, reply) => {
    // Slots change with every booking: a browser asks again each time, and no shared cache keeps one.
    reply.header('cache-control', 'no-store');
    const { pincode, from, to } = request.query;
    return surveySlots(db, { pincode, from, to }, shopNow());
  });

  registerOperation(app, 'createBooking', async (request, reply) => {
    const { userId } = signedIn(request);
    await consumeRateLimit(db, HOLDS_PER_CUSTOMER, String(userId));
    return reply.code(201).send(await holdSurvey(db, userId, request.body, shopNow()));
  });

  registerOperation(app, 'confirmBooking', async (request) => confirmOwnBooking(db, signedIn(request).userId, request.params.id, shopNow(), siteUrl));

  registerOperation(app, 'cancelBooking', async (request) => cancelOwnBooking(db, signedIn(request).userId, request.params.id, shopNow()));

  registerOperation(app, 'listMyBookings', async (request) => listOwnBookings(db, signedIn(request).userId, shopNow()));
}
