/**
 * Tax invoices and credit notes on both databases: issued when a payment completes, numbered gap-free
 * per financial year (also under concurrency and rollback on PostgreSQL), drawn as PDFs whose text adds
 * up to the amount paid, intra-state (CGST + SGST) and inter-state (IGST).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { creditNotes, documentSeries, invoices, orderItems, orders } from '../src/db/schema';
import { ConflictError, InvalidInputError, NotFoundError } from '../src/errors';
import { creditNoteDocument, invoiceDocument, issueCreditNote, issueInvoice } from '../src/invoices/invoices';
import { financialYearOf } from '../src/invoices/numbering';
import { indianDate } from '../src/kernel';
import { renderTaxDocument } from '../src/invoices/pdf';
import { placeOrder } from '../src/flows/checkout/place-order';
import { checkoutWith } from './support/checkout';
import { verifyPayment } from '../src/orders/verify-payment';
import { createDemoGateway, type DemoGateway } from '../src/payments/demo-gateway';
import { RULE_DRIVERS, openTestDatabase, type TestDatabase } from './support/databases';
import { countRows, createAddress, createProduct, createUser, resetDatabase } from './support/fixtures';
import { amountsIn, pdfText } from './support/pdf-text';

/** The demo seller: Maharashtra, GST state code 27. */
const seller = loadConfig({}).seller;
const context = { siteUrl: 'https://shop.example.test', seller };

/** 31 March 2026, 23:59 in India (18:29 UTC), and a minute later: the first of April. */
const LAST_MINUTE_OF_FY_2025_26 = new Date('2026-03-31T18:29:00Z');
const FIRST_MINUTE_OF_FY_2026_27 = new Date('2026-03-31T18:30:00Z');

describe('financial years in India’s time zone', () => {
  it('turns over at midnight of 1 April in India, not in UTC', () => {
    expect(financialYearOf(LAST_MINUTE_OF_FY_2025_26)).toBe('2025-26');
    expect(financialYearOf(FIRST_MINUTE_OF_FY_2026_27)).toBe('2026-27');
    expect(indianDate(FIRST_MINUTE_OF_FY_2026_27)).toBe('2026-04-01');
    expect(financialYearOf(new Date('2027-01-15T12:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00');
  });
});

describe.each(RULE_DRIVERS)('tax invoices on %s', (driver) => {
  let database: TestDatabase;
  let db: Database;
  let demo: DemoGateway;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    db = database.db;
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await resetDatabase(db);
    demo = await createDemoGateway(db);
  });

  /** A placed, unpaid order of two steel spikes (₹1,299 each) and a net (₹499.50) to `state`. */
  async function placedOrder(address: { state: string; zipCode: string; city?: string; fullName?: string; address?: string }, business: { gstin?: string; business_name?: string } = {}) {
    const user = await createUser(db);
    const saved = await createAddress(db, user.id, { fullName: 'Priya Sharma', address: '12 MG Road', city: address.city ?? 'Pune', ...address });
    const spikes = await createProduct(db, { title: 'Steel bird spikes 1 m', pricePaise: 129900, maxPricePaise: 150000, material: 'Stainless Steel', stock: 10 });
    const net = await createProduct(db, { title: 'Bird net 10 x 10 ft', pricePaise: 49950, maxPricePaise: 60000, material: 'Plastic', categoryName: 'Bird Nets', hsnCode: '5608', gstRatePercent: 18, stock: 10 });
    const placed = await placeOrder(db, checkoutWith(demo), user.id, { address: saved.id, items: [{ product: spikes.id, quantity: 2 }, { product: net.id, quantity: 1 }], ...business });
    return { userId: user.id, orderId: placed.id, placed };
  }

  async function paidOrder(address: Parameters<typeof placedOrder>[0], business: Parameters<typeof placedOrder>[1] = {}) {
    const order = await placedOrder(address, business);
    await verifyPayment(db, demo, order.userId, order.orderId, demo.signedPayment(order.placed.razorpay_order_id), context);
    return order;
  }

  /** Marks an order paid without issuing its invoice (as orders paid before invoicing existed). */
  async function paidWithoutInvoice(address = { state: 'Maharashtra', zipCode: '411001' }) {
    const order = await placedOrder(address);
    await db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, order.orderId));
    return order;
  }

  it('copies each product’s HSN code and GST rate onto the order line', async () => {
    const { orderId } = await placedOrder({ state: 'Maharashtra', zipCode: '411001' });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.map((line) => [line.productName, line.hsnCode, line.gstRatePercent]).sort()).toEqual([
      ['Bird net 10 x 10 ft', '5608', 18],
      ['Steel bird spikes 1 m', '7326', 18],
    ]);
  });

  it('issues the first invoice of the year when the payment completes, once', async () => {
    const { orderId, userId, placed } = await paidOrder({ state: 'Maharashtra', zipCode: '411001' });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const year = financialYearOf(new Date());
    expect(invoice).toMatchObject({ financialYear: year, sequence: 1, number: `BSI/${year.slice(2)}/000001`, sellerGstin: '27DEMOS0000D1ZY', placeOfSupply: 'Maharashtra', placeOfSupplyCode: '27' });
    // The browser and a repeat report again: still one invoice.
    await verifyPayment(db, demo, userId, orderId, demo.signedPayment(placed.razorpay_order_id), context);
    expect(await countRows(db, invoices)).toBe(1);
  });

  it('issues no invoice for an unpaid order, and says why', async () => {
    const { orderId, userId } = await placedOrder({ state: 'Maharashtra', zipCode: '411001' });
    await expect(invoiceDocument(db, seller, orderId, userId)).rejects.toBeInstanceOf(ConflictError);
    await expect(invoiceDocument(db, seller, orderId, userId)).rejects.toMatchObject({ detail: expect.stringMatching(/no tax invoice yet/) });
    expect(await countRows(db, invoices)).toBe(0);
    expect(await countRows(db, documentSeries)).toBe(0);
  });

  it('finds no invoice of another customer’s order', async () => {
    const { orderId } = await paidOrder({ state: 'Maharashtra', zipCode: '411001' });
    const stranger = await createUser(db);
    await expect(invoiceDocument(db, seller, orderId, stranger.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(invoiceDocument(db, seller, 999999)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('draws an intra-state invoice: CGST + SGST, adding up to the amount paid to the paisa, with the amount in words', async () => {
    const { orderId, userId } = await paidOrder({ state: 'Maharashtra', zipCode: '411001' });
    const document = await invoiceDocument(db, seller, orderId, userId);
    const text = await pdfText(await renderTaxDocument(document));

    expect(text).toContain('Tax invoice');
    expect(text).toContain('BirdShield India (demo seller)');
    expect(text).toContain('GSTIN: 27DEMOS0000D1ZY');
    expect(text).toContain('Priya Sharma');
    expect(text).toContain(document.number);
    expect(text).toMatch(/Place of supply:\s+Maharashtra \(27\)/);
    expect(text).toMatch(/CGST/);
    expect(text).toMatch(/SGST/);
    expect(text).not.toMatch(/IGST/);
    // Spikes: 2 × 1,299.00 = 2,598.00 → taxable 2,201.69, tax 396.31 (CGST 198.15, SGST 198.16).
    expect(text).toMatch(/Steel bird spikes 1 m\s+7326\s+2\s+1,299\.00\s+2,201\.69\s+18%\s+198\.15\s+198\.16\s+2,598\.00/);
    // Net: 499.50 → taxable 423.31, tax 76.19 (CGST 38.09, SGST 38.10).
    expect(text).toMatch(/Bird net 10 x 10 ft\s+5608\s+1\s+499\.50\s+423\.31\s+18%\s+38\.09\s+38\.10\s+499\.50/);
    const taxable = totalIn(text, 'Taxable value');
    const cgst = totalIn(text, 'CGST');
    const sgst = totalIn(text, 'SGST');
    const total = totalIn(text, 'Total \\(GST included\\)');
    expect([taxable, cgst, sgst, total]).toEqual([262500, 23624, 23626, 309750]);
    expect(taxable + cgst + sgst).toBe(total);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(total).toBe(order!.totalPaise);
    expect(text.replace(/\s+/g, ' ')).toContain('Amount in words: Rupees Three Thousand Ninety-Seven and Fifty Paise Only');
  });

  it('prints a business buyer named in Devanagari, and its Devanagari address, on the invoice and the credit note', async () => {
    const buyer = { fullName: 'किशोर शर्मा', address: '12 महात्मा गांधी मार्ग' };
    const business = { gstin: '27AAPFU0939F1ZV', business_name: 'श्री गणेश किसान भंडार' };
    const { orderId, userId } = await paidOrder({ state: 'Maharashtra', zipCode: '411001', ...buyer }, business);
    const invoice = await pdfText(await renderTaxDocument(await invoiceDocument(db, seller, orderId, userId)));
    expect(invoice).toContain('श्री गणेश किसान भंडार');
    expect(invoice).toContain('Attn: किशोर शर्मा');
    expect(invoice).toContain('12 महात्मा गांधी मार्ग');
    // The Latin text around it keeps its own font.
    expect(invoice).toContain('GSTIN: 27AAPFU0939F1ZV');

    const note = await db.transaction((tx) => issueCreditNote(tx, seller, { orderId, amountPaise: 129900, refundedOn: '2026-05-02', reason: 'एक पट्टी टूटी हुई मिली' }));
    const credit = await pdfText(await renderTaxDocument(await creditNoteDocument(db, orderId, note.id)));
    expect(credit).toContain('श्री गणेश किसान भंडार');
    expect(credit).toContain('Attn: किशोर शर्मा');
    expect(credit).toContain('एक पट्टी टूटी हुई मिली');
  });

  it('draws an inter-state invoice: IGST only, adding up to the amount paid', async () => {
    const { orderId, userId } = await paidOrder({ state: 'Karnataka', zipCode: '560001', city: 'Bengaluru' });
    const text = await pdfText(await renderTaxDocument(await invoiceDocument(db, seller, orderId, userId)));
    expect(text).toMatch(/Place of supply:\s+Karnataka \(29\)/);
    expect(text).not.toMatch(/CGST|SGST/);
    const taxable = totalIn(text, 'Taxable value');
    const igst = totalIn(text, 'IGST');
    expect([taxable, igst]).toEqual([262500, 47250]);
    expect(taxable + igst).toBe(totalIn(text, 'Total \\(GST included\\)'));
    expect(taxable + igst).toBe(309750);
  });

  it('places a shipping state it cannot read by the delivery PIN code', async () => {
    const { orderId } = await paidOrder({ state: 'Bangalore Urban', zipCode: '560001', city: 'Bengaluru' });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice).toMatchObject({ placeOfSupply: 'Karnataka', placeOfSupplyCode: '29' });
  });

  it('keeps each year’s series gap-free from 1, across the turn of the financial year and a rollback', async () => {
    const issued: string[] = [];
    const issue = async (at: Date) => {
      const { orderId } = await paidWithoutInvoice();
      issued.push((await db.transaction((tx) => issueInvoice(tx, orderId, seller, at))).number);
    };
    await issue(new Date('2025-11-01T10:00:00Z'));
    await issue(LAST_MINUTE_OF_FY_2025_26);
    // A payment whose transaction fails after taking a number gives it back.
    const { orderId: rolledBack } = await paidWithoutInvoice();
    await expect(
      db.transaction(async (tx) => {
        await issueInvoice(tx, rolledBack, seller, FIRST_MINUTE_OF_FY_2026_27);
        throw new Error('the payment failed after all');
      }),
    ).rejects.toThrow('the payment failed after all');
    await issue(FIRST_MINUTE_OF_FY_2026_27);
    await issue(new Date('2026-06-30T10:00:00Z'));
    await issue(new Date('2025-12-31T10:00:00Z')); // late in the old year, still its next number

    expect(issued).toEqual(['BSI/25-26/000001', 'BSI/25-26/000002', 'BSI/26-27/000001', 'BSI/26-27/000002', 'BSI/25-26/000003']);
    expect(await db.select().from(invoices).where(eq(invoices.orderId, rolledBack))).toEqual([]);
  });

  it('issues the invoice of an order paid before invoicing existed on its first download', async () => {
    const { orderId, userId } = await paidWithoutInvoice();
    const first = await invoiceDocument(db, seller, orderId, userId);
    const again = await invoiceDocument(db, seller, orderId);
    expect(again.number).toBe(first.number);
    expect(await countRows(db, invoices)).toBe(1);
  });

  describe('credit notes', () => {
    it('credit a refund in their own series, split like the invoice, and refuse more than is left', async () => {
      const { orderId } = await paidOrder({ state: 'Maharashtra', zipCode: '411001' });
      const refund = { orderId, refundedOn: '2026-05-02', reason: 'One spike strip arrived bent' };
      const first = await db.transaction((tx) => issueCreditNote(tx, seller, { ...refund, amountPaise: 129900 }, FIRST_MINUTE_OF_FY_2026_27));
      expect(first.number).toBe('BCN/26-27/000001');

      const document = await creditNoteDocument(db, orderId, first.id);
      const text = await pdfText(await renderTaxDocument(document));
      expect(text).toContain('Credit note');
      expect(text).toContain('BCN/26-27/000001');
      expect(text).toMatch(new RegExp(`Against invoice:\\s+${escape(document.invoice!.number)}`));
      expect(text).toContain('One spike strip arrived bent');
      const taxable = totalIn(text, 'Taxable value');
      const cgst = totalIn(text, 'CGST');
      const sgst = totalIn(text, 'SGST');
      expect(taxable + cgst + sgst).toBe(129900);
      expect(totalIn(text, 'Total credited \\(GST included\\)')).toBe(129900);
      expect(text.replace(/\s+/g, ' ')).toContain('Rupees One Thousand Two Hundred Ninety-Nine Only');

      const second = await db.transaction((tx) => issueCreditNote(tx, seller, { ...refund, amountPaise: 179850 }, FIRST_MINUTE_OF_FY_2026_27));
      expect(second.number).toBe('BCN/26-27/000002');
      // 3,097.50 paid, 3,097.50 credited: nothing left.
      const over = db.transaction((tx) => issueCreditNote(tx, seller, { ...refund, amountPaise: 1 }));
      await expect(over).rejects.toBeInstanceOf(InvalidInputError);
      await expect(over).rejects.toMatchObject({ fieldErrors: { amount_paise: [expect.stringMatching(/At most 0 paise/)] } });
      expect(await countRows(db, creditNotes)).toBe(2);
    });

    it('name each bad field of a refund and write nothing', async () => {
      const { orderId } = await paidOrder({ state: 'Maharashtra', zipCode: '411001' });
      const bad = db.transaction((tx) => issueCreditNote(tx, seller, { orderId, amountPaise: 0, refundedOn: '2026-02-30', reason: '  ' }));
      await expect(bad).rejects.toMatchObject({ fieldErrors: { amount_paise: [expect.any(String)], refunded_on: [expect.any(String)], reason: [expect.any(String)] } });
      expect(await countRows(db, creditNotes)).toBe(0);
    });

    it('are issued only for a paid order, and found only under their own order', async () => {
      const unpaid = await placedOrder({ state: 'Maharashtra', zipCode: '411001' });
      await expect(db.transaction((tx) => issueCreditNote(tx, seller, { orderId: unpaid.orderId, amountPaise: 100, refundedOn: '2026-05-02', reason: 'x' }))).rejects.toBeInstanceOf(ConflictError);
      const { orderId } = await paidOrder({ state: 'Maharashtra', zipCode: '411001' });
      const note = await db.transaction((tx) => issueCreditNote(tx, seller, { orderId, amountPaise: 100, refundedOn: '2026-05-02', reason: 'Goodwill' }));
      await expect(creditNoteDocument(db, unpaid.orderId, note.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(creditNoteDocument(db, orderId, note.id + 1)).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  it('numbers concurrent payments gap-free, even when some roll back', async () => {
    const orderIds: number[] = [];
    for (let i = 0; i < 16; i += 1) orderIds.push((await paidWithoutInvoice()).orderId);
    const results = await Promise.allSettled(
      orderIds.map((orderId, index) =>
        db.transaction(async (tx) => {
          const invoice = await issueInvoice(tx, orderId, seller, FIRST_MINUTE_OF_FY_2026_27);
          // Every third payment fails after it took a number, while others wait on the counter.
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (index % 3 === 0) throw new Error('rolled back');
          return invoice;
        }),
      ),
    );
    const committed = results.filter((result) => result.status === 'fulfilled');
    expect(committed).toHaveLength(10);
    const sequences = (await db.select({ sequence: invoices.sequence }).from(invoices)).map((row) => row.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    const [counter] = await db.select().from(documentSeries);
    expect(counter).toMatchObject({ series: 'invoice', financialYear: '2026-27', lastNumber: 10 });
  });
});

/** The amount on the totals line that starts with `label`. */
function totalIn(text: string, label: string): number {
  const line = text.split('\n').find((candidate) => new RegExp(`^\\s*${label}\\s+Rs\\.`).test(candidate));
  if (!line) throw new Error(`No totals line "${label}" in:\n${text}`);
  return amountsIn(line).at(-1)!;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
