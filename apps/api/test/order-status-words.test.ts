/**
 * An order's statuses in the language the call asks for: the Hindi storefront sends `lang=hi`, and its customer reads
 * the delivery and payment statuses and the timeline's steps in Hindi; without it, the product brief's English.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ENV } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createProduct, resetDatabase } from './support/fixtures';

interface Statuses {
  id: number;
  delivery_status_display: string;
  payment_status_display: string;
  status_history: { status: string; display: string }[];
}

describe.each(RULE_DRIVERS)('an order’s statuses in the call’s language on %s', (driver) => {
  let t: TestApp;
  let shop: ReturnType<typeof codShop>;

  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    shop = codShop(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
  });

  it('words the list’s and the order’s statuses in Hindi when asked, and in English otherwise', async () => {
    const who = await shop.buyer();
    const product = await createProduct(t.database.db, { pricePaise: 129900, stock: 5 });
    const placed = await shop.order(who, [{ product: product.id, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json<{ id: number }>();

    const hindiList = await shop.api.get('/api/user/orders/?lang=hi', who.token);
    expect(hindiList.statusCode, hindiList.body).toBe(200);
    expectToMatchContract('listOrders', 200, hindiList.json());
    const [hindi] = hindiList.json<Statuses[]>();
    expect(hindi).toMatchObject({ id, delivery_status_display: 'डिलीवरी बाकी है', payment_status_display: 'भुगतान बाकी है' });
    expect(hindi!.status_history.map((entry) => entry.display)).toEqual(['डिलीवरी बाकी है']);

    const hindiOrder = await shop.api.get(`/api/user/orders/${id}/?lang=hi`, who.token);
    expect(hindiOrder.statusCode, hindiOrder.body).toBe(200);
    expectToMatchContract('getOrder', 200, hindiOrder.json());
    expect(hindiOrder.json()).toMatchObject({ delivery_status_display: 'डिलीवरी बाकी है', payment_status_display: 'भुगतान बाकी है' });

    const english = await shop.api.get(`/api/user/orders/${id}/`, who.token);
    expect(english.json()).toMatchObject({ delivery_status_display: 'Pending', payment_status_display: 'Awaiting payment' });
    expect((await shop.api.get('/api/user/orders/?lang=en', who.token)).json<Statuses[]>()[0]).toMatchObject({ delivery_status_display: 'Pending' });
  });

  it('refuses a language the shop does not speak, naming `lang`', async () => {
    const who = await shop.buyer();
    const refused = await shop.api.get('/api/user/orders/?lang=fr', who.token);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('lang');
  });
});
