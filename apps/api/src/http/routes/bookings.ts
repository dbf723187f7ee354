/**
 * Site surveys for shoppers: the free slots at a PIN code, holding one, paying its fee or confirming a free one,
 * cancelling it (its fee refunded by the owner's rule), their list. The fitting of a paid order: its slots, booking
 * it, and answering the crew's completion (confirming the work or reporting a problem).
 */
import type { Schema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccountKeys } from '../../accounts';
import { confirmOwnBooking, holdSurvey, listOwnBookings, offeredServices, surveySlots, withCompletionPhotos } from '../../bookings';
import { bookFitting, fittingSlots } from '../../flows/installations/book-fitting';
import { answerFinishedJob } from '../../flows/installations/report-problem';
import type { MediaStorage } from '../../media';
import { cancelOwnSurvey } from '../../flows/survey-fees/cancel-survey';
import { payDemoSurvey, startSurveyPayment, verifySurveyPayment } from '../../flows/survey-fees/pay-survey';
import type { SettleContext } from '../../orders';
import type { PaymentGateway } from '../../payments';
import type { Database } from '../../db/database';
import { consumeRateLimit, type RateLimitRule } from '../../rate-limit';
import { shopNow } from '../../shop-clock';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';

/** Key: customer id. A survey or two, a few slots lost to others; more is someone filling the calendar. */
const HOLDS_PER_CUSTOMER: RateLimitRule = { bucket: 'booking_hold_user', limit: 20, windowSeconds: 60 * 60, detail: 'Too many bookings. Please try again later.' };

export interface BookingRouteSettings {
  /** The complaint links' key, for the ticket a reported problem opens. */
  keys: () => Promise<AccountKeys>;
  /** Where the crews' photos are kept. */
  storage: Pick<MediaStorage, 'urlOf'>;
}

export function registerBookingRoutes(app: FastifyInstance, db: Database, gateway: () => Promise<PaymentGateway>, context: SettleContext, settings: BookingRouteSettings): void {
  const { siteUrl } = context;
  const { keys } = settings;
  const withPhotos = async (booking: Schema<'Booking'>) => (await withCompletionPhotos(db, [booking], settings.storage))[0]!;
  registerOperation(app, 'getBookingSlots', async (request, reply) => {
    // Slots change with every booking: a browser asks again each time, and no shared cache keeps one.
    reply.header('cache-control', 'no-store');
    const { pincode, from, to } = request.query;
    return surveySlots(db, { pincode, from, to }, shopNow());
  });

  registerOperation(app, 'listServices', async (request, reply) => {
    // Follows the crews' PIN codes, which staff change at any time: asked fresh, never kept by a shared cache.
    reply.header('cache-control', 'no-store');
    return offeredServices(db, { pincode: request.query.pincode });
  });

  registerOperation(app, 'createBooking', async (request, reply) => {
    const { userId } = signedIn(request);
    await consumeRateLimit(db, HOLDS_PER_CUSTOMER, String(userId));
    return reply.code(201).send(await holdSurvey(db, userId, request.body, shopNow()));
  });

  registerOperation(app, 'confirmBooking', async (request) => confirmOwnBooking(db, signedIn(request).userId, request.params.id, shopNow(), siteUrl));

  registerOperation(app, 'startBookingPayment', async (request) => startSurveyPayment(db, await gateway(), signedIn(request).userId, request.params.id, shopNow()));

  registerOperation(app, 'verifyBookingPayment', async (request, reply) => {
    const { paid, answer } = await verifySurveyPayment(db, await gateway(), signedIn(request).userId, request.params.id, request.body, shopNow(), { ...context, logger: request.log });
    return reply.code(paid ? 200 : 400).send(answer);
  });

  // Stands in for Razorpay's Checkout when the demo provider is in use; with Razorpay configured it answers 404.
  registerOperation(app, 'payDemoBooking', async (request) => payDemoSurvey(db, await gateway(), signedIn(request).userId, request.params.id));

  registerOperation(app, 'cancelBooking', async (request) => cancelOwnSurvey(db, gateway, signedIn(request).userId, request.params.id, shopNow(), { ...context, logger: request.log }));

  registerOperation(app, 'listMyBookings', async (request) => withCompletionPhotos(db, await listOwnBookings(db, signedIn(request).userId, shopNow()), settings.storage));

  registerOperation(app, 'getInstallationSlots', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return fittingSlots(db, signedIn(request).userId, request.query, shopNow());
  });

  registerOperation(app, 'bookInstallation', async (request, reply) => {
    const { userId } = signedIn(request);
    await consumeRateLimit(db, HOLDS_PER_CUSTOMER, String(userId));
    return reply.code(201).send(await bookFitting(db, userId, request.body, shopNow(), siteUrl));
  });

  registerOperation(app, 'answerBookingCompletion', async (request) => {
    const linkSettings = { linkKey: (await keys()).complaintLinks, siteUrl };
    return withPhotos(await answerFinishedJob(db, signedIn(request).userId, request.params.id, request.body, shopNow(), linkSettings));
  });
}
