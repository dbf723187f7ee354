/**
 * A business buyer's GSTIN through HTTP, on both databases: checked at checkout (nothing written when it
 * is refused), kept on the order and printed on its tax invoice, saved on the account for next time, in
 * the customer's data export and the accountant's CSV, and gone from the account when it is erased while
 * the order keeps it.
 */
import { count, eq } from 'drizzle-orm';
import { GSTIN_MESSAGES } from '@shop/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { orders, users } from '../src/db/schema';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createAddress, createProduct, createUser, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';
import { pdfText } from './support/pdf-text';

const GSTIN = '27AAPFU0939F1ZV';

describe.each(RULE_DRIVERS)('a business buyer on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => t?.close());
  beforeEach(() => resetDatabase(db));

  async function customer() {
    const user = await createUser(db, { email: 'ravi.kumar@example.in' });
    const address = await createAddress(db, user.id, { fullName: 'Ravi Kumar', address: '7 MIDC Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001' });
    return { user, addressId: address.id, token: await sessionTokenFor(TEST_KEYS, user) };
  }

  async function placeAndPay(buyer: Awaited<ReturnType<typeof customer>>, business: object) {
    const product = await createProduct(db, { pricePaise: 89900, stock: 10 });
    const created = await api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, quantity: 1 }], ...business }, buyer.token);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const signed = (await api.post(`/api/user/orders/${id}/demo_payment/`, {}, buyer.token)).json();
    expect((await api.post(`/api/user/orders/${id}/verify_payment/`, signed, buyer.token)).statusCode).toBe(200);
    return id;
  }

  const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]!.n;

  it('keeps the GSTIN on the order, prints it on the tax invoice and offers it at the next checkout', async () => {
    const buyer = await customer();
    // As people paste it: lower case, spaces around.
    const id = await placeAndPay(buyer, { gstin: ` ${GSTIN.toLowerCase()} `, business_name: '  Shree Ganesh Agro Mills ' });

    const order = await api.get(`/api/user/orders/${id}/`, buyer.token);
    expect(order.json()).toMatchObject({ gstin: GSTIN, business_name: 'Shree Ganesh Agro Mills' });
    await expectToMatchContract('getOrder', 200, order.json());

    const invoice = await api.get(`/api/user/orders/${id}/invoice/`, buyer.token);
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('Shree Ganesh Agro Mills');
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toContain('Ravi Kumar');
    // The place of supply is still the delivery state: Maharashtra from the demo seller in Maharashtra, CGST + SGST.
    expect(text).toMatch(/Place of supply:\s+Maharashtra \(27\)/);
    expect(text).toMatch(/CGST\s+Rs\./);

    const profile = await api.get('/api/user/profile/', buyer.token);
    expect(profile.json()).toMatchObject({ gstin: GSTIN, business_name: 'Shree Ganesh Agro Mills' });
    await expectToMatchContract('getProfile', 200, profile.json());

    const { token: staffToken } = await staffSessionFor(db, TEST_KEYS);
    const admin = await api.get(`/api/admin/orders/${id}/`, staffToken);
    expect(admin.json()).toMatchObject({ gstin: GSTIN, business_name: 'Shree Ganesh Agro Mills' });
  });

  it('leaves a consumer order without one, and a saved GSTIN in place', async () => {
    const buyer = await customer();
    await placeAndPay(buyer, { gstin: GSTIN, business_name: 'Shree Ganesh Agro Mills' });
    // An older client sends neither field; a newer one may send them blank.
    const older = await placeAndPay(buyer, {});
    const blank = await placeAndPay(buyer, { gstin: '', business_name: ' ' });
    for (const id of [older, blank]) {
      expect((await api.get(`/api/user/orders/${id}/`, buyer.token)).json()).toMatchObject({ gstin: null, business_name: null });
      const text = await pdfText((await api.get(`/api/user/orders/${id}/invoice/`, buyer.token)).rawPayload);
      expect(text).not.toContain('GSTIN: 27AAPFU');
    }
    expect((await api.get('/api/user/profile/', buyer.token)).json()).toMatchObject({ gstin: GSTIN });
  });

  it.each([
    ['a wrong check character', { gstin: '27AAPFU0939F1ZW', business_name: 'Mill' }, 'gstin', GSTIN_MESSAGES.check],
    ['a state code no state has', { gstin: '45AAPFU0939F1ZV', business_name: 'Mill' }, 'gstin', GSTIN_MESSAGES.state],
    ['no GSTIN shape', { gstin: '27AAPFU0939', business_name: 'Mill' }, 'gstin', GSTIN_MESSAGES.shape],
    ['a business name without a GSTIN', { business_name: 'Mill' }, 'gstin', GSTIN_MESSAGES.missing],
    ['a GSTIN without a business name', { gstin: GSTIN }, 'business_name', expect.any(String)],
    ['a business name over 100 characters', { gstin: GSTIN, business_name: 'M'.repeat(101) }, 'business_name', expect.any(String)],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_case, business, field, message) => {
    const buyer = await customer();
    const product = await createProduct(db, { pricePaise: 89900, stock: 10 });
    const refused = await api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, quantity: 1 }], ...business }, buyer.token);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { [field]: [message] } });
    await expectToMatchContract('createOrder', 400, refused.json());
    expect(await orderCount()).toBe(0);
    const [account] = await db.select({ gstin: users.gstin }).from(users).where(eq(users.id, buyer.user.id));
    expect(account!.gstin).toBeNull();
  });

  it('hands the saved GSTIN and each order’s out in the export, names it in the CSV, and erases it from the account only', async () => {
    const buyer = await customer();
    const id = await placeAndPay(buyer, { gstin: GSTIN, business_name: 'Shree Ganesh Agro Mills' });
    const { token: staffToken } = await staffSessionFor(db, TEST_KEYS);

    const exported = await api.get(`/api/admin/customers/${buyer.user.id}/export/`, staffToken);
    expect(exported.statusCode).toBe(200);
    const data = exported.json<{ profile: object; orders: object[] }>();
    expect(data.profile).toMatchObject({ gstin: GSTIN, business_name: 'Shree Ganesh Agro Mills' });
    expect(data.orders).toEqual([expect.objectContaining({ id, gstin: GSTIN, business_name: 'Shree Ganesh Agro Mills' })]);
    await expectToMatchContract('exportCustomerData', 200, data);

    const today = new Date(Date.now() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const csv = await api.get(`/api/admin/reports/orders.csv?from=${today}&to=${today}`, staffToken);
    const [header, row] = csv.body.split('\r\n');
    expect(header).toContain('Customer,Buyer GSTIN,Place of supply');
    expect(row).toContain(`Ravi Kumar,${GSTIN},Maharashtra`);

    const erased = await api.post(`/api/admin/customers/${buyer.user.id}/erase/`, { version: buyer.user.version, email: 'ravi.kumar@example.in' }, staffToken);
    expect(erased.statusCode, erased.body).toBe(200);
    const [account] = await db.select({ gstin: users.gstin, businessName: users.businessName }).from(users).where(eq(users.id, buyer.user.id));
    expect(account).toEqual({ gstin: null, businessName: null });
    // The tax invoice is a record GST law keeps: the order still names the business.
    const [kept] = await db.select({ gstin: orders.buyerGstin, name: orders.buyerBusinessName }).from(orders).where(eq(orders.id, id));
    expect(kept).toEqual({ gstin: GSTIN, name: 'Shree Ganesh Agro Mills' });
  });
});
