/**
 * WhatsApp and SMS about orders, on both databases, against the fake WhatsApp Cloud API and the fake MSG91:
 * the customer's choices (off until chosen, kept with time, source and number, withdrawn in one tap or by STOP,
 * exported, erased); a STOP suppressing its number on its channel, whatever the accounts choose, until START;
 * the messages each order event queues, once per event and channel and only to those who chose; the outbox's
 * retries, dead letters, fallback to SMS and staff's retry, with the order never touched; WhatsApp's signed
 * webhook (statuses, the cash-on-delivery buttons, STOP, START); the owner's switches.
 */
import { randomUUID } from 'node:crypto';
import { normaliseIndianMobile } from '@shop/rules';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox, messagingConsents, messagingContacts, messagingSuppressions, orders, users, whatsAppReceivedMessages } from '../src/db/schema';
import type { Logger } from '../src/logger';
import { deliverDue } from '../src/notify/dispatcher';
import { forgetSpentConfirmationLinks } from '../src/notify/send-message';
import { messagingSetup } from '../src/messaging/setup';
import { forgetOldWhatsAppMessages } from '../src/flows/whatsapp-replies';
import { ACCOUNT_ENV, signUp, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { BENGALURU, codShop, type Buyer } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { FakeMsg91 } from './support/fake-msg91';
import { FakeWhatsApp } from './support/fake-whatsapp';
import { createProduct, resetDatabase, staffSessionFor } from './support/fixtures';
import { outboxSender } from './support/outbox';
import { proveNumber } from './support/proved-number';

const MOBILE = '9876543210';
/** Test customers are named "Test Customer …"; messages greet them by their first name. */
const FIRST_NAME = 'Test';
const OTHER_MOBILE = '9123456780';

const quietLogger = (): Logger => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() }) as unknown as Logger;

describe.each(RULE_DRIVERS)('WhatsApp and SMS about orders, on %s', (driver) => {
  const whatsapp = new FakeWhatsApp();
  const msg91 = new FakeMsg91();
  let t: TestApp;
  let shop: ReturnType<typeof codShop>;
  let ownerToken: string;
  beforeAll(async () => {
    await Promise.all([whatsapp.start(), msg91.start()]);
    t = await startTestApp(driver, { ...ACCOUNT_ENV, ...whatsapp.env(), ...msg91.env() });
    shop = codShop(t);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([whatsapp.stop(), msg91.stop()]);
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    whatsapp.reset();
    msg91.reset();
    ownerToken = (await staffSessionFor(t.database.db, TEST_KEYS)).token;
  });

  const db = () => t.database.db;
  const dispatch = () => deliverDue(outboxSender(db(), quietLogger(), { messaging: messagingSetup(t.config, quietLogger()) }));
  const messagesOf = (orderId: number) => db().select().from(outbox).where(and(eq(outbox.orderId, orderId), ne(outbox.channel, 'email'))).orderBy(outbox.id);
  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const preferences = (who: Buyer) => shop.api.get('/api/user/profile/messaging/', who.token);
  /** The account's choices changed; a number given is then proved, as its customer would. */
  const choose = async (who: Buyer, change: { mobile?: string | null; [choice: string]: unknown }) => {
    const changed = await shop.api.patch('/api/user/profile/messaging/', change, who.token);
    const mobile = typeof change.mobile === 'string' ? normaliseIndianMobile(change.mobile) : null;
    if (changed.statusCode === 200 && mobile !== null) await proveNumber(db(), who.userId, mobile);
    return changed;
  };

  /** A cash-on-delivery order placed with the boxes ticked at checkout, by a customer who proved the number typed. */
  async function codOrderChoosing(who: Buyer, messaging?: { mobile?: string; [choice: string]: unknown }): Promise<number> {
    if (messaging?.mobile !== undefined) await proveNumber(db(), who.userId, normaliseIndianMobile(messaging.mobile)!);
    const product = await createProduct(db(), { pricePaise: 129900, maxPricePaise: 129900, stock: 10 });
    const placed = await shop.api.post(
      '/api/user/orders/',
      { address: who.addressId, items: [{ product: product.id, quantity: 1 }], payment_method: 'cash_on_delivery', ...(messaging ? { messaging } : {}) },
      who.token,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<{ id: number }>().id;
  }

  /** Meta's webhook as the fake signs it, posted to the shop. */
  const webhook = (value: Record<string, unknown>, from?: string, signature?: string) => {
    const body = whatsapp.webhookBody(value, from);
    return t.app.inject({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? whatsapp.sign(body) },
      payload: body,
    });
  };
  const status = (wamid: string, state: string) => webhook({ statuses: [{ id: wamid, status: state, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: `91${MOBILE}` }] });
  const tap = (from: string, payload: string, repliedTo: string) =>
    webhook({ messages: [{ from: `91${from}`, id: `wamid.reply${randomUUID()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'button', context: { from: '912240001234', id: repliedTo }, button: { payload, text: 'Confirm order' } }] }, from);
  const text = (from: string, body: string) =>
    webhook({ messages: [{ from: `91${from}`, id: `wamid.text${randomUUID()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body } }] }, from);

  describe('the customer’s choices', () => {
    it('are all off until chosen, and a channel needs a valid Indian mobile number', async () => {
      const who = await shop.buyer();
      const before = await preferences(who);
      expect(before.statusCode).toBe(200);
      expectToMatchContract('getMessagingPreferences', 200, before.json());
      expect(before.json()).toEqual({
        mobile: null,
        order_updates: { whatsapp: { granted: false, changed_at: null, source: null }, sms: { granted: false, changed_at: null, source: null } },
        marketing: { whatsapp: { granted: false, changed_at: null, source: null }, sms: { granted: false, changed_at: null, source: null } },
        stopped: [],
        verified: false,
      });

      const noNumber = await choose(who, { order_updates: { whatsapp: true } });
      expect(noNumber.statusCode).toBe(400);
      expect(Object.keys(noNumber.json<{ errors: object }>().errors)).toEqual(['mobile']);
      for (const bad of ['12345', '5876543210', '+44 7700 900123']) {
        const refused = await choose(who, { mobile: bad, order_updates: { whatsapp: true } });
        expect(refused.statusCode, bad).toBe(400);
        expect(refused.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('mobile');
      }
      expect(await db().select().from(messagingConsents)).toEqual([]);
      expect(await db().select().from(messagingContacts)).toEqual([]);
    });

    it('are kept with their time and source, changed one tap at a time, and all withdrawn with the number', async () => {
      const who = await shop.buyer();
      const chosen = await choose(who, { mobile: '+91 98765-43210', order_updates: { whatsapp: true, sms: true } });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expectToMatchContract('updateMessagingPreferences', 200, chosen.json());
      const now = chosen.json<{ mobile: string; order_updates: { whatsapp: { granted: boolean; source: string; changed_at: string } } }>();
      expect(now.mobile).toBe(MOBILE);
      expect(now.order_updates.whatsapp).toMatchObject({ granted: true, source: 'account' });
      expect(Date.now() - Date.parse(now.order_updates.whatsapp.changed_at)).toBeLessThan(60_000);

      // One tap withdraws one channel; the other stays, and asking again for what is in force records nothing.
      const withdrawn = (await choose(who, { order_updates: { whatsapp: false, sms: true } })).json<{ order_updates: Record<string, { granted: boolean }> }>();
      expect(withdrawn.order_updates).toMatchObject({ whatsapp: { granted: false }, sms: { granted: true } });
      expect(await db().select().from(messagingConsents)).toHaveLength(3);

      const gone = (await choose(who, { mobile: null })).json<{ mobile: null; order_updates: Record<string, { granted: boolean }> }>();
      expect(gone.mobile).toBeNull();
      expect(gone.order_updates).toMatchObject({ whatsapp: { granted: false }, sms: { granted: false } });
      // Each row names the number it covers, the withdrawal with the number removed included.
      const rows = await db().select().from(messagingConsents).orderBy(messagingConsents.id);
      expect(rows.map((row) => [row.channel, row.granted, row.mobile])).toEqual([
        ['whatsapp', true, MOBILE],
        ['sms', true, MOBILE],
        ['whatsapp', false, MOBILE],
        ['sms', false, MOBILE],
      ]);

      // A new number: the choices made from now on name it.
      await choose(who, { mobile: OTHER_MOBILE, marketing: { sms: true } });
      expect((await db().select().from(messagingConsents).orderBy(messagingConsents.id)).at(-1)).toMatchObject({ purpose: 'marketing', channel: 'sms', mobile: OTHER_MOBILE });
    });

    it('are recorded from the sign-up form, with sign_up as their source, and offers apart from order updates', async () => {
      const email = 'asha.messages@example.in';
      await signUp(t, { email, contact: MOBILE, messaging: { mobile: MOBILE, order_updates: ['whatsapp'], marketing: [] } });
      const rows = await db().select().from(messagingConsents);
      expect(rows.map(({ purpose, channel, granted, source }) => ({ purpose, channel, granted, source }))).toEqual([{ purpose: 'order_updates', channel: 'whatsapp', granted: true, source: 'sign_up' }]);
    });

    it('are in the customer’s export, whole, and gone with the number when the account is erased', async () => {
      const who = await shop.buyer();
      await choose(who, { mobile: MOBILE, order_updates: { whatsapp: true }, marketing: { sms: true } });
      await choose(who, { marketing: { sms: false } });
      const orderId = await codOrderChoosing(who);
      expect(await messagesOf(orderId)).toHaveLength(1);

      const exported = await shop.api.get(`/api/admin/customers/${who.userId}/export/`, ownerToken);
      expect(exported.statusCode, exported.body).toBe(200);
      const { messaging } = exported.json<{ messaging: { mobile: string; choices: { purpose: string; channel: string; granted: boolean; source: string; mobile: string | null }[] } }>();
      expect(messaging.mobile).toBe(MOBILE);
      expect(messaging.choices.map(({ purpose, channel, granted, source }) => [purpose, channel, granted, source])).toEqual([
        ['order_updates', 'whatsapp', true, 'account'],
        ['marketing', 'sms', true, 'account'],
        ['marketing', 'sms', false, 'account'],
      ]);
      expect(messaging.choices.map((choice) => choice.mobile)).toEqual([MOBILE, MOBILE, MOBILE]);

      const { version } = (await shop.api.get(`/api/admin/customers/${who.userId}/`, ownerToken)).json<{ version: number }>();
      const erased = await shop.api.post(`/api/admin/customers/${who.userId}/erase/`, { version, email: who.email }, ownerToken);
      expect(erased.statusCode, erased.body).toBe(200);
      expect(await db().select().from(messagingContacts)).toEqual([]);
      expect(await db().select().from(messagingConsents)).toEqual([]);
      expect(await messagesOf(orderId)).toEqual([]);
    });
  });

  describe('the messages of an order', () => {
    it('go on WhatsApp to a customer who chose it at checkout, with the confirmation’s buttons and link', async () => {
      const who = await shop.buyer();
      const orderId = await codOrderChoosing(who, { mobile: MOBILE, order_updates: ['whatsapp'] });
      const [choice] = await db().select().from(messagingConsents);
      expect(choice).toMatchObject({ purpose: 'order_updates', channel: 'whatsapp', granted: true, source: 'checkout' });

      // One dispatcher sends both rows of the event: the order's mail and its WhatsApp message.
      expect(await dispatch()).toBe(2);
      expect(whatsapp.sent).toHaveLength(1);
      const [sent] = whatsapp.sent;
      expect(sent).toMatchObject({ to: `91${MOBILE}`, template: 'cod_confirmation', buttons: [`cod_confirm:${orderId}`, `cod_cancel:${orderId}`] });
      expect(sent!.parameters.slice(0, 3)).toEqual([FIRST_NAME, `#${orderId}`, '₹1,348.00']);
      expect(sent!.parameters[4]).toMatch(/^https:\/\/shop\.example\.test\/confirm-order\/[A-Za-z0-9_-]{43}$/);
      const [message] = await messagesOf(orderId);
      expect(message).toMatchObject({ status: 'sent', provider: 'whatsapp_cloud', template: 'cod_confirmation', providerMessageId: sent!.wamid, attempts: 1 });

      // The back-office lists it, the number masked.
      const listed = await shop.api.get(`/api/admin/orders/${orderId}/notifications/`, ownerToken);
      expect(listed.statusCode).toBe(200);
      expectToMatchContract('listOrderNotifications', 200, listed.json());
      expect(listed.json<{ notifications: object[] }>().notifications).toEqual([
        expect.objectContaining({ event: 'cod_confirmation', channel: 'whatsapp', provider: 'whatsapp_cloud', template: 'cod_confirmation', to: '••••••3210', status: 'sent' }),
      ]);
    });

    it('greet a customer whose name is a link with a neutral word, so no link of theirs reaches the number', async () => {
      const who = await shop.buyer();
      await db().update(users).set({ name: 'https://evil.example/kyc-update?id=1' }).where(eq(users.id, who.userId));
      const orderId = await codOrderChoosing(who, { mobile: MOBILE, order_updates: ['whatsapp'] });
      const [queued] = await messagesOf(orderId);
      expect(queued!.parameters[0]).toBe('there');
      expect(JSON.stringify(queued!.parameters)).not.toContain('evil');
      // The one link in it is the shop's own.
      expect(queued!.parameters.filter((parameter) => parameter.includes('://')).every((link) => link.startsWith('https://shop.example.test/'))).toBe(true);
      await dispatch();
      expect(whatsapp.sent[0]!.parameters).toEqual(queued!.parameters);
    });

    it('are not sent to a customer who chose neither channel: they get e-mail only', async () => {
      const who = await shop.buyer();
      const orderId = await codOrderChoosing(who);
      expect(await messagesOf(orderId)).toEqual([]);
      expect(await dispatch()).toBe(1); // the mail
      expect(whatsapp.sent).toEqual([]);
      expect(await db().select().from(outbox).where(eq(outbox.recipient, who.email))).toHaveLength(1);
    });

    it('follow the order once per event and channel: shipped, delivered, and nothing twice', async () => {
      const who = await shop.buyer();
      const orderId = await codOrderChoosing(who, { mobile: MOBILE, order_updates: ['whatsapp'] });
      expect((await shop.answerSignedIn(who, orderId, 'confirm')).statusCode).toBe(200);
      expect((await shop.ship(ownerToken, orderId)).statusCode).toBe(200);
      expect((await shop.move(ownerToken, orderId, 'deliver')).statusCode).toBe(200);
      expect((await messagesOf(orderId)).map((row) => row.event)).toEqual(['cod_confirmation', 'shipped', 'delivered']);
      await dispatch();
      const shipped = whatsapp.sent.find((sent) => sent.template === 'order_shipped')!;
      expect(shipped.parameters).toEqual([FIRST_NAME, `#${orderId}`, 'Delhivery', 'https://shop.example.test/orders']);
      expect(whatsapp.sent.find((sent) => sent.template === 'order_delivered')!.parameters).toEqual([FIRST_NAME, `#${orderId}`, 'https://shop.example.test/orders']);
    });

    it('go by SMS to a customer who chose only SMS, and fall back to SMS when WhatsApp cannot deliver', async () => {
      const smsOnly = await shop.buyer();
      const first = await codOrderChoosing(smsOnly, { mobile: OTHER_MOBILE, order_updates: ['sms'] });
      const both = await shop.buyer();
      const second = await codOrderChoosing(both, { mobile: MOBILE, order_updates: ['whatsapp', 'sms'] });
      whatsapp.undeliverable.add(MOBILE);
      // The fallback is sent in the same run as the WhatsApp message that could not be delivered.
      await dispatch();
      expect((await messagesOf(first)).map((row) => [row.channel, row.status, row.provider])).toEqual([['sms', 'sent', 'msg91']]);
      expect((await messagesOf(second)).map((row) => [row.channel, row.status])).toEqual([
        ['whatsapp', 'failed'],
        ['sms', 'sent'],
      ]);
      expect(msg91.sent.map((sms) => [sms.mobiles, sms.variables[1]])).toEqual([
        [`91${OTHER_MOBILE}`, `#${first}`],
        [`91${MOBILE}`, `#${second}`],
      ]);
      // Each SMS carried its link; once sent, the outbox keeps it withheld.
      expect(msg91.sent[0]!.variables[4]).toMatch(/\/confirm-order\/[A-Za-z0-9_-]{43}$/);
      expect((await messagesOf(first))[0]!.parameters[4]).toBe('https://shop.example.test/confirm-order/[withheld]');
      expect((await messagesOf(second))[1]!.parameters[4]).toBe('https://shop.example.test/confirm-order/[withheld]');
    });

    it('are tried again while WhatsApp is down, then dead for staff to retry, and the order is untouched', async () => {
      const who = await shop.buyer();
      const orderId = await codOrderChoosing(who, { mobile: MOBILE, order_updates: ['whatsapp'] });
      const before = await orderRow(orderId);
      whatsapp.down = true;
      await dispatch();
      let [message] = await messagesOf(orderId);
      expect(message).toMatchObject({ status: 'pending', attempts: 1 });
      expect(message!.lastError).toBeTruthy();
      expect(message!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      // Its last try, due now: it gives up.
      await db().update(outbox).set({ attempts: 5, nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outbox.id, message!.id));
      await dispatch();
      [message] = await messagesOf(orderId);
      expect(message).toMatchObject({ status: 'dead', attempts: 6 });
      expect(await orderRow(orderId)).toEqual(before);

      // Staff retry it from the order's page once WhatsApp is back; only a failed or dead message can be.
      whatsapp.down = false;
      const retried = await shop.api.post(`/api/admin/notifications/${message!.id}/retry/`, {}, ownerToken);
      expect(retried.statusCode, retried.body).toBe(200);
      expectToMatchContract('retryNotification', 200, retried.json());
      expect(retried.json()).toMatchObject({ status: 'pending', attempts: 0 });
      await dispatch();
      expect((await messagesOf(orderId))[0]).toMatchObject({ status: 'sent' });
      const again = await shop.api.post(`/api/admin/notifications/${message!.id}/retry/`, {}, ownerToken);
      expect(again.statusCode).toBe(409);
      expect((await shop.api.post('/api/admin/notifications/999999/retry/', {}, ownerToken)).statusCode).toBe(404);
    });

    it('go in the order of their events: a message waiting for its retry holds the order’s later ones', async () => {
      const who = await shop.buyer();
      const orderId = await codOrderChoosing(who, { mobile: MOBILE, order_updates: ['whatsapp'] });
      expect((await shop.answerSignedIn(who, orderId, 'confirm')).statusCode).toBe(200);
      whatsapp.down = true;
      await dispatch();
      expect((await shop.ship(ownerToken, orderId)).statusCode).toBe(200);
      expect((await shop.move(ownerToken, orderId, 'deliver')).statusCode).toBe(200);
      whatsapp.down = false;
      await dispatch();
      expect(whatsapp.sent).toEqual([]);

      const [question] = await messagesOf(orderId);
      await db().update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outbox.id, question!.id));
      await dispatch();
      expect(whatsapp.sent.map((sent) => sent.template)).toEqual(['cod_confirmation', 'order_shipped', 'order_delivered']);
    });

    it('are sent once each when two dispatchers run at the same time, as two instances do', async () => {
      const orderIds: number[] = [];
      for (let i = 0; i < 4; i += 1) orderIds.push(await codOrderChoosing(await shop.buyer(), { mobile: MOBILE, order_updates: ['whatsapp'] }));
      const [first, second] = await Promise.all([dispatch(), dispatch()]);
      expect(first + second).toBe(8); // each order's mail and message
      expect(whatsapp.sent.map((sent) => sent.buttons[0]).sort()).toEqual(orderIds.map((id) => `cod_confirm:${id}`).sort());
      for (const orderId of orderIds) expect((await messagesOf(orderId))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('are not sent once the customer has withdrawn the channel', async () => {
      const who = await shop.buyer();
      const orderId = await codOrderChoosing(who, { mobile: MOBILE, order_updates: ['whatsapp'] });
      await choose(who, { order_updates: { whatsapp: false } });
      await dispatch();
      expect(whatsapp.sent).toEqual([]);
      expect((await messagesOf(orderId))[0]).toMatchObject({ status: 'failed' });
    });
  });

  describe('WhatsApp’s webhook', () => {
    async function askedOnWhatsApp() {
      const who = await shop.buyer();
      const orderId = await codOrderChoosing(who, { mobile: MOBILE, order_updates: ['whatsapp'] });
      await dispatch();
      return { who, orderId, wamid: whatsapp.sent.at(-1)!.wamid };
    }

    it('moves a message forward through sent, delivered and read, never back', async () => {
      const { orderId, wamid } = await askedOnWhatsApp();
      expect((await status(wamid, 'delivered')).statusCode).toBe(200);
      expect((await messagesOf(orderId))[0]!.status).toBe('delivered');
      await status(wamid, 'read');
      await status(wamid, 'sent');
      expect((await messagesOf(orderId))[0]!.status).toBe('read');
      expect((await status('wamid.unknown', 'delivered')).statusCode).toBe(200);
    });

    it('confirms the order when the customer taps Confirm on the question sent to their number', async () => {
      const { orderId, wamid } = await askedOnWhatsApp();
      expect((await tap(MOBILE, `cod_confirm:${orderId}`, wamid)).statusCode).toBe(200);
      expect((await orderRow(orderId)).codConfirmation).toBe('confirmed');
      // Cancel after confirming changes nothing, and still answers 200 so Meta does not send it again.
      expect((await tap(MOBILE, `cod_cancel:${orderId}`, wamid)).statusCode).toBe(200);
      expect(await orderRow(orderId)).toMatchObject({ codConfirmation: 'confirmed', deliveryStatus: 'pending' });
    });

    it('cancels the order on Cancel, and ignores taps from another number, on another message or for another order', async () => {
      const { orderId, wamid } = await askedOnWhatsApp();
      await tap(OTHER_MOBILE, `cod_cancel:${orderId}`, wamid);
      await tap(MOBILE, `cod_cancel:${orderId}`, 'wamid.somethingElse');
      await tap(MOBILE, `cod_cancel:${orderId + 1}`, wamid);
      await tap(MOBILE, 'cod_cancel:not-a-number', wamid);
      expect((await orderRow(orderId)).codConfirmation).toBe('awaiting');
      await tap(MOBILE, `cod_cancel:${orderId}`, wamid);
      expect(await orderRow(orderId)).toMatchObject({ codConfirmation: 'cancelled', deliveryStatus: 'cancelled' });
    });

    it('ignores, with 200, a tap naming an order id no order can have, so Meta does not send it again', async () => {
      const { orderId, wamid } = await askedOnWhatsApp();
      for (const impossible of ['2147483648', '9999999999']) {
        const answer = await tap(MOBILE, `cod_cancel:${impossible}`, wamid);
        expect(answer.statusCode, answer.body).toBe(200);
      }
      expect((await orderRow(orderId)).codConfirmation).toBe('awaiting');
    });

    it('keeps a confirmation’s secret link until WhatsApp delivers it, then withheld', async () => {
      const { orderId, wamid } = await askedOnWhatsApp();
      const link = whatsapp.sent.at(-1)!.parameters[4]!;
      expect((await messagesOf(orderId))[0]!.parameters[4]).toBe(link);
      await status(wamid, 'delivered');
      const [kept] = await messagesOf(orderId);
      expect(kept!.parameters).toEqual([...whatsapp.sent.at(-1)!.parameters.slice(0, 4), 'https://shop.example.test/confirm-order/[withheld]']);
    });

    it('withholds the link of a question already answered or past its deadline, and never sends such a message', async () => {
      const { orderId, wamid } = await askedOnWhatsApp();
      const other = await askedOnWhatsApp();
      await tap(MOBILE, `cod_confirm:${orderId}`, wamid);
      expect(await forgetSpentConfirmationLinks(db())).toBe(1);
      expect((await messagesOf(orderId))[0]!.parameters[4]).toBe('https://shop.example.test/confirm-order/[withheld]');
      expect((await messagesOf(other.orderId))[0]!.parameters[4]).not.toContain('[withheld]');

      const pastDeadline = new Date((await orderRow(other.orderId)).codConfirmBy!.getTime() + 1000);
      expect(await forgetSpentConfirmationLinks(db(), pastDeadline)).toBe(1);
      const [spent] = await messagesOf(other.orderId);
      expect(JSON.stringify(spent)).not.toContain(whatsapp.sent.at(-1)!.parameters[4]);

      // Staff retry it anyway: it is not sent with a dead link.
      await db().update(outbox).set({ status: 'failed' }).where(eq(outbox.id, spent!.id));
      expect((await shop.api.post(`/api/admin/notifications/${spent!.id}/retry/`, {}, ownerToken)).statusCode).toBe(200);
      const sentBefore = whatsapp.sent.length;
      await dispatch();
      expect(whatsapp.sent).toHaveLength(sentBefore);
      expect((await messagesOf(other.orderId))[0]).toMatchObject({ status: 'failed', lastError: 'Not sent: its link has expired.' });
    });

    it('refuses a wrong or missing signature with 401 and changes nothing', async () => {
      const { orderId, wamid } = await askedOnWhatsApp();
      const body = whatsapp.webhookBody({ statuses: [{ id: wamid, status: 'read', timestamp: '1', recipient_id: `91${MOBILE}` }] });
      for (const signature of [whatsapp.sign(body, 'another-secret'), 'sha256=00', '']) {
        const answer = await t.app.inject({ method: 'POST', url: '/api/messaging/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, payload: body });
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toHaveProperty('errors.X-Hub-Signature-256');
      }
      expect((await tap(MOBILE, `cod_confirm:${orderId}`, wamid).then(() => orderRow(orderId))).codConfirmation).toBe('confirmed');
      expect((await messagesOf(orderId))[0]!.status).toBe('sent');
    });

    it('withdraws WhatsApp for that number when the customer replies STOP', async () => {
      const { who } = await askedOnWhatsApp();
      await choose(who, { marketing: { whatsapp: true, sms: true } });
      expect((await text(MOBILE, ' Stop ')).statusCode).toBe(200);
      const now = (await preferences(who)).json<{ order_updates: { whatsapp: object }; marketing: { whatsapp: object; sms: object } }>();
      expect(now.order_updates.whatsapp).toMatchObject({ granted: false, source: 'reply_stop' });
      expect(now.marketing.whatsapp).toMatchObject({ granted: false, source: 'reply_stop' });
      expect(now.marketing.sms).toMatchObject({ granted: true });
      await text(MOBILE, 'Thank you');
      expect(await db().select().from(messagingConsents)).toHaveLength(5);
    });

    it('acts on a message once: a STOP delivered again does not withdraw the consent given since', async () => {
      const { who } = await askedOnWhatsApp();
      const body = whatsapp.webhookBody(
        { messages: [{ from: `91${MOBILE}`, id: 'wamid.stop-once', timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: 'STOP' } }] },
        MOBILE,
      );
      const post = () =>
        t.app.inject({ method: 'POST', url: '/api/messaging/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsapp.sign(body) }, payload: body });
      expect((await post()).statusCode).toBe(200);
      expect((await preferences(who)).json()).toMatchObject({ order_updates: { whatsapp: { granted: false, source: 'reply_stop' } } });
      await choose(who, { order_updates: { whatsapp: true } });

      expect((await post()).statusCode).toBe(200);
      expect((await preferences(who)).json()).toMatchObject({ order_updates: { whatsapp: { granted: true, source: 'account' } } });
    });

    it('ignores a message written more than a day ago, and forgets the ids it keeps after two', async () => {
      const { who, orderId, wamid } = await askedOnWhatsApp();
      const longAgo = String(Math.floor(Date.now() / 1000) - 25 * 60 * 60);
      const old = (id: string, message: object) => webhook({ messages: [{ from: `91${MOBILE}`, id, timestamp: longAgo, ...message }] });
      expect((await old('wamid.old-stop', { type: 'text', text: { body: 'STOP' } })).statusCode).toBe(200);
      expect((await old('wamid.old-tap', { type: 'button', context: { id: wamid }, button: { payload: `cod_cancel:${orderId}` } })).statusCode).toBe(200);
      expect((await preferences(who)).json()).toMatchObject({ order_updates: { whatsapp: { granted: true } } });
      expect((await orderRow(orderId)).codConfirmation).toBe('awaiting');

      await text(MOBILE, 'STOP');
      expect(await db().select().from(whatsAppReceivedMessages)).toHaveLength(1);
      await db().update(whatsAppReceivedMessages).set({ receivedAt: new Date(Date.now() - 49 * 60 * 60 * 1000) });
      await forgetOldWhatsAppMessages(db());
      expect(await db().select().from(whatsAppReceivedMessages)).toEqual([]);
    });

    it('answers Meta’s subscription handshake with the challenge for the shop’s verify token only', async () => {
      const handshake = (token: string) =>
        t.app.inject({ method: 'GET', url: `/api/messaging/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444` });
      const right = await handshake(whatsapp.env().WHATSAPP_VERIFY_TOKEN!);
      expect(right.statusCode).toBe(200);
      expect(right.body).toBe('1158201444');
      expect((await handshake('guess')).statusCode).toBe(403);
    });
  });

  describe('a STOP from a number', () => {
    /** A customer whose account chose order updates on the channels given, to the number given. */
    async function customerOf(mobile: string, channels: ('whatsapp' | 'sms')[]) {
      const who = await shop.buyer();
      const chosen = await choose(who, { mobile, order_updates: Object.fromEntries(channels.map((channel) => [channel, true])) });
      expect(chosen.statusCode, chosen.body).toBe(200);
      return who;
    }
    const stoppedOf = async (who: Buyer) => (await preferences(who)).json<{ stopped: string[] }>().stopped;

    it('silences WhatsApp to that number though the account ticks it again, until the number sends START', async () => {
      const who = await customerOf(MOBILE, ['whatsapp']);
      const queuedBefore = await codOrderChoosing(who);
      expect((await text(MOBILE, 'STOP')).statusCode).toBe(200);
      expect(await stoppedOf(who)).toEqual(['whatsapp']);
      const [suppression] = await db().select().from(messagingSuppressions);
      expect(suppression).toMatchObject({ mobile: MOBILE, channel: 'whatsapp', source: 'reply_stop' });

      // What was queued before the STOP is not sent after it.
      await dispatch();
      expect(whatsapp.sent).toEqual([]);
      expect((await messagesOf(queuedBefore))[0]).toMatchObject({ status: 'failed', lastError: 'Not sent: the number replied STOP on WhatsApp.' });

      // The account ticks WhatsApp again: recorded and shown, but the number's STOP holds.
      const ticked = await choose(who, { order_updates: { whatsapp: true } });
      expect(ticked.statusCode).toBe(200);
      expectToMatchContract('updateMessagingPreferences', 200, ticked.json());
      expect(ticked.json()).toMatchObject({ order_updates: { whatsapp: { granted: true, source: 'account' } }, stopped: ['whatsapp'] });
      const silenced = await codOrderChoosing(who, { order_updates: ['whatsapp'] });
      await dispatch();
      expect(await messagesOf(silenced)).toEqual([]);
      expect(whatsapp.sent).toEqual([]);

      // Only the number lifts it; a greeting does not.
      await text(MOBILE, 'hi');
      expect(await stoppedOf(who)).toEqual(['whatsapp']);
      expect((await text(MOBILE, ' Start ')).statusCode).toBe(200);
      expect(await stoppedOf(who)).toEqual([]);
      expect(await db().select().from(messagingSuppressions)).toEqual([]);
      const resumed = await codOrderChoosing(who);
      await dispatch();
      expect(whatsapp.sent.map((sent) => [sent.to, sent.buttons[0]])).toEqual([[`91${MOBILE}`, `cod_confirm:${resumed}`]]);
    });

    it('holds for the number, not the account: another number is messaged, and an account that takes the number is not', async () => {
      const stopper = await customerOf(MOBILE, ['whatsapp']);
      const other = await customerOf(OTHER_MOBILE, ['whatsapp']);
      await text(MOBILE, 'STOP');
      expect(await stoppedOf(stopper)).toEqual(['whatsapp']);
      expect(await stoppedOf(other)).toEqual([]);

      const toOther = await codOrderChoosing(other);
      await dispatch();
      expect(whatsapp.sent.map((sent) => [sent.to, sent.buttons[0]])).toEqual([[`91${OTHER_MOBILE}`, `cod_confirm:${toOther}`]]);

      // A new account typing the stopped number gets nothing there either.
      const newcomer = await shop.buyer();
      const ordered = await codOrderChoosing(newcomer, { mobile: MOBILE, order_updates: ['whatsapp'] });
      expect(await messagesOf(ordered)).toEqual([]);
      expect(await stoppedOf(newcomer)).toEqual(['whatsapp']);
    });

    it('silences WhatsApp only: SMS chosen too still goes, and a number stopped on SMS still gets WhatsApp', async () => {
      const both = await customerOf(MOBILE, ['whatsapp', 'sms']);
      await text(MOBILE, 'STOP');
      const bySms = await codOrderChoosing(both);
      expect((await messagesOf(bySms)).map((row) => row.channel)).toEqual(['sms']);
      await dispatch();
      expect(whatsapp.sent).toEqual([]);
      expect(msg91.sent.map((sms) => sms.mobiles)).toEqual([`91${MOBILE}`]);

      // A suppression on SMS (none arrives by SMS yet: MSG91 keeps DLT opt-outs) leaves WhatsApp alone.
      const smsStopped = await customerOf(OTHER_MOBILE, ['whatsapp', 'sms']);
      await db().insert(messagingSuppressions).values({ mobile: OTHER_MOBILE, channel: 'sms', source: 'reply_stop' });
      expect(await stoppedOf(smsStopped)).toEqual(['sms']);
      whatsapp.undeliverable.add(OTHER_MOBILE);
      const byWhatsApp = await codOrderChoosing(smsStopped);
      await dispatch();
      await dispatch();
      // WhatsApp tried; its failure falls back to nothing, since the number stopped SMS.
      expect((await messagesOf(byWhatsApp)).map((row) => [row.channel, row.status])).toEqual([['whatsapp', 'failed']]);
      expect(msg91.sent).toHaveLength(1);
    });

    it('is kept when the account is erased, and a START sent again after a new STOP does not lift it', async () => {
      const who = await customerOf(MOBILE, ['whatsapp']);
      const start = whatsapp.webhookBody(
        { messages: [{ from: `91${MOBILE}`, id: 'wamid.start-once', timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: 'START' } }] },
        MOBILE,
      );
      const postStart = () =>
        t.app.inject({ method: 'POST', url: '/api/messaging/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsapp.sign(start) }, payload: start });
      await text(MOBILE, 'STOP');
      expect((await postStart()).statusCode).toBe(200);
      expect(await stoppedOf(who)).toEqual([]);
      await text(MOBILE, 'STOP');
      expect((await postStart()).statusCode).toBe(200);
      expect(await stoppedOf(who)).toEqual(['whatsapp']);

      const { version } = (await shop.api.get(`/api/admin/customers/${who.userId}/`, ownerToken)).json<{ version: number }>();
      expect((await shop.api.post(`/api/admin/customers/${who.userId}/erase/`, { version, email: who.email }, ownerToken)).statusCode).toBe(200);
      expect(await db().select().from(messagingConsents)).toEqual([]);
      expect(await db().select({ mobile: messagingSuppressions.mobile, channel: messagingSuppressions.channel }).from(messagingSuppressions)).toEqual([
        { mobile: MOBILE, channel: 'whatsapp' },
      ]);
    });
  });

  describe('the owner’s switches', () => {
    it('list each event’s templates, switch an event off for new messages, and are the owner’s alone', async () => {
      const settings = await shop.api.get('/api/admin/settings/notifications/', ownerToken);
      expect(settings.statusCode).toBe(200);
      expectToMatchContract('getNotificationSettings', 200, settings.json());
      const read = settings.json<{ version: number; channels: object; templates: { event: string; enabled: boolean; sms_template_id: string | null; buttons: string[] }[] }>();
      expect(read.channels).toEqual({ whatsapp: 'whatsapp_cloud', sms: 'msg91' });
      expect(read.templates.map((template) => template.event)).toEqual(['order_placed', 'cod_confirmation', 'shipped', 'out_for_delivery', 'delivery_problem', 'delivered', 'return_update', 'refund_processed', 'abandoned_cart', 'complaint_update', 'quote_update', 'visit_reminder', 'visit_moved']);
      expect(read.templates.every((template) => template.enabled)).toBe(true);
      expect(read.templates.find((template) => template.event === 'cod_confirmation')!.buttons).toEqual(['Confirm order', 'Cancel order']);

      const packer = (await staffSessionFor(db(), TEST_KEYS, { staffRole: 'staff' })).token;
      const everyEventBut = { version: read.version, enabled_events: ['order_placed', 'shipped', 'out_for_delivery', 'delivered', 'refund_processed'] };
      expect((await shop.api.put('/api/admin/settings/notifications/', everyEventBut, packer)).statusCode).toBe(403);
      const saved = await shop.api.put('/api/admin/settings/notifications/', everyEventBut, ownerToken);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await shop.api.put('/api/admin/settings/notifications/', everyEventBut, ownerToken)).statusCode).toBe(409);
      expect((await shop.api.put('/api/admin/settings/notifications/', { version: read.version + 1, enabled_events: ['sale'] }, ownerToken)).statusCode).toBe(400);

      const who = await shop.buyer(BENGALURU);
      const orderId = await codOrderChoosing(who, { mobile: MOBILE, order_updates: ['whatsapp'] });
      expect(await messagesOf(orderId)).toEqual([]);
    });
  });
});
