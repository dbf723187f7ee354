/**
 * Messages in the customer's language, on PostgreSQL: the sign-up code's mail in the language of the call that asks
 * for it; the account keeping the language it signed up in, shown and changed in the profile; a Hindi customer's
 * mail in Hindi, their WhatsApp template in its Hindi translation (code `hi`) with Hindi words, and their SMS through
 * the Hindi DLT template as Unicode (an order's news and a visit's reminder alike). A language the shop does not speak is refused, naming the field.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { reminderDueAt } from '@shop/rules/bookingTerms';
import { remindUpcomingVisits } from '../src/bookings';
import { bookings, crews, outbox, users } from '../src/db/schema';
import { placeOrder } from '../src/flows/checkout/place-order';
import type { Logger } from '../src/logger';
import { messagingSetup } from '../src/messaging/setup';
import { deliverDue } from '../src/notify/dispatcher';
import { bookingFeeRefundedMail, bookingMovedMail } from '../src/notify/mails/booking';
import { verifyPayment } from '../src/orders/verify-payment';
import { createDemoGateway } from '../src/payments/demo-gateway';
import { ACCOUNT_ENV, client, codeMailedTo } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop, type Buyer } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { FAKE_MSG91, FakeMsg91 } from './support/fake-msg91';
import { FakeWhatsApp } from './support/fake-whatsapp';
import { checkoutWith } from './support/checkout';
import { createAddress, createProduct, createUser, resetDatabase } from './support/fixtures';
import { outboxSender } from './support/outbox';
import { proveNumber } from './support/proved-number';

const MOBILE = '9876543210';
const DEVANAGARI = /[\u0900-\u097F]/;
const quietLogger = (): Logger => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() }) as unknown as Logger;

describe.each(RULE_DRIVERS)('messages in the customer’s language on %s', (driver) => {
  const whatsapp = new FakeWhatsApp();
  const msg91 = new FakeMsg91();
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let shop: ReturnType<typeof codShop>;

  beforeAll(async () => {
    await Promise.all([whatsapp.start(), msg91.start()]);
    t = await startTestApp(driver, { ...ACCOUNT_ENV, ...whatsapp.env(), ...msg91.env() });
    api = client(t);
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
  const newestMail = async (event: string) => (await db().select().from(outbox).where(eq(outbox.event, event)).orderBy(outbox.id)).at(-1)!;
  const dispatch = () => deliverDue(outboxSender(db(), quietLogger(), { messaging: messagingSetup(t.config, quietLogger()) }));

  /** A Hindi customer who allowed order updates on `channel` for their proved number, with a cash-on-delivery order placed. */
  async function hindiCodOrder(channel: 'whatsapp' | 'sms'): Promise<{ who: Buyer; orderId: number }> {
    const who = await shop.buyer();
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, who.userId));
    const chosen = await api.patch('/api/user/profile/messaging/', { mobile: MOBILE, order_updates: { [channel]: true } }, who.token);
    expect(chosen.statusCode, chosen.body).toBe(200);
    await proveNumber(db(), who.userId, MOBILE);
    const product = await createProduct(db(), { pricePaise: 129900, maxPricePaise: 129900, stock: 5 });
    return { who, orderId: await shop.codOrder(who, [{ product: product.id, quantity: 1 }]) };
  }

  it('mails the sign-up code in Hindi when asked in Hindi, and in English otherwise', async () => {
    expect((await api.post('/api/user/send-otp/?lang=hi', { email: 'meena@example.in' })).statusCode).toBe(200);
    expect((await api.post('/api/user/send-otp/', { email: 'asha@example.in' })).statusCode).toBe(200);

    const [hindi, english] = await Promise.all(['meena@example.in', 'asha@example.in'].map((email) => db().select().from(outbox).where(eq(outbox.recipient, email)).then((rows) => rows[0]!)));
    expect(hindi).toMatchObject({ language: 'hi', subject: 'आपका BirdShield India वेरिफ़िकेशन कोड' });
    expect(hindi!.htmlBody).toContain('<html lang="hi">');
    expect(hindi!.textBody).toContain('10 मिनट तक मान्य है');
    expect(english).toMatchObject({ language: 'en', subject: 'Your BirdShield India verification code' });
    expect(english!.htmlBody).toContain('<html lang="en">');
  });

  it('refuses a language the shop does not speak, naming `lang`, and sends nothing', async () => {
    const refused = await api.post('/api/user/send-otp/?lang=fr', { email: 'meena@example.in' });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('lang');
    expect(await db().select().from(outbox)).toEqual([]);
  });

  it('keeps the language an account signed up in, shows it in the profile and changes it there; a bad one is refused and nothing written', async () => {
    const email = 'meena@example.in';
    expect((await api.post('/api/user/send-otp/?lang=hi', { email })).statusCode).toBe(200);
    expect((await api.post('/api/user/verify-otp/?lang=hi', { email, otp: await codeMailedTo(db(), email) })).statusCode).toBe(200);
    const registered = await api.post('/api/user/register/?lang=hi', { name: 'Meena Iyer', email, password: 'pigeons-go-away', confirm_password: 'pigeons-go-away' });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json<{ user: { language: string } }>().user.language).toBe('hi');
    const login = await api.post('/api/user/login/', { email, password: 'pigeons-go-away' });
    const token = login.json<{ token: { access: string } }>().token.access;

    const profile = await api.get('/api/user/profile/', token);
    expectToMatchContract('getProfile', 200, profile.json());
    expect(profile.json()).toMatchObject({ language: 'hi' });

    const bad = await api.patch('/api/user/profile/', { name: 'Meena R. Iyer', language: 'fr' }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty('language');
    expect((await db().select({ name: users.name, language: users.language }).from(users).where(eq(users.email, email)))[0]).toEqual({ name: 'Meena Iyer', language: 'hi' });

    const changed = await api.patch('/api/user/profile/', { language: 'en' }, token);
    expect(changed.statusCode, changed.body).toBe(200);
    expectToMatchContract('updateProfile', 200, changed.json());
    expect(changed.json()).toMatchObject({ name: 'Meena Iyer', language: 'en' });
  });

  it('confirms a Hindi customer’s paid order in Hindi', async () => {
    const user = await createUser(db(), { name: 'Meena Iyer' });
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, user.id));
    const address = await createAddress(db(), user.id, { fullName: 'Meena Iyer', city: 'Pune', state: 'Maharashtra', zipCode: '411001' });
    const product = await createProduct(db(), { pricePaise: 129900, stock: 5 });
    const demo = await createDemoGateway(db());
    const order = await placeOrder(db(), checkoutWith(demo), user.id, { address: address.id, items: [{ product: product.id, quantity: 1 }] });
    await verifyPayment(db(), demo, user.id, order.id, demo.signedPayment(order.razorpay_order_id), { siteUrl: 'https://shop.example.test', seller: loadConfig({}).seller });

    const mail = await newestMail('order_confirmation');
    expect(mail).toMatchObject({ language: 'hi', subject: `BirdShield India: आपका ऑर्डर #${order.id} कन्फ़र्म हो गया है` });
    expect(mail.textBody).toContain('नमस्ते Meena Iyer,');
    expect(mail.textBody).toContain('भुगतान की गई राशि: ₹');
    expect(mail.textBody).toContain('https://shop.example.test/hi/orders');
  });

  it('writes a Hindi customer’s order mail in Hindi and sends their WhatsApp template’s Hindi translation with Hindi words, even after they chose English', async () => {
    const { orderId } = await hindiCodOrder('whatsapp');
    const mail = await newestMail('cod_confirmation_request');
    expect(mail).toMatchObject({ language: 'hi', subject: `BirdShield India: कृपया अपना कैश ऑन डिलीवरी ऑर्डर #${orderId} कन्फ़र्म करें` });
    expect(mail.textBody).toContain('कैश ऑन डिलीवरी फ़ीस');
    expect(mail.textBody).toContain('/hi/confirm-order/');

    // A message keeps the language it was queued in.
    await db().update(users).set({ language: 'en' });
    await dispatch();
    expect(whatsapp.sent).toHaveLength(1);
    expect(whatsapp.sent[0]).toMatchObject({ template: 'cod_confirmation', language: 'hi' });
    // The deadline ({{4}}) is written for Hindi readers.
    expect(whatsapp.sent[0]!.parameters[3]).toMatch(DEVANAGARI);
  });

  it('sends a Hindi customer’s SMS through the Hindi DLT template, as Unicode', async () => {
    await hindiCodOrder('sms');
    await dispatch();
    expect(msg91.sent).toHaveLength(1);
    expect(msg91.sent[0]).toMatchObject({ templateId: FAKE_MSG91.hindiTemplateIds.cod_confirmation, unicode: true });
    expect(msg91.sent[0]!.variables[3]).toMatch(DEVANAGARI);
    expect((await db().select({ language: outbox.language }).from(outbox).where(eq(outbox.channel, 'sms')))[0]).toEqual({ language: 'hi' });
  });

  it('reminds a Hindi customer of their site survey by SMS through the Hindi DLT template, with the time in Hindi', async () => {
    const who = await shop.buyer();
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, who.userId));
    expect((await api.patch('/api/user/profile/messaging/', { mobile: MOBILE, order_updates: { sms: true } }, who.token)).statusCode).toBe(200);
    await proveNumber(db(), who.userId, MOBILE);
    const [crew] = await db().insert(crews).values({ name: 'Pune crew', pincodes: ['411'] }).returning();
    const startsAt = new Date('2026-12-05T04:30:00Z');
    const contact = { contactName: 'Meena Iyer', contactPhone: MOBILE, contactEmail: 'meena@example.in', address: '12 Lake Road, Pune' };
    await db().insert(bookings).values({ crewId: crew!.id, kind: 'survey', status: 'confirmed', startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), userId: who.userId, pincode: '411001', ...contact });

    expect(await remindUpcomingVisits(db(), reminderDueAt(startsAt), 'https://shop.example.test')).toBe(1);
    await dispatch();
    expect(msg91.sent).toHaveLength(1);
    expect(msg91.sent[0]).toMatchObject({ templateId: FAKE_MSG91.hindiTemplateIds.visit_reminder, unicode: true });
    expect(msg91.sent[0]!.variables.slice(0, 2)).toEqual(['Meena', 'साइट सर्वे']);
    expect(msg91.sent[0]!.variables[2]).toMatch(DEVANAGARI);
    expect((await newestMail('booking_reminder')).subject).toMatch(DEVANAGARI);
  });

  it('writes a survey booking’s mail in Hindi, why and all, linking to the Hindi pages', () => {
    const visit = { id: 12, kind: 'survey' as const, userId: 7, orderId: null, startsAt: new Date('2026-12-05T05:30:00Z'), contactName: 'Meena', contactEmail: 'meena@example.in', address: 'Pune', feePaise: 49900, paidPaise: 49900, cancelReason: null };
    const mail = bookingFeeRefundedMail(visit, 49900, 'slot_gone', 'https://shop.example.test', 'hi');
    expect(mail.subject).toBe('आपके साइट सर्वे (बुकिंग #12) की फ़ीस रिफ़ंड हो गई है');
    expect(mail.text).toContain('इस बीच वह समय किसी और ने बुक कर लिया');
    expect(mail.text).toContain('https://shop.example.test/hi/book-survey');

    const moved = bookingMovedMail(visit, new Date('2026-12-04T05:30:00Z'), 'हमारी गाड़ी खराब हो गई।', { paise: 49900, until: new Date('2026-12-04T05:30:00Z') }, 'https://shop.example.test', 'hi');
    expect(moved.subject).toMatch(/^साइट सर्वे की आपकी बुकिंग अब .+ की है$/);
    for (const words of ['कारण: हमारी गाड़ी खराब हो गई।', 'https://shop.example.test/hi/account/bookings', '₹499.00 फ़ीस पूरी रिफ़ंड होगी']) expect(moved.text).toContain(words);
  });
});
