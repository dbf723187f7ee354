/** Crews and bookings for staff: crews kept by the owner, the week's bookings, moves, cancellations, settings. */
import type { FastifyInstance } from 'fastify';
import {
  bookingSettings,
  createCrew,
  getCrew,
  listCrews,
  reassignBooking,
  reshapeBookingSettings,
  updateBookingSettings,
  updateCrew,
  weekOfBookings,
} from '../../../bookings';
import type { Database } from '../../../db/database';
import { cancelSurveyForStaff } from '../../../flows/survey-fees/cancel-survey';
import type { SettleContext } from '../../../orders';
import type { PaymentGateway } from '../../../payments';
import { shopNow } from '../../../shop-clock';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export function registerAdminBookingRoutes(app: FastifyInstance, db: Database, gateway: () => Promise<PaymentGateway>, context: SettleContext): void {
  registerOperation(app, 'listCrews', async () => listCrews(db));

  registerOperation(app, 'createCrew', async (request, reply) => reply.code(201).send(await createCrew(db, request.body, signedInStaff(request).userId)));

  registerOperation(app, 'getCrew', async (request) => getCrew(db, request.params.id));

  registerOperation(app, 'updateCrew', async (request) => updateCrew(db, request.params.id, request.body, signedInStaff(request).userId));

  registerOperation(app, 'listAdminBookings', async (request) => weekOfBookings(db, request.query.from, shopNow()));

  registerOperation(app, 'reassignBooking', async (request) => reassignBooking(db, request.params.id, request.body.crew_id, signedInStaff(request).userId, shopNow()));

  registerOperation(app, 'cancelAdminBooking', async (request) =>
    cancelSurveyForStaff(db, gateway, request.params.id, request.body.reason, signedInStaff(request).userId, shopNow(), { ...context, logger: request.log }),
  );

  registerOperation(app, 'getBookingSettings', async () => reshapeBookingSettings(await bookingSettings(db)));

  registerOperation(app, 'updateBookingSettings', async (request) => reshapeBookingSettings(await updateBookingSettings(db, request.body, signedInStaff(request).userId)));
}
