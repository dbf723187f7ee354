/**
 * notify: one event with a mail and a WhatsApp rendering writes two rows of the one outbox, one per channel,
 * and the one dispatcher sends each of them once, recording channel, provider and result on its row.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagingConsents, orders, outbox } from '../src/db/schema';
import { inTransaction } from '../src/db/transaction';
import type { Logger } from '../src/logger';
import type { MailTransport } from '../src/mail/transport';
import type { MessageChannel, OutgoingMessage } from '../src/messaging/channel';
import { messagingSetup } from '../src/messaging/setup';
import { notify } from '../src/notify';
import { deliverDue } from '../src/notify/dispatcher';
import { RULE_DRIVERS, openTestDatabase, type TestDatabase } from './support/databases';
import { createUser, resetDatabase } from './support/fixtures';
import { outboxSender } from './support/outbox';
import { proveNumber } from './support/proved-number';

const MOBILE = '9876543210';
const SITE = 'https://shop.example.test';
const quiet: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

describe.each(RULE_DRIVERS)('notify on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database?.close());
  beforeEach(() => resetDatabase(database.db));

  it('writes an event’s mail and WhatsApp message as two rows of the one outbox, and one dispatcher sends each once', async () => {
    const { db } = database;
    const customer = await createUser(db, { name: 'Asha Rao', email: 'asha@example.in' });
    await db.insert(messagingConsents).values({ userId: customer.id, purpose: 'order_updates', channel: 'whatsapp', granted: true, source: 'checkout', mobile: MOBILE });
    await proveNumber(db, customer.id, MOBILE);
    const [order] = await db
      .insert(orders)
      .values({ userId: customer.id, shipFullName: 'Asha Rao', shipPhone: MOBILE, shipAddress: '1 MG Road', shipCity: 'Pune', shipState: 'Maharashtra', shipZipCode: '411001', subtotalPaise: 49_900, totalPaise: 49_900, deliveryStatus: 'shipped', paymentStatus: 'completed', courierName: 'Delhivery', trackingNumber: 'DLV1' })
      .returning();

    const written = await inTransaction(db, (tx) => notify(tx, { name: 'delivery_update', order: order!, customer, siteUrl: SITE }, { userId: customer.id }));
    const rows = await db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map(({ id, channel, event, recipient, status }) => ({ id, channel, event, recipient, status }))).toEqual([
      { id: written.email, channel: 'email', event: 'order_shipped', recipient: 'asha@example.in', status: 'pending' },
      { id: written.whatsapp, channel: 'whatsapp', event: 'shipped', recipient: MOBILE, status: 'pending' },
    ]);

    const mails: string[] = [];
    const messages: OutgoingMessage[] = [];
    const transport: MailTransport = { send: async (mail) => void mails.push(mail.subject), close() {} };
    const setup = messagingSetup({}, quiet);
    const whatsapp: MessageChannel = { channel: 'whatsapp', provider: 'whatsapp_cloud', send: async (message) => (messages.push(message), { providerMessageId: 'wamid.1' }) };
    const sender = outboxSender(db, quiet, { transport, messaging: { ...setup, channels: { ...setup.channels, whatsapp } } });
    expect(await deliverDue(sender)).toBe(2);
    expect(await deliverDue(sender)).toBe(0);

    expect(mails).toHaveLength(1);
    expect(messages.map(({ to, template }) => ({ to, template }))).toEqual([{ to: MOBILE, template: 'order_shipped' }]);
    const sent = await db.select().from(outbox).orderBy(outbox.id);
    expect(sent.map(({ channel, status, provider, providerMessageId, attempts }) => ({ channel, status, provider, providerMessageId, attempts }))).toEqual([
      { channel: 'email', status: 'sent', provider: 'smtp', providerMessageId: null, attempts: 1 },
      { channel: 'whatsapp', status: 'sent', provider: 'whatsapp_cloud', providerMessageId: 'wamid.1', attempts: 1 },
    ]);

    // Told again (a courier's scan and staff marking the same move), the message is not written twice; the mail is.
    const again = await inTransaction(db, (tx) => notify(tx, { name: 'delivery_update', order: order!, customer, siteUrl: SITE }, { userId: customer.id }));
    expect(again.whatsapp).toBeUndefined();
    expect(await db.select().from(outbox).where(eq(outbox.channel, 'whatsapp'))).toHaveLength(1);
  });
});
