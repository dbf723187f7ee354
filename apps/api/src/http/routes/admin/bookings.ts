/**
 * Crews, services and bookings for staff: crews kept by the owner, the services the crews sell, the week's bookings, moves to another crew or
 * another time, cancellations, settings, and a finished job's photos and completion.
 */
import type { Schema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import {
  addCompletionPhoto,
  bookingSettings,
  completeBooking,
  createCrew,
  createService,
  getCrew,
  listAdminServices,
  listCrews,
  reassignBooking,
  removeCompletionPhoto,
  rescheduleBooking,
  rescheduleSlots,
  reshapeBookingSettings,
  updateBookingSettings,
  updateCrew,
  updateService,
  weekOfBookings,
  withStaffPhotos,
} from '../../../bookings';
import { storeImage, type MediaStorage } from '../../../media';
import { registerPhotoUploads } from '../photo-uploads';
import type { Database } from '../../../db/database';
import { cancelSurveyForStaff } from '../../../flows/survey-fees/cancel-survey';
import type { SettleContext } from '../../../orders';
import type { PaymentGateway } from '../../../payments';
import { shopNow } from '../../../shop-clock';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export interface AdminBookingRouteSettings {
  /** Where the crews' photos are kept, and the largest a photo may be. */
  storage: MediaStorage;
  maxBytes: number;
}

export async function registerAdminBookingRoutes(
  app: FastifyInstance,
  db: Database,
  gateway: () => Promise<PaymentGateway>,
  context: SettleContext,
  settings: AdminBookingRouteSettings,
): Promise<void> {
  const { storage } = settings;
  const withPhotos = async (booking: Schema<'AdminBooking'>) => (await withStaffPhotos(db, [booking], storage))[0]!;
  registerOperation(app, 'listCrews', async () => listCrews(db));

  registerOperation(app, 'createCrew', async (request, reply) => reply.code(201).send(await createCrew(db, request.body, signedInStaff(request).userId)));

  registerOperation(app, 'getCrew', async (request) => getCrew(db, request.params.id));

  registerOperation(app, 'updateCrew', async (request) => updateCrew(db, request.params.id, request.body, signedInStaff(request).userId));

  registerOperation(app, 'listAdminServices', async () => listAdminServices(db));

  registerOperation(app, 'createService', async (request, reply) => {
    const { userId, role } = signedInStaff(request);
    return reply.code(201).send(await createService(db, { id: userId, role }, request.body));
  });

  registerOperation(app, 'updateService', async (request) => {
    const { userId, role } = signedInStaff(request);
    return updateService(db, { id: userId, role }, request.params.id, request.body);
  });

  registerOperation(app, 'listAdminBookings', async (request) => withStaffPhotos(db, await weekOfBookings(db, request.query.from, shopNow()), storage));

  registerOperation(app, 'reassignBooking', async (request) => withPhotos(await reassignBooking(db, request.params.id, request.body.crew_id, signedInStaff(request).userId, shopNow())));

  registerOperation(app, 'getRescheduleSlots', async (request) => rescheduleSlots(db, request.params.id, request.query, shopNow()));

  registerOperation(app, 'rescheduleBooking', async (request) =>
    withPhotos(await rescheduleBooking(db, request.params.id, request.body, signedInStaff(request).userId, shopNow(), context.siteUrl)),
  );

  registerOperation(app, 'cancelAdminBooking', async (request) =>
    withPhotos(await cancelSurveyForStaff(db, gateway, request.params.id, request.body.reason, signedInStaff(request).userId, shopNow(), { ...context, logger: request.log })),
  );

  registerOperation(app, 'completeBooking', async (request) =>
    withPhotos(await completeBooking(db, request.params.id, request.body, signedInStaff(request).userId, shopNow(), context.siteUrl)),
  );

  registerOperation(app, 'removeBookingPhoto', async (request) => withPhotos(await removeCompletionPhoto(db, storage, request.params.id, request.params.photoId, shopNow())));

  await registerPhotoUploads(app, settings.maxBytes, (scope) => {
    registerOperation(
      scope,
      'uploadBookingPhoto',
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return reply.code(201).send(await withPhotos(await addCompletionPhoto(db, request.params.id, () => storeImage(storage, bytes), shopNow())));
      },
      { bodyLimit: settings.maxBytes },
    );
  });

  registerOperation(app, 'getBookingSettings', async () => reshapeBookingSettings(await bookingSettings(db)));

  registerOperation(app, 'updateBookingSettings', async (request) => reshapeBookingSettings(await updateBookingSettings(db, request.body, signedInStaff(request).userId)));
}
