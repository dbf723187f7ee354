/**
 * Provider states of the back-office's WhatsApp and SMS pacts: a customer who chose WhatsApp at a
 * cash-on-delivery checkout, whose order's confirmation message the checkout queued, then sent (or given up
 * on) by the outbox's own dispatcher, and the owner's event switches.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { outbox } from '../../../src/db/schema';
import type { NotificationStatus } from '../../../src/db/tables/values';
import type { Logger } from '../../../src/logger';
import type { MessageChannel } from '../../../src/messaging/channel';
import { deliverDue } from '../../../src/notify/dispatcher';
import { messagingSetup } from '../../../src/messaging/setup';
import { createProduct } from '../../support/fixtures';
import { outboxSender } from '../../support/outbox';
import { proveNumber } from '../../support/proved-number';
import { placeCodPactOrder } from '../purchase-fixtures';
import { param, type StateHandler } from '../state-support';
import { customer } from './orders';

/** The number the customer typed at checkout; the back-office shows it as "••••••3210". */
const MOBILE = '9876543210';

const quiet: Logger = { info() {}, warn() {}, error() {} };

/** The channels as the provider runs them: no WhatsApp or MSG91 configured, so the log carries both (`demo`). */
const setup = messagingSetup({}, quiet);

/** The same WhatsApp channel while its provider is down: every send fails and is worth trying again. */
const whatsAppDown: MessageChannel = {
  channel: 'whatsapp',
  provider: setup.channels.whatsapp.provider,
  send: () => Promise.reject(new Error('The WhatsApp provider answered 503: Service Unavailable.')),
};

/** A cash-on-delivery order whose customer, their number proved, ticked WhatsApp at checkout; answers it and the message it queued. */
async function orderWithWhatsAppMessage(db: Database, email: string): Promise<{ orderId: number; notificationId: number }> {
  const owner = await customer(db, email);
  await proveNumber(db, owner.id, MOBILE);
  const { order } = await placeCodPactOrder(db, owner.id, (await createProduct(db)).id, 2, { mobile: MOBILE, order_updates: ['whatsapp'] });
  const [message] = await db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.orderId, order.id), ne(outbox.channel, 'email')));
  if (!message) throw new Error('the checkout queued no WhatsApp message for the order');
  return { orderId: order.id, notificationId: message.id };
}

/** The message's status after the dispatcher ran; a state that did not reach `wanted` is said plainly. */
async function expectStatus(db: Database, id: number, wanted: NotificationStatus): Promise<void> {
  const [row] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
  if (row?.status !== wanted) throw new Error(`the WhatsApp message is ${row?.status ?? 'missing'}, not ${wanted}`);
}

export function adminNotificationStates(db: Database): Record<string, StateHandler> {
  return {
    // Each returns `orderId` and `notificationId`.
    'customer {email} has an order with a WhatsApp message sent': async (params) => {
      const queued = await orderWithWhatsAppMessage(db, param(params, 'email'));
      await deliverDue(outboxSender(db, quiet, { messaging: setup }));
      await expectStatus(db, queued.notificationId, 'sent');
      return queued;
    },

    'customer {email} has an order whose WhatsApp message was given up on': async (params) => {
      const queued = await orderWithWhatsAppMessage(db, param(params, 'email'));
      // Five tries have failed (as messaging.test.ts brings it there), its last is due now, and WhatsApp is still down.
      await db.update(outbox).set({ attempts: 5 }).where(eq(outbox.id, queued.notificationId));
      await deliverDue(outboxSender(db, quiet, { messaging: { ...setup, channels: { ...setup.channels, whatsapp: whatsAppDown } } }));
      await expectStatus(db, queued.notificationId, 'dead');
      return queued;
    },

    // An empty database has the defaults: every event on, at version 1.
    'every order event messages the customer': async () => undefined,
  };
}
