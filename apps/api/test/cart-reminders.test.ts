/**
 * The cart kept for a signed-in customer and its one reminder, on both databases: saving (whole, checked,
 * only products for sale, forgotten when emptied or ordered), the sweep on a clock the test sets (not before
 * the hours pass, once per cart, never after an order, e-mail unless offers were allowed on WhatsApp, then
 * sent through the fake WhatsApp Cloud API), the owner's switch, two sweeps at once, export and erasure.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { remindAbandonedCarts } from '../src/carts/cart-reminders';
import { outbox, products, savedCarts } from '../src/db/schema';
import { NOTIFICATION_EVENTS } from '../src/db/tables/values';
import type { Logger } from '../src/logger';
import { deliverDue } from '../src/notify/dispatcher';
import { messagingSetup } from '../src/messaging/setup';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop, type Buyer } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { FakeWhatsApp } from './support/fake-whatsapp';
import { createProduct, resetDatabase, staffSessionFor } from './support/fixtures';
import { outboxSender } from './support/outbox';
import { proveNumber } from './support/proved-number';

const HOUR = 60 * 60 * 1000;
const AFTER_HOURS = 6;
const MOBILE = '9876543210';

const quietLogger = (): Logger => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() }) as unknown as Logger;

describe.each(RULE_DRIVERS)('the kept cart and its reminder, on %s', (driver) => {
  const whatsapp = new FakeWhatsApp();
  let t: TestApp;
  let shop: ReturnType<typeof codShop>;
  beforeAll(async () => {
    await whatsapp.start();
    t = await startTestApp(driver, { ...ACCOUNT_ENV, ...whatsapp.env() });
    shop = codShop(t);
  });
  afterAll(async () => {
    await t?.close();
    await whatsapp.stop();
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    whatsapp.reset();
  });

  const db = () => t.database.db;
  const save = (who: Buyer, items: { product: number; quantity: number }[]) => shop.api.put('/api/user/cart/', { items }, who.token);
  const kept = async (who: Buyer) => (await db().select().from(savedCarts).where(eq(savedCarts.userId, who.userId)))[0];
  const sweep = (at: Date) => remindAbandonedCarts(db(), { siteUrl: t.config.siteUrl, afterHours: AFTER_HOURS, unsubscribeKey: TEST_KEYS.offerUnsubscribe }, at);
  const hoursAfterSave = async (who: Buyer, hours: number) => new Date((await kept(who))!.updatedAt.getTime() + hours * HOUR);
  const remindersTo = (email: string) => db().select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.event, 'cart_reminder')));

  /** A customer with a cart, who allowed offers (by SMS, so the reminder is mailed) unless told otherwise. */
  async function buyerWithCart({ offers = true } = {}): Promise<{ who: Buyer; product: Awaited<ReturnType<typeof createProduct>> }> {
    const who = await shop.buyer();
    if (offers) expect((await shop.api.patch('/api/user/profile/messaging/', { mobile: MOBILE, marketing: { sms: true } }, who.token)).statusCode).toBe(200);
    const product = await createProduct(db(), { title: 'Polycarbonate Bird Spikes', pricePaise: 49900, maxPricePaise: 59900, stock: 20 });
    const saved = await save(who, [{ product: product.id, quantity: 2 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    return { who, product };
  }

  describe('saving the cart', () => {
    it('keeps the lines of products on sale, answers what it kept, and forgets an emptied cart', async () => {
      const who = await shop.buyer();
      const onSale = await createProduct(db(), { stock: 5 });
      const retired = await createProduct(db(), { stock: 5, isActive: false });
      const saved = await save(who, [
        { product: onSale.id, quantity: 3 },
        { product: retired.id, quantity: 1 },
        { product: 2_000_000_000, quantity: 1 },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expectToMatchContract('saveCart', 200, saved.json());
      expect(saved.json()).toEqual({ items: [{ product: onSale.id, quantity: 3 }] });
      expect((await kept(who))!.items).toEqual([{ productId: onSale.id, quantity: 3 }]);

      // The same lines again (another tab) leave the cart as untouched as it was.
      const untouched = (await kept(who))!.updatedAt;
      await save(who, [{ product: onSale.id, quantity: 3 }]);
      expect((await kept(who))!.updatedAt).toEqual(untouched);

      const emptied = await save(who, []);
      expect(emptied.json()).toEqual({ items: [] });
      expect(await kept(who)).toBeUndefined();
    });

    it('refuses a product twice, a quantity out of range and a stranger, changing nothing', async () => {
      const { who, product } = await buyerWithCart();
      const before = await kept(who);
      const twice = await save(who, [
        { product: product.id, quantity: 1 },
        { product: product.id, quantity: 2 },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(Object.keys(twice.json<{ errors: object }>().errors)).toEqual(['items']);
      for (const quantity of [0, 101, 1.5]) {
        const refused = await save(who, [{ product: product.id, quantity }]);
        expect(refused.statusCode, String(quantity)).toBe(400);
        expect(JSON.stringify(refused.json<{ errors: object }>().errors)).toContain('quantity');
      }
      const stranger = await shop.api.put('/api/user/cart/', { items: [{ product: product.id, quantity: 1 }] });
      expect(stranger.statusCode).toBe(401);
      expect(await kept(who)).toEqual(before);
    });

    it('is forgotten when the customer orders', async () => {
      const { who, product } = await buyerWithCart();
      await shop.codOrder(who, [{ product: product.id, quantity: 2 }]);
      expect(await kept(who)).toBeUndefined();
      expect(await sweep(new Date(Date.now() + 2 * AFTER_HOURS * HOUR))).toEqual([]);
    });
  });

  describe('the reminder', () => {
    it('waits for the hours to pass, then mails the cart once with today’s prices and the way back', async () => {
      const { who, product } = await buyerWithCart();
      expect(await sweep(await hoursAfterSave(who, AFTER_HOURS - 0.1))).toEqual([]);

      expect(await sweep(await hoursAfterSave(who, AFTER_HOURS + 0.1))).toEqual(['email']);
      const [mail, ...more] = await remindersTo(who.email);
      expect(more).toEqual([]);
      expect(mail!.event).toBe('cart_reminder');
      expect(mail!.textBody).toContain('Polycarbonate Bird Spikes × 2: ₹998.00');
      expect(mail!.textBody).toContain(`${t.config.siteUrl}/products/${product.slug}`);
      expect(mail!.textBody).toContain(`${t.config.siteUrl}/cart`);

      // Once per cart: a later sweep, or a change to the same cart, sends nothing more.
      await save(who, [{ product: product.id, quantity: 3 }]);
      expect(await sweep(new Date(Date.now() + 3 * AFTER_HOURS * HOUR))).toEqual([]);
      expect(await remindersTo(who.email)).toHaveLength(1);

      // Emptied and filled again, it is a new cart with a reminder of its own.
      await save(who, []);
      await save(who, [{ product: product.id, quantity: 1 }]);
      expect(await sweep(await hoursAfterSave(who, AFTER_HOURS + 1))).toEqual(['email']);
    });

    it('carries a way out of offers: one click in a mail client or a press on the page stops them, order updates go on', async () => {
      const { who, product } = await buyerWithCart();
      await shop.api.patch('/api/user/profile/messaging/', { order_updates: { sms: true } }, who.token);
      expect(await sweep(await hoursAfterSave(who, AFTER_HOURS + 1))).toEqual(['email']);
      const [mail] = await remindersTo(who.email);
      const page = /\/unsubscribe\/([^\s]+)$/m.exec(mail!.textBody!);
      expect(page, mail!.textBody!).not.toBeNull();
      const token = page![1]!;
      expect(mail!.unsubscribeUrl).toBe(`${t.config.siteUrl}/api/user/offer-unsubscribe/${token}/`);

      // Another customer's id under this one's signature, or a signature cut short, is not a link the shop made.
      const [id, signature] = token.split('.');
      const unsubscribe = (path: string, form = true) =>
        t.app.inject({ method: 'POST', url: path, remoteAddress: '203.0.113.9', ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' } : {}) });
      const forged = await unsubscribe(`/api/user/offer-unsubscribe/${Number(id) + 1}.${signature}/`);
      expect(forged.statusCode, forged.body).toBe(404);
      expectToMatchContract('unsubscribeFromOffers', 404, forged.json());
      expect((await unsubscribe(`/api/user/offer-unsubscribe/${id}.${signature!.slice(1)}/`)).statusCode).toBe(400);

      // RFC 8058's one-click POST, as a mail client sends it; then the storefront's page, with no body: the same.
      const oneClick = await unsubscribe(`/api/user/offer-unsubscribe/${token}/`);
      expect(oneClick.statusCode, oneClick.body).toBe(204);
      expect(oneClick.headers['cache-control']).toBe('private, no-store');
      expect((await unsubscribe(`/api/user/offer-unsubscribe/${token}/`, false)).statusCode).toBe(204);
      const choices = (await shop.api.get('/api/user/profile/messaging/', who.token)).json<{ marketing: { sms: { granted: boolean; source: string } }; order_updates: { sms: { granted: boolean } } }>();
      expect(choices.marketing.sms).toMatchObject({ granted: false, source: 'unsubscribe_link' });
      expect(choices.order_updates.sms.granted).toBe(true);

      // No more reminders.
      await save(who, []);
      await save(who, [{ product: product.id, quantity: 1 }]);
      expect(await sweep(await hoursAfterSave(who, AFTER_HOURS + 1))).toEqual(['skipped']);
    });

    it('is due when the shop’s clock is moved past the hours, so an owner trying the shop sees it without waiting', async () => {
      const { who } = await buyerWithCart();
      const sweepNow = () => remindAbandonedCarts(db(), { siteUrl: t.config.siteUrl, afterHours: AFTER_HOURS, unsubscribeKey: TEST_KEYS.offerUnsubscribe });
      expect(await sweepNow()).toEqual([]);
      setShopTime(await hoursAfterSave(who, AFTER_HOURS + 0.1));
      try {
        expect(await sweepNow()).toEqual(['email']);
      } finally {
        setShopTime(null);
      }
      expect(await remindersTo(who.email)).toHaveLength(1);
    });

    it('is never sent after an order placed since the cart last changed, nor for products gone or sold out', async () => {
      const { who, product } = await buyerWithCart();
      // The order forgets the cart, and a save the browser sent before ordering arrives just after it.
      await shop.codOrder(who, [{ product: product.id, quantity: 2 }]);
      await save(who, [{ product: product.id, quantity: 2 }]);
      expect(await sweep(await hoursAfterSave(who, AFTER_HOURS + 1))).toEqual(['skipped']);
      expect(await remindersTo(who.email)).toEqual([]);

      const { who: second, product: soldOut } = await buyerWithCart();
      await db().update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));
      expect(await sweep(await hoursAfterSave(second, AFTER_HOURS + 1))).toEqual(['skipped']);
      expect(await remindersTo(second.email)).toEqual([]);
    });

    it('is marketing: never sent to a customer who did not allow offers, by e-mail or otherwise', async () => {
      await buyerWithCart({ offers: false });
      const { who: ordersOnly } = await buyerWithCart({ offers: false });
      await shop.api.patch('/api/user/profile/messaging/', { mobile: MOBILE, order_updates: { whatsapp: true, sms: true } }, ordersOnly.token);
      const { who: withdrawn } = await buyerWithCart();
      await shop.api.patch('/api/user/profile/messaging/', { marketing: { sms: false } }, withdrawn.token);
      await db().update(savedCarts).set({ updatedAt: new Date(Date.now() - 2 * AFTER_HOURS * HOUR) });

      expect(await sweep(new Date())).toEqual(['skipped', 'skipped', 'skipped']);
      expect(await db().select().from(outbox).where(eq(outbox.event, 'cart_reminder'))).toEqual([]);
      expect(await db().select().from(outbox).where(ne(outbox.channel, 'email'))).toEqual([]);
    });

    it('goes by WhatsApp only to a customer who allowed offers there, through the outbox, once', async () => {
      const { who: smsOffers } = await buyerWithCart();
      const { who: offers, product } = await buyerWithCart({ offers: false });
      await shop.api.patch('/api/user/profile/messaging/', { mobile: MOBILE, marketing: { whatsapp: true, sms: true } }, offers.token);
      await proveNumber(db(), offers.userId, MOBILE);
      await db().update(savedCarts).set({ updatedAt: new Date(Date.now() - 2 * AFTER_HOURS * HOUR) });

      expect((await sweep(new Date())).sort()).toEqual(['email', 'whatsapp']);
      expect(await remindersTo(smsOffers.email)).toHaveLength(1);
      expect(await remindersTo(offers.email)).toEqual([]);

      await deliverDue(outboxSender(db(), quietLogger(), { messaging: messagingSetup(t.config, quietLogger()) }));
      expect(whatsapp.sent.map(({ to, template, parameters }) => ({ to, template, parameters }))).toEqual([
        { to: `91${MOBILE}`, template: 'cart_reminder', parameters: ['Test', product.title, `${t.config.siteUrl}/cart`] },
      ]);
      const [message] = await db().select().from(outbox).where(ne(outbox.channel, 'email'));
      expect(message).toMatchObject({ userId: offers.userId, orderId: null, event: 'abandoned_cart', channel: 'whatsapp', status: 'sent' });
    });

    it('is not sent by WhatsApp when offers were withdrawn before it went, and never by SMS', async () => {
      const { who } = await buyerWithCart();
      await shop.api.patch('/api/user/profile/messaging/', { mobile: MOBILE, marketing: { whatsapp: true, sms: true } }, who.token);
      await proveNumber(db(), who.userId, MOBILE);
      expect(await sweep(await hoursAfterSave(who, AFTER_HOURS + 1))).toEqual(['whatsapp']);
      await shop.api.patch('/api/user/profile/messaging/', { marketing: { whatsapp: false } }, who.token);
      await deliverDue(outboxSender(db(), quietLogger(), { messaging: messagingSetup(t.config, quietLogger()) }));
      expect(whatsapp.sent).toEqual([]);
      const messages = await db().select().from(outbox).where(ne(outbox.channel, 'email'));
      expect(messages.map(({ channel, status, lastError }) => ({ channel, status, lastError }))).toEqual([
        { channel: 'whatsapp', status: 'failed', lastError: 'Not sent: the customer no longer allows offers on this channel.' },
      ]);
    });

    it('is not sent while the owner has it switched off, and waits for the switch', async () => {
      const { who } = await buyerWithCart();
      const owner = (await staffSessionFor(db(), TEST_KEYS)).token;
      const read = (await shop.api.get('/api/admin/settings/notifications/', owner)).json<{ version: number }>();
      const off = await shop.api.put('/api/admin/settings/notifications/', { version: read.version, enabled_events: ['order_placed'] }, owner);
      expect(off.statusCode, off.body).toBe(200);
      const later = await hoursAfterSave(who, AFTER_HOURS + 1);
      expect(await sweep(later)).toEqual([]);
      const everyEvent = await shop.api.put('/api/admin/settings/notifications/', { version: read.version + 1, enabled_events: [...NOTIFICATION_EVENTS] }, owner);
      expect(everyEvent.statusCode, everyEvent.body).toBe(200);
      expect(await sweep(later)).toEqual(['email']);
    });

    it('is sent once when two instances sweep at the same moment', async () => {
      for (let i = 0; i < 6; i += 1) await buyerWithCart();
      const at = new Date(Date.now() + 2 * AFTER_HOURS * HOUR);
      const [first, second] = await Promise.all([sweep(at), sweep(at)]);
      expect([...first, ...second]).toEqual(Array(6).fill('email'));
      expect(await db().select().from(outbox).where(eq(outbox.event, 'cart_reminder'))).toHaveLength(6);
    });
  });

  it('is in the customer’s export, and erased with the account', async () => {
    const { who, product } = await buyerWithCart();
    const owner = (await staffSessionFor(db(), TEST_KEYS)).token;
    const exported = await shop.api.get(`/api/admin/customers/${who.userId}/export/`, owner);
    expect(exported.statusCode).toBe(200);
    expectToMatchContract('exportCustomerData', 200, exported.json());
    expect(exported.json<{ cart: object }>().cart).toMatchObject({ items: [{ product: product.id, title: product.title, quantity: 2 }], reminded_at: null });

    const customer = (await shop.api.get(`/api/admin/customers/${who.userId}/`, owner)).json<{ version: number }>();
    const erased = await shop.api.post(`/api/admin/customers/${who.userId}/erase/`, { version: customer.version, email: who.email }, owner);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await kept(who)).toBeUndefined();
  });
});
