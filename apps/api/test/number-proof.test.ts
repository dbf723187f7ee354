/**
 * A number typed into an account receives nothing until it is proved: by a code sent to it and typed back, or
 * by the number's own START on WhatsApp. The code's rules (hashed, ten minutes, a few tries, a cooldown, limits
 * per number across accounts) and a changed number are tested here, on both databases, through the API with
 * the fake WhatsApp and the fake MSG91 answering as the providers do.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messagingConsents, messagingNumberCodes, messagingSuppressions, outbox } from '../src/db/schema';
import { sendNumberCode } from '../src/messaging/number-proof';
import type { MessagingSetup } from '../src/messaging/setup';
import { withClockHeld } from './support/clock';
import { ACCOUNT_ENV } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop, type Buyer } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { FAKE_MSG91, FakeMsg91 } from './support/fake-msg91';
import { FakeWhatsApp } from './support/fake-whatsapp';
import { createProduct, resetDatabase } from './support/fixtures';

const MOBILE = '9876543210';
const OTHER_MOBILE = '9123456780';

describe.each(RULE_DRIVERS)('proving a number, on %s', (driver) => {
  const whatsapp = new FakeWhatsApp();
  const msg91 = new FakeMsg91();
  let t: TestApp;
  let shop: ReturnType<typeof codShop>;
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
  });

  const db = () => t.database.db;
  const preferences = async (who: Buyer) => (await shop.api.get('/api/user/profile/messaging/', who.token)).json<{ mobile: string | null; verified: boolean }>();
  const askCode = (who: Buyer, channel: string) => shop.api.post('/api/user/profile/messaging/verification/', { channel }, who.token);
  const confirm = (who: Buyer, code: string) => shop.api.post('/api/user/profile/messaging/verification/confirm/', { code }, who.token);
  /** The code in the newest SMS the fake MSG91 took. */
  const smsCode = () => msg91.sent.at(-1)!.variables[0]!;
  /** As if the minute's cooldown had passed. */
  const cooldownOver = () => db().update(messagingNumberCodes).set({ createdAt: sql`now() - interval '2 minutes'` });

  async function customerWith(mobile: string): Promise<Buyer> {
    const who = await shop.buyer();
    const chosen = await shop.api.patch('/api/user/profile/messaging/', { mobile, order_updates: { whatsapp: true, sms: true } }, who.token);
    expect(chosen.statusCode, chosen.body).toBe(200);
    return who;
  }

  async function codOrder(who: Buyer): Promise<number> {
    const product = await createProduct(db(), { pricePaise: 129900, maxPricePaise: 129900, stock: 10 });
    const placed = await shop.api.post('/api/user/orders/', { address: who.addressId, items: [{ product: product.id, quantity: 1 }], payment_method: 'cash_on_delivery' }, who.token);
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<{ id: number }>().id;
  }
  const queuedFor = async (orderId: number) => db().select().from(outbox).where(and(eq(outbox.orderId, orderId), ne(outbox.channel, 'email')));

  const startFrom = (from: string) => {
    const body = whatsapp.webhookBody(
      { messages: [{ from: `91${from}`, id: `wamid.text${randomUUID()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: 'START' } }] },
      from,
    );
    return t.app.inject({ method: 'POST', url: '/api/messaging/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsapp.sign(body) }, payload: body });
  };

  it('sends no order message to a number typed in and not proved, though its boxes stay ticked', async () => {
    const who = await customerWith(MOBILE);
    expect(await preferences(who)).toMatchObject({ mobile: MOBILE, verified: false, order_updates: { whatsapp: { granted: true } } });
    expect(await queuedFor(await codOrder(who))).toEqual([]);
  });

  it('proves the number by the code sent to it, never stored in clear, after which order messages go', () =>
    withClockHeld(async () => {
      const who = await customerWith(MOBILE);
      const sent = await askCode(who, 'sms');
      expect(sent.statusCode, sent.body).toBe(202);
      expectToMatchContract('sendMessagingVerificationCode', 202, sent.json());
      expect(sent.json()).toEqual({ channel: 'sms', expires_in_seconds: 600, resend_after_seconds: 60 });
      expect(msg91.sent).toMatchObject([{ templateId: FAKE_MSG91.templateIds.number_code, mobiles: `91${MOBILE}` }]);
      const code = smsCode();
      expect(code).toMatch(/^[0-9]{6}$/);
      const [stored] = await db().select().from(messagingNumberCodes);
      expect(JSON.stringify(stored)).not.toContain(code);

      const again = await askCode(who, 'sms');
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

      const proved = await confirm(who, code);
      expect(proved.statusCode, proved.body).toBe(200);
      expectToMatchContract('confirmMessagingVerificationCode', 200, proved.json());
      expect(proved.json()).toMatchObject({ mobile: MOBILE, verified: true });
      expect((await askCode(who, 'sms')).statusCode).toBe(409);
      expect(await queuedFor(await codOrder(who))).toMatchObject([{ channel: 'whatsapp', recipient: MOBILE }]);
    }));

  it('sends the code on WhatsApp by the authentication template, its copy-code button carrying it', async () => {
    const who = await customerWith(MOBILE);
    expect((await askCode(who, 'whatsapp')).statusCode).toBe(202);
    const [message] = whatsapp.sent;
    expect(message).toMatchObject({ to: `91${MOBILE}`, template: 'number_code' });
    expect(message!.buttons).toEqual(message!.parameters);
    expect((await confirm(who, message!.parameters[0]!)).json()).toMatchObject({ verified: true });
  });

  it('refuses a wrong code with the tries left, then spends it; an expired one proves nothing', async () => {
    const who = await customerWith(MOBILE);
    await askCode(who, 'sms');
    const code = smsCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await confirm(who, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ errors: { code: ['The code is incorrect. 4 attempts left.'] } });
    for (let i = 0; i < 4; i += 1) await confirm(who, wrong);
    const spent = await confirm(who, code);
    expect(spent.json()).toMatchObject({ errors: { code: ['Too many incorrect attempts. Please ask for a new code.'] } });

    await cooldownOver();
    await askCode(who, 'sms');
    await db().update(messagingNumberCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await confirm(who, smsCode());
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ errors: { code: ['This code has expired. Please ask for a new code.'] } });
    expect((await preferences(who)).verified).toBe(false);
  });

  it('sends one number at most five codes an hour, whichever accounts ask', () =>
    withClockHeld(async () => {
      const first = await customerWith(MOBILE);
      const second = await customerWith(MOBILE);
      for (const who of [first, first, first, second, second]) {
        await cooldownOver();
        expect((await askCode(who, 'sms')).statusCode).toBe(202);
      }
      await cooldownOver();
      const refused = await askCode(second, 'sms');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(msg91.sent).toHaveLength(5);
    }));

  it('sends no code where the number replied STOP, and offers the other channel', async () => {
    const who = await customerWith(MOBILE);
    await db().insert(messagingSuppressions).values({ mobile: MOBILE, channel: 'whatsapp', source: 'reply_stop' });
    const refused = await askCode(who, 'whatsapp');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { channel: ['This number replied STOP on WhatsApp, so we send nothing there. Choose SMS instead.'] } });
    expect(whatsapp.sent).toEqual([]);
    expect((await askCode(who, 'sms')).statusCode).toBe(202);
  });

  it('refuses a channel whose provider has no template for the code, offering the other, and keeps no code', async () => {
    const who = await customerWith(MOBILE);
    const noSmsTemplate: MessagingSetup = { channels: {} as MessagingSetup['channels'], templateFor: (channel) => (channel === 'sms' ? null : 'number_code') };
    await expect(sendNumberCode(db(), noSmsTemplate, Buffer.alloc(32), who.userId, 'sms', { ip: '127.0.0.1' })).rejects.toMatchObject({
      fieldErrors: { channel: ['Codes cannot be sent by SMS. Choose WhatsApp instead.'] },
    });
    expect(await db().select().from(messagingNumberCodes)).toEqual([]);
  });

  it('answers 409 with no number saved, and 400 naming the field for a bad channel or code', async () => {
    const who = await shop.buyer();
    expect((await askCode(who, 'sms')).statusCode).toBe(409);
    expect(Object.keys((await askCode(who, 'pigeon')).json<{ errors: object }>().errors)).toEqual(['channel']);
    expect(Object.keys((await confirm(who, '12ab')).json<{ errors: object }>().errors)).toEqual(['code']);
  });

  it('is proved by the number’s own START, unless two accounts saved it', async () => {
    const who = await customerWith(MOBILE);
    const first = await customerWith(OTHER_MOBILE);
    const second = await customerWith(OTHER_MOBILE);
    expect((await startFrom(MOBILE)).statusCode).toBe(200);
    expect((await startFrom(OTHER_MOBILE)).statusCode).toBe(200);
    expect((await preferences(who)).verified).toBe(true);
    expect((await preferences(first)).verified).toBe(false);
    expect((await preferences(second)).verified).toBe(false);
  });

  it('is unproved again when the number changes, and the choices then name the new number once it is proved', async () => {
    const who = await customerWith(MOBILE);
    await askCode(who, 'sms');
    await confirm(who, smsCode());
    await shop.api.patch('/api/user/profile/messaging/', { mobile: OTHER_MOBILE }, who.token);
    expect(await preferences(who)).toMatchObject({ mobile: OTHER_MOBILE, verified: false, order_updates: { whatsapp: { granted: true } } });
    expect(await queuedFor(await codOrder(who))).toEqual([]);

    // The code sent to the old number proves nothing about the new one.
    await shop.api.patch('/api/user/profile/messaging/', { mobile: MOBILE }, who.token);
    await cooldownOver();
    await askCode(who, 'sms');
    const oldCode = smsCode();
    await shop.api.patch('/api/user/profile/messaging/', { mobile: OTHER_MOBILE }, who.token);
    expect((await confirm(who, oldCode)).statusCode).toBe(400);

    await cooldownOver();
    await askCode(who, 'sms');
    expect((await confirm(who, smsCode())).statusCode).toBe(200);
    const newest = await db().select().from(messagingConsents).where(eq(messagingConsents.userId, who.userId)).orderBy(messagingConsents.id);
    expect(newest.slice(-2)).toMatchObject([
      { purpose: 'order_updates', granted: true, mobile: OTHER_MOBILE },
      { purpose: 'order_updates', granted: true, mobile: OTHER_MOBILE },
    ]);
    expect(await queuedFor(await codOrder(who))).toMatchObject([{ recipient: OTHER_MOBILE }]);
  });
});
