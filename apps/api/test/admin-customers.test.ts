/**
 * The back-office's customers and dashboard through HTTP, on both databases: list and detail without a
 * password hash; deactivation ends the customer's sessions and sign-in, reactivation lets them back;
 * the DPDP export holds their data and erasure removes it while orders and invoices stay; the dashboard's
 * figures and threshold; and the accountant's CSV adds up to the invoices.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { auditLog, contactMessages, orders, users } from '../src/db/schema';
import { invoiceDocument } from '../src/invoices/invoices';
import { ACCOUNT_ENV, client, logIn, TEST_KEYS } from './support/accounts';
import { startTestApp, testConfig, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createAddress, createCustomer, createProduct, createReview, createWishlistEntry, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';

const EMAIL = 'ravi.kumar@example.in';

describe.each(RULE_DRIVERS)('admin customers and dashboard on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let staffToken: string;
  let staffId: number;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(db);
    const staff = await staffSessionFor(db, TEST_KEYS);
    staffToken = staff.token;
    staffId = staff.user.id;
  });

  const put = (url: string, body: unknown, token: string) =>
    t.app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: JSON.stringify(body) });

  /** A customer with an address, a paid order (so an invoice), a review, a wishlist entry and a contact message. */
  async function customerWithHistory() {
    const product = await createProduct(db, { pricePaise: 89900, stock: 10, title: 'Polycarbonate Bird Spikes' });
    const user = await createCustomer(db, { name: 'Ravi Kumar', email: EMAIL, contact: '9830012345' });
    const address = await createAddress(db, user.id, { fullName: 'Ravi Kumar', city: 'Kolkata', state: 'West Bengal', zipCode: '700016' });
    const token = await sessionTokenFor(TEST_KEYS, user);
    const { id: orderId } = (await api.post('/api/user/orders/', { address: address.id, items: [{ product: product.id, quantity: 2 }] }, token)).json<{ id: number }>();
    const signed = (await api.post(`/api/user/orders/${orderId}/demo_payment/`, {}, token)).json();
    expect((await api.post(`/api/user/orders/${orderId}/verify_payment/`, signed, token)).statusCode).toBe(200);
    await createReview(db, product.id, { userId: user.id, status: 'pending', reviewText: 'Pigeons gone from the balcony.' });
    await createWishlistEntry(db, user.id, product.id);
    await db.insert(contactMessages).values({ name: 'Ravi Kumar', email: 'Ravi.Kumar@example.in', subject: 'Installation', message: 'Do you install in Kolkata?' });
    return { user, token, orderId, product };
  }

  it('lists and searches customers, and shows one with orders, addresses and reviews but no password hash', async () => {
    const { user, orderId } = await customerWithHistory();
    const list = await api.get('/api/admin/customers/?q=ravi&status=active&page=1&page_size=25', staffToken);
    expect(list.statusCode, list.body).toBe(200);
    await expectToMatchContract('listAdminCustomers', 200, list.json());
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: user.id, email: EMAIL, status: 'active', order_count: 1, spent_paise: 179800 }] });
    expect((await api.get('/api/admin/customers/?status=erased', staffToken)).json().total).toBe(0);
    for (const query of ['status=gone', 'page_size=101', 'q=']) expect((await api.get(`/api/admin/customers/?${query}`, staffToken)).statusCode, query).toBe(400);

    const one = await api.get(`/api/admin/customers/${user.id}/`, staffToken);
    expect(one.statusCode, one.body).toBe(200);
    await expectToMatchContract('getAdminCustomer', 200, one.json());
    expect(one.json()).toMatchObject({ id: user.id, version: 1, addresses: [{ city: 'Kolkata' }], orders: [{ id: orderId, item_count: 2, payment_status: 'completed' }], reviews: [{ status: 'pending' }] });
    expect(one.body).not.toMatch(/scrypt|password/i);
    expect((await api.get('/api/admin/customers/424242/', staffToken)).statusCode).toBe(404);
  });

  it('deactivates a customer: their token is refused at once and they cannot sign in; reactivation lets them back', async () => {
    const { user, token } = await customerWithHistory();
    expect((await api.get('/api/user/profile/', token)).statusCode).toBe(200);

    const stale = await api.post(`/api/admin/customers/${user.id}/deactivate/`, { version: 7 }, staffToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errors: { version: [expect.any(String)] } });
    expect((await api.post(`/api/admin/customers/${user.id}/deactivate/`, {}, staffToken)).statusCode).toBe(400);

    const off = await api.post(`/api/admin/customers/${user.id}/deactivate/`, { version: 1 }, staffToken);
    expect(off.statusCode, off.body).toBe(200);
    await expectToMatchContract('deactivateCustomer', 200, off.json());
    expect(off.json()).toMatchObject({ status: 'deactivated', version: 2 });
    expect((await api.get('/api/user/profile/', token)).statusCode).toBe(401);
    const login = await api.post('/api/user/login/', { email: EMAIL, password: 'pigeons-go-away' });
    expect(login.statusCode).toBe(401);

    const on = await api.post(`/api/admin/customers/${user.id}/reactivate/`, { version: 2 }, staffToken);
    expect(on.statusCode, on.body).toBe(200);
    await expectToMatchContract('reactivateCustomer', 200, on.json());
    expect(on.json()).toMatchObject({ status: 'active', version: 3 });
    expect((await api.get('/api/user/profile/', token)).statusCode, 'an ended session stays ended').toBe(401);
    expect(await logIn(t, EMAIL)).toEqual(expect.any(String));

    const audit = await db.select().from(auditLog).where(eq(auditLog.entityType, 'customer'));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['customer.deactivate', 'customer.reactivate']);
    expect(JSON.stringify(audit)).not.toContain(EMAIL);
    expect((await api.post(`/api/admin/customers/${staffId}/deactivate/`, { version: 1 }, staffToken)).statusCode, 'not yourself').toBe(409);
  });

  it('ends a deactivated staff member’s back-office sessions', async () => {
    const other = await staffSessionFor(db, TEST_KEYS, { email: 'packer@birdshield.example' });
    expect((await api.get('/api/admin/me/', other.token)).statusCode).toBe(200);
    expect((await api.post(`/api/admin/customers/${other.user.id}/deactivate/`, { version: 1 }, staffToken)).statusCode).toBe(200);
    expect((await api.get('/api/admin/me/', other.token)).statusCode).toBe(401);
  });

  it('exports a customer’s data as a JSON attachment, audited without the data', async () => {
    const { user, orderId } = await customerWithHistory();
    const exported = await api.get(`/api/admin/customers/${user.id}/export/`, staffToken);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="customer-${user.id}-data.json"`);
    await expectToMatchContract('exportCustomerData', 200, exported.json());
    expect(exported.json()).toMatchObject({
      profile: { id: user.id, name: 'Ravi Kumar', email: EMAIL, phone: '9830012345' },
      addresses: [{ city: 'Kolkata' }],
      orders: [{ id: orderId, payment_method: 'online', cod_fee_paise: 0, total_paise: 179800, items: [{ product_name: 'Polycarbonate Bird Spikes', quantity: 2 }] }],
      reviews: [{ review_text: 'Pigeons gone from the balcony.' }],
      wishlist: [{ product_title: 'Polycarbonate Bird Spikes' }],
      contact_messages: [{ subject: 'Installation' }],
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'customer.export'));
    expect(entry).toMatchObject({ entityId: String(user.id), actorId: staffId });
    expect(JSON.stringify(entry)).not.toContain(EMAIL);
  });

  it('erases a customer: personal fields anonymised, sign-in gone, orders and invoices kept', async () => {
    const { user, token, orderId } = await customerWithHistory();
    const wrong = await api.post(`/api/admin/customers/${user.id}/erase/`, { version: 1, email: 'someone@example.in' }, staffToken);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { email: [expect.any(String)] } });

    const erased = await api.post(`/api/admin/customers/${user.id}/erase/`, { version: 1, email: ' RAVI.KUMAR@example.in' }, staffToken);
    expect(erased.statusCode, erased.body).toBe(200);
    await expectToMatchContract('eraseCustomer', 200, erased.json());
    expect(erased.json()).toMatchObject({ status: 'erased', name: 'Erased customer', email: `erased-${user.id}@invalid`, phone: null, addresses: [], orders: [{ id: orderId }] });
    expect(erased.body).not.toContain('Ravi');

    expect((await api.get('/api/user/profile/', token)).statusCode).toBe(401);
    expect((await api.post('/api/user/login/', { email: EMAIL, password: 'pigeons-go-away' })).statusCode).toBe(401);
    expect(await db.select().from(contactMessages)).toEqual([]);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.shipFullName, 'the invoice keeps its buyer').toBe('Ravi Kumar');
    expect((await invoiceDocument(db, testConfig().seller, orderId)).figures.totals.amountPaise).toBe(179800);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Erased customer', contact: null, isActive: false });

    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'customer.erase'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(/ravi/i);
    expect((await api.post(`/api/admin/customers/${user.id}/reactivate/`, { version: 2 }, staffToken)).statusCode, 'erased is final').toBe(409);
    expect((await api.post(`/api/admin/customers/${staffId}/erase/`, { version: 1, email: 'x@example.in' }, staffToken)).statusCode, 'staff').toBe(409);
  });

  it('shows the dashboard figures and keeps the low-stock threshold staff set', async () => {
    await customerWithHistory();
    await createProduct(db, { title: 'Monkey Spikes', stock: 3 });
    const dashboard = await api.get('/api/admin/dashboard/', staffToken);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    await expectToMatchContract('getAdminDashboard', 200, dashboard.json());
    const figures = dashboard.json();
    expect(figures).toMatchObject({ today: { orders: 1, revenue_paise: 179800 }, awaiting_shipment: 1, pending_reviews: 1, unread_messages: 1 });
    expect(figures.month.revenue_paise).toBeGreaterThanOrEqual(179800);
    expect(figures.revenue_by_day).toHaveLength(30);
    expect(figures.revenue_by_day.at(-1)).toMatchObject({ orders: 1, revenue_paise: 179800 });
    expect(figures.low_stock).toMatchObject({ threshold: 10, version: 1, products: [{ title: 'Monkey Spikes', stock: 3 }, { stock: 8 }] });

    const saved = await put('/api/admin/dashboard/low-stock-threshold/', { threshold: 5, version: 1 }, staffToken);
    expect(saved.statusCode, saved.body).toBe(200);
    await expectToMatchContract('setLowStockThreshold', 200, saved.json());
    expect(saved.json()).toEqual({ threshold: 5, version: 2 });
    expect((await put('/api/admin/dashboard/low-stock-threshold/', { threshold: 7, version: 1 }, staffToken)).statusCode).toBe(409);
    expect((await put('/api/admin/dashboard/low-stock-threshold/', { threshold: -1, version: 2 }, staffToken)).statusCode).toBe(400);
    expect((await api.get('/api/admin/dashboard/', staffToken)).json().low_stock).toMatchObject({ threshold: 5, version: 2, products: [{ title: 'Monkey Spikes' }] });
  });

  // ₹1,798 paid; refunds taken back before or after the goods went out.
  describe.each([
    { refunded: 50000, shipped: false },
    { refunded: 50000, shipped: true },
    { refunded: 179800, shipped: false },
    { refunded: 179800, shipped: true },
  ])('after a refund of $refunded paise (shipped first: $shipped)', ({ refunded, shipped }) => {
    it('counts the order as paid, its revenue as paid less refunded, and waits to ship only while it may still go out', async () => {
      const { user, orderId } = await customerWithHistory();
      if (shipped) {
        const ship = await api.post(`/api/admin/orders/${orderId}/ship/`, { version: 1, courier: 'Delhivery', tracking_number: 'DL123' }, staffToken);
        expect(ship.statusCode, ship.body).toBe(200);
      }
      const refund = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds/`,
        headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json', 'idempotency-key': 'goodwill' },
        payload: JSON.stringify({ amount_paise: refunded, reason: 'Goodwill' }),
      });
      expect(refund.statusCode, refund.body).toBe(201);
      expect(refund.json()).toMatchObject({ payment_status: refunded < 179800 ? 'partially_refunded' : 'refunded' });
      const net = 179800 - refunded;

      const figures = (await api.get('/api/admin/dashboard/', staffToken)).json();
      expect(figures.today).toEqual({ orders: 1, revenue_paise: net });
      expect(figures.month).toEqual({ orders: 1, revenue_paise: net });
      expect(figures.revenue_by_day.at(-1)).toMatchObject({ orders: 1, revenue_paise: net });
      // An unshipped order partly refunded still waits for the packer; refunded in full, there is nothing to send.
      const fullyRefunded = refunded === 179800;
      expect(figures.awaiting_shipment).toBe(shipped || fullyRefunded ? 0 : 1);
      if (!shipped && fullyRefunded) {
        const ship = await api.post(`/api/admin/orders/${orderId}/ship/`, { version: 2, courier: 'Delhivery', tracking_number: 'DL123' }, staffToken);
        expect(ship.statusCode, 'the order may not be shipped either').toBe(409);
      }

      expect((await api.get('/api/admin/customers/?q=ravi', staffToken)).json().items).toMatchObject([{ id: user.id, spent_paise: net }]);
      expect((await api.get(`/api/admin/customers/${user.id}/`, staffToken)).json()).toMatchObject({ spent_paise: net, order_count: 1 });

      const day = (await invoiceDocument(db, testConfig().seller, orderId)).date;
      const csv = (await api.get(`/api/admin/reports/orders.csv?from=${day}&to=${day}`, staffToken)).body.trimEnd().split('\r\n').slice(1);
      expect(csv.map((line) => line.split(',')[0])).toEqual(['Invoice', 'Credit note']);
      // Total is the last column but one (a survey fee's booking comes last).
      const total = csv.reduce((sum, line) => sum + Math.round(Number(line.split(',').at(-2)) * 100), 0);
      expect(total).toBe(net);
    });
  });

  it('exports the invoices of a day range as CSV whose totals are the invoices’ own', async () => {
    const { orderId } = await customerWithHistory();
    const invoice = await invoiceDocument(db, testConfig().seller, orderId);
    const day = invoice.date;
    const csv = await api.get(`/api/admin/reports/orders.csv?from=${day}&to=${day}`, staffToken);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="orders-${day}-to-${day}.csv"`);
    const [header, row, ...rest] = csv.body.trimEnd().split('\r\n');
    expect(header).toBe('Document,Number,Date,Order,Customer,Buyer GSTIN,Place of supply,Payment method,Taxable value,CGST,SGST,IGST,Total,Booking');
    expect(rest).toEqual([]);
    const totals = invoice.figures.totals;
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    expect(row).toBe(
      ['Invoice', invoice.number, day, String(orderId), 'Ravi Kumar', '', 'West Bengal', 'Online', ...[totals.taxablePaise, totals.cgstPaise, totals.sgstPaise, totals.igstPaise, totals.amountPaise].map(rupees), ''].join(','),
    );
    expect((await api.get('/api/admin/reports/orders.csv?from=2020-01-01&to=2020-01-01', staffToken)).body.trimEnd().split('\r\n')).toHaveLength(1);
    const backwards = await api.get('/api/admin/reports/orders.csv?from=2026-02-01&to=2026-01-01', staffToken);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ errors: { to: [expect.any(String)] } });
    expect((await api.get('/api/admin/reports/orders.csv?from=2020-01-01&to=2026-01-01', staffToken)).statusCode).toBe(400);
    expect((await api.get('/api/admin/reports/orders.csv?from=yesterday&to=2026-01-01', staffToken)).statusCode).toBe(400);
    expect((await api.get('/api/admin/reports/orders.csv?from=2026-01-01', staffToken)).statusCode).toBe(400);
  });
});
