/**
 * The back-office's order calls through HTTP, on both databases: what staff may send and what they are
 * told, in the contract's shapes; the version check and refused moves as 409; shipment details as 400;
 * and what the customer then sees on their own order.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createAddress, createProduct, createUser, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';

describe.each(RULE_DRIVERS)('admin order calls on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let staffToken: string;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(db);
    staffToken = (await staffSessionFor(db, TEST_KEYS)).token;
  });

  async function paidOrder() {
    const product = await createProduct(db, { pricePaise: 89900, stock: 10 });
    const user = await createUser(db, { name: 'Ravi Kumar', contact: '9830012345' });
    const address = await createAddress(db, user.id, { fullName: 'Ravi Kumar', city: 'Kolkata', state: 'West Bengal', zipCode: '700016' });
    const token = await sessionTokenFor(TEST_KEYS, user);
    const { id } = (await api.post('/api/user/orders/', { address: address.id, items: [{ product: product.id, quantity: 1 }] }, token)).json<{ id: number }>();
    const signed = (await api.post(`/api/user/orders/${id}/demo_payment/`, {}, token)).json();
    expect((await api.post(`/api/user/orders/${id}/verify_payment/`, signed, token)).statusCode).toBe(200);
    return { id, token };
  }

  it('lists orders a page at a time with counts, validating the query', async () => {
    const { id, token } = await paidOrder();
    const list = await api.get('/api/admin/orders/?page=1&page_size=25&delivery_status=pending&q=ravi&sort=total_paise&order=asc&from=2020-01-01', staffToken);
    expect(list.statusCode, list.body).toBe(200);
    await expectToMatchContract('listAdminOrders', 200, list.json());
    expect(list.json()).toMatchObject({ total: 1, page: 1, page_size: 25, items: [{ id, total_paise: 89900, customer: { name: 'Ravi Kumar' } }], counts: { delivery_status: { pending: 1 } } });

    for (const query of ['page_size=101', 'page=0', 'delivery_status=lost', 'payment_status=maybe', 'from=yesterday', 'sort=name', 'order=up']) {
      const refused = await api.get(`/api/admin/orders/?${query}`, staffToken);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toMatchObject({ detail: expect.any(String), errors: expect.any(Object) });
    }
    expect((await api.get('/api/admin/orders/')).statusCode).toBe(401);
    expect((await api.get('/api/admin/orders/', token)).statusCode).toBe(403);
  });

  it('shows one order; an unknown one is 404', async () => {
    const { id } = await paidOrder();
    const one = await api.get(`/api/admin/orders/${id}/`, staffToken);
    expect(one.statusCode, one.body).toBe(200);
    await expectToMatchContract('getAdminOrder', 200, one.json());
    expect(one.json()).toMatchObject({ id, version: 1, allowed_moves: ['processing', 'shipped', 'delivered', 'cancelled'] });
    expect((await api.get('/api/admin/orders/424242/', staffToken)).statusCode).toBe(404);
    expect((await api.get('/api/admin/orders/0/', staffToken)).statusCode).toBe(400);
  });

  it('moves an order with its version, ships it with tracking the customer then sees, and refuses the rest', async () => {
    const { id, token } = await paidOrder();
    const stale = await api.post(`/api/admin/orders/${id}/process/`, { version: 3 }, staffToken);
    expect(stale.statusCode).toBe(409);
    await expectToMatchContract('processOrder', 409, stale.json());
    expect(stale.json()).toMatchObject({ errors: { version: [expect.stringContaining('Reload')] } });

    const processing = await api.post(`/api/admin/orders/${id}/process/`, { version: 1 }, staffToken);
    expect(processing.statusCode, processing.body).toBe(200);
    await expectToMatchContract('processOrder', 200, processing.json());
    expect(processing.json()).toMatchObject({ delivery_status: 'processing', version: 2, allowed_moves: ['shipped', 'delivered', 'cancelled'] });

    expect((await api.post(`/api/admin/orders/${id}/ship/`, { version: 2, courier: 'Delhivery' }, staffToken)).statusCode).toBe(400);
    const httpPage = await api.post(`/api/admin/orders/${id}/ship/`, { version: 2, courier: 'Delhivery', tracking_number: 'DLV1', tracking_url: 'http://track.example/DLV1' }, staffToken);
    expect(httpPage.statusCode).toBe(400);
    expect(httpPage.json()).toMatchObject({ errors: { tracking_url: [expect.any(String)] } });

    const shipped = await api.post(`/api/admin/orders/${id}/ship/`, { version: 2, courier: 'Delhivery', tracking_number: 'DLV1', tracking_url: 'https://track.example/DLV1' }, staffToken);
    expect(shipped.statusCode, shipped.body).toBe(200);
    await expectToMatchContract('shipOrder', 200, shipped.json());
    expect(shipped.json()).toMatchObject({ shipment: { courier: 'Delhivery', tracking_number: 'DLV1', tracking_url: 'https://track.example/DLV1' } });

    const back = await api.post(`/api/admin/orders/${id}/process/`, { version: 3 }, staffToken);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ errors: { delivery_status: ['An order that is shipped cannot become processing.'] } });

    const seen = await api.get(`/api/user/orders/${id}/`, token);
    await expectToMatchContract('getOrder', 200, seen.json());
    expect(seen.json()).toMatchObject({ delivery_status_display: 'Shipped', shipment: { courier: 'Delhivery', tracking_url: 'https://track.example/DLV1' } });

    const delivered = await api.post(`/api/admin/orders/${id}/deliver/`, { version: 3 }, staffToken);
    await expectToMatchContract('deliverOrder', 200, delivered.json());
    const cancel = await api.post(`/api/admin/orders/${id}/cancel/`, { version: 4 }, staffToken);
    expect(cancel.statusCode).toBe(409);
    await expectToMatchContract('cancelOrder', 409, cancel.json());

    const audit = await api.get(`/api/admin/audit/?entity_type=order&entity_id=${id}`, staffToken);
    expect(audit.json<{ items: { action: string }[] }>().items.map((entry) => entry.action)).toEqual(['order.deliver', 'order.ship', 'order.process']);
    expect((await api.post(`/api/admin/orders/${id}/cancel/`, { version: 4 }, token)).statusCode).toBe(403);
    expect((await api.post('/api/admin/orders/424242/cancel/', { version: 1 }, staffToken)).statusCode).toBe(404);
    expect((await api.post(`/api/admin/orders/${id}/cancel/`, {}, staffToken)).statusCode).toBe(400);
  });
});
