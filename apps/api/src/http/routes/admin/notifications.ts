/** The back-office's WhatsApp and SMS: the messages about an order, retrying one, and the owner's event switches. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { adminNotificationSettings, orderNotifications, retryNotification, saveNotificationSettings } from '../../../notify';
import type { MessagingSetup } from '../../../messaging';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export function registerAdminNotificationRoutes(app: FastifyInstance, db: Database, setup: MessagingSetup): void {
  registerOperation(app, 'listOrderNotifications', async (request) => orderNotifications(db, request.params.id, setup));
  registerOperation(app, 'retryNotification', async (request) => retryNotification(db, request.params.notificationId, setup));
  registerOperation(app, 'getNotificationSettings', async () => adminNotificationSettings(db, setup));
  registerOperation(app, 'updateNotificationSettings', async (request) => saveNotificationSettings(db, request.body, signedInStaff(request).userId, setup));
}
