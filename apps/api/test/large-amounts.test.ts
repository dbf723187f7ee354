/**
 * Amounts beyond a 32-bit integer of paise (₹2.147 crore), on both databases: a cart above the contract's
 * bound for an order's goods is refused naming `items` by the quote and the order, with nothing written; the
 * dashboard, the cash-on-delivery ledger and the customers' list add up months whose sums pass 2^31 paise.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, productVariants } from '../src/db/schema';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { DRIVERS } from './support/databases';
import { countRows, createProduct, resetDatabase, staffSessionFor, variantsOf } from './support/fixtures';

/** ₹1.5 crore: two of them pass both the shop's bound on an order and a 32-bit integer of paise. */
const ONE_AND_A_HALF_CRORE = 1_500_000_000;
/** 2^31 paise: where a 32-bit integer overflows. */
const INT32_OVERFLOW = 2 ** 31;

describe.each(DRIVERS)('amounts beyond 2^31 paise on %s', (driver) => {
  let t: TestApp;
  let shop: ReturnType<typeof codShop>;
  let ownerToken: string;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    shop = codShop(t);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    ownerToken = (await staffSessionFor(t.database.db, TEST_KEYS)).token;
  });

  it('refuses a quote and an order above ₹2 crore of goods with 400 naming items, and writes nothing', async () => {
    const generator = await createProduct(t.database.db, { pricePaise: ONE_AND_A_HALF_CRORE, maxPricePaise: ONE_AND_A_HALF_CRORE, stock: 5 });
    const buyer = await shop.buyer();
    const items = [{ product: generator.id, quantity: 2 }];
    expect(ONE_AND_A_HALF_CRORE * 2).toBeGreaterThan(21_500_000_00);

    const quoted = await shop.quote(buyer, items);
    expect(quoted.statusCode, quoted.body).toBe(400);
    expect(Object.keys(quoted.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['items']);

    const refused = await shop.order(buyer, items);
    expect(refused.statusCode, refused.body).toBe(400);
    const { errors } = refused.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors)).toEqual(['items']);
    expect(errors.items![0]).toContain('₹2,00,00,000');
    expect(await countRows(t.database.db, orders)).toBe(0);
    expect((await variantsOf(t.database.db, generator.id))[0]!.stock).toBe(5);
  });

  it('takes an order of exactly ₹2 crore of goods', async () => {
    const crore = await createProduct(t.database.db, { pricePaise: 1_000_000_000, maxPricePaise: 1_000_000_000, stock: 5 });
    const placed = await shop.order(await shop.buyer(), [{ product: crore.id, quantity: 2 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    await expectToMatchContract('createOrder', 201, placed.json());
    expect(placed.json<{ razorpay_amount: number }>().razorpay_amount).toBe(2_000_000_000);
  });

  it('adds up the dashboard, the ledger and a customer’s spending beyond 2^31 paise', async () => {
    const product = await createProduct(t.database.db, { pricePaise: 129900, maxPricePaise: 129900, stock: 20 });
    // Cash a courier is to collect: two confirmed cash-on-delivery orders.
    const ids: number[] = [];
    for (let n = 0; n < 2; n++) {
      const buyer = await shop.buyer();
      const id = await shop.codOrder(buyer, [{ product: product.id, quantity: 1 }]);
      expect((await shop.answerSignedIn(buyer, id, 'confirm')).statusCode).toBe(200);
      ids.push(id);
    }
    // Paid online by one customer this month.
    const spender = await shop.buyer();
    const paidIds: number[] = [];
    for (let n = 0; n < 2; n++) {
      const placed = await shop.order(spender, [{ product: product.id, quantity: 1 + n }]);
      expect(placed.statusCode, placed.body).toBe(201);
      paidIds.push(placed.json<{ id: number }>().id);
    }
    await t.database.db.update(orders).set({ paymentStatus: 'completed' }).where(inArray(orders.id, paidIds));
    // Large orders, as months of a busy shop add up to: each still within an order's bound.
    const grow = sql`${orders.subtotalPaise} + ${ONE_AND_A_HALF_CRORE}`;
    await t.database.db.update(orders).set({ subtotalPaise: grow, totalPaise: sql`${orders.totalPaise} + ${ONE_AND_A_HALF_CRORE}` }).where(inArray(orders.id, [...ids, ...paidIds]));
    const totals = await t.database.db.select({ id: orders.id, total: orders.totalPaise }).from(orders);
    const totalOf = (which: number[]) => totals.filter((row) => which.includes(row.id)).reduce((sum, row) => sum + row.total, 0);
    const toCollect = totalOf(ids);
    const spent = totalOf(paidIds);
    expect(toCollect).toBeGreaterThan(INT32_OVERFLOW);
    expect(spent).toBeGreaterThan(INT32_OVERFLOW);

    const ledger = await shop.api.get('/api/admin/cod/', ownerToken);
    expect(ledger.statusCode, ledger.body).toBe(200);
    await expectToMatchContract('getCodLedger', 200, ledger.json());
    expect(ledger.json()).toMatchObject({ to_collect: { orders: 2, total_paise: toCollect } });

    const dashboard = await shop.api.get('/api/admin/dashboard/', ownerToken);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    await expectToMatchContract('getAdminDashboard', 200, dashboard.json());
    expect(dashboard.json()).toMatchObject({ cash_on_delivery: { to_collect_paise: toCollect }, month: { orders: 2, revenue_paise: spent }, today: { revenue_paise: spent } });

    const customers = await shop.api.get('/api/admin/customers/', ownerToken);
    expect(customers.statusCode, customers.body).toBe(200);
    const row = customers.json<{ items: { id: number; spent_paise: number }[] }>().items.find((customer) => customer.id === spender.userId);
    expect(row?.spent_paise).toBe(spent);
    expect((await t.database.db.select({ price: productVariants.pricePaise }).from(productVariants).where(eq(productVariants.productId, product.id)))[0]!.price).toBe(129900);
  });
});
