/**
 * The invoice downloads through HTTP, on both databases: the customer's own paid order only, staff any
 * paid order and its credit notes; PDFs whose text names the order's figures; errors in the contract's
 * shape.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { issueCreditNote } from '../src/invoices/invoices';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createAddress, createProduct, createUser, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';
import { pdfText } from './support/pdf-text';

describe.each(RULE_DRIVERS)('invoice downloads on %s', (driver) => {
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
    const user = await createUser(db);
    const address = await createAddress(db, user.id, { fullName: 'Ravi Kumar', address: '4 Park Street', city: 'Kolkata', state: 'West Bengal', zipCode: '700016' });
    return { user, addressId: address.id, token: await sessionTokenFor(TEST_KEYS, user) };
  }

  async function order(paid: boolean) {
    const product = await createProduct(db, { pricePaise: 89900, stock: 10 });
    const buyer = await customer();
    const created = await api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, quantity: 1 }] }, buyer.token);
    const { id } = created.json<{ id: number }>();
    if (paid) {
      const signed = (await api.post(`/api/user/orders/${id}/demo_payment/`, {}, buyer.token)).json();
      expect((await api.post(`/api/user/orders/${id}/verify_payment/`, signed, buyer.token)).statusCode).toBe(200);
    }
    return { id, buyer };
  }

  describe('GET /api/user/orders/{id}/invoice/', () => {
    it('answers the owner a PDF attachment whose figures add up to what was paid', async () => {
      const { id, buyer } = await order(true);
      const response = await api.get(`/api/user/orders/${id}/invoice/`, buyer.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="BSI-\d{2}-\d{2}-000001\.pdf"$/);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const text = await pdfText(response.rawPayload);
      // West Bengal from the demo seller in Maharashtra: IGST. 899.00 → taxable 761.86 + IGST 137.14.
      expect(text).toMatch(/Place of supply:\s+West Bengal \(19\)/);
      expect(text).toMatch(/Taxable value\s+Rs\.761\.86/);
      expect(text).toMatch(/IGST\s+Rs\.137\.14/);
      expect(text).toMatch(/Total \(GST included\)\s+Rs\.899\.00/);
      expect(text.replace(/\s+/g, ' ')).toContain('Rupees Eight Hundred Ninety-Nine Only');
    });

    it('answers 404 for another customer’s order and 409 for an unpaid one, in the contract’s shape', async () => {
      const { id } = await order(true);
      const stranger = await customer();
      const foreign = await api.get(`/api/user/orders/${id}/invoice/`, stranger.token);
      expect(foreign.statusCode).toBe(404);
      await expectToMatchContract('getOrderInvoice', 404, foreign.json());

      const unpaid = await order(false);
      const conflict = await api.get(`/api/user/orders/${unpaid.id}/invoice/`, unpaid.buyer.token);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({ detail: expect.stringMatching(/no tax invoice yet/), errors: { order: [expect.any(String)] } });
      await expectToMatchContract('getOrderInvoice', 409, conflict.json());
    });

    it('answers 401 without a token and 400 for an id that is no number', async () => {
      const { id } = await order(true);
      expect((await api.get(`/api/user/orders/${id}/invoice/`)).statusCode).toBe(401);
      const { buyer } = await order(true);
      expect((await api.get('/api/user/orders/abc/invoice/', buyer.token)).statusCode).toBe(400);
    });
  });

  describe('staff downloads', () => {
    it('answer any paid order’s invoice, and its credit notes only under that order', async () => {
      const { id } = await order(true);
      const other = await order(true);
      const { token } = await staffSessionFor(db, TEST_KEYS);

      const invoice = await api.get(`/api/admin/orders/${id}/invoice/`, token);
      expect(invoice.statusCode).toBe(200);
      expect(invoice.headers['content-type']).toBe('application/pdf');
      expect(await pdfText(invoice.rawPayload)).toContain('Tax invoice');

      const note = await db.transaction((tx) => issueCreditNote(tx, t.config.seller, { orderId: id, amountPaise: 10000, refundedOn: '2026-05-02', reason: 'Late delivery' }));
      const credit = await api.get(`/api/admin/orders/${id}/credit-notes/${note.id}/`, token);
      expect(credit.statusCode).toBe(200);
      expect(credit.headers['content-disposition']).toMatch(/^attachment; filename="BCN-\d{2}-\d{2}-000001\.pdf"$/);
      const text = await pdfText(credit.rawPayload);
      expect(text).toContain('Credit note');
      expect(text).toMatch(/Total credited \(GST included\)\s+Rs\.100\.00/);

      const elsewhere = await api.get(`/api/admin/orders/${other.id}/credit-notes/${note.id}/`, token);
      expect(elsewhere.statusCode).toBe(404);
      await expectToMatchContract('adminGetCreditNote', 404, elsewhere.json());
    });

    it('answer 409 for an unpaid order, 403 to a customer and 401 without a token', async () => {
      const unpaid = await order(false);
      const { token } = await staffSessionFor(db, TEST_KEYS);
      const conflict = await api.get(`/api/admin/orders/${unpaid.id}/invoice/`, token);
      expect(conflict.statusCode).toBe(409);
      await expectToMatchContract('adminGetOrderInvoice', 409, conflict.json());
      expect((await api.get(`/api/admin/orders/${unpaid.id}/invoice/`, unpaid.buyer.token)).statusCode).toBe(403);
      expect((await api.get(`/api/admin/orders/${unpaid.id}/invoice/`)).statusCode).toBe(401);
    });
  });
});
