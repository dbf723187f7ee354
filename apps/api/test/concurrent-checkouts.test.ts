/**
 * Checkouts at the same moment. On both databases: a transaction PostgreSQL aborts to break a deadlock or a
 * stale snapshot is run again, and one that keeps being aborted answers 503 with Retry-After. On PostgreSQL,
 * where transactions really run side by side: checkouts over variants whose ids interleave across products,
 * and a staff member saving a variant while shoppers buy it, answer no 5xx and lose no unit of stock; a customer's
 * checkouts placed at once take their paid survey fee off one order only.
 */
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction, TRANSACTION_ATTEMPTS } from '../src/db/transaction';
import { outbox, orderItems, orders, orderSurveyCredits, productVariants } from '../src/db/schema';
import { ServiceUnavailableError } from '../src/errors';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { BENGALURU } from './support/cash-on-delivery';
import { DRIVERS } from './support/databases';
import { createAddress, createProduct, createUser, resetDatabase, sessionTokenFor, setSurveyFee, staffSessionFor, variantsOf } from './support/fixtures';
import { paidSurvey, surveyCrew } from './support/surveys';

/** Raises the SQLSTATE PostgreSQL gives the transaction it aborts, from inside the database as the driver would see it. */
const abortedAs = (state: string) => sql.raw(`do $$ begin raise exception 'aborted for another transaction' using errcode = '${state}'; end $$`);

describe.each(DRIVERS)('a transaction aborted by the database, on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
  });
  afterAll(() => t?.close());
  beforeEach(() => resetDatabase(t.database.db));

  const write = (tx: Parameters<Parameters<typeof inTransaction>[1]>[0], text: string) =>
    tx.insert(outbox).values({ channel: 'email', event: 'test', recipient: 'a@example.test', subject: text, textBody: text });

  it.each(['40P01', '40001'])('is run again after %s, and its writes are kept once', async (state) => {
    let runs = 0;
    const answer = await inTransaction(t.database.db, async (tx) => {
      runs += 1;
      await write(tx, `run ${runs}`);
      if (runs < 3) await tx.execute(abortedAs(state));
      return runs;
    });
    expect(answer).toBe(3);
    expect((await t.database.db.select({ subject: outbox.subject }).from(outbox)).map((row) => row.subject)).toEqual(['run 3']);
  });

  it('gives up after a few runs with a 503-kind error that says when to come back', async () => {
    let runs = 0;
    const attempt = inTransaction(t.database.db, async (tx) => {
      runs += 1;
      await write(tx, 'never kept');
      await tx.execute(abortedAs('40P01'));
    });
    const error = await attempt.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect((error as ServiceUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });

  it('answers a checkout the database keeps aborting with 503 and Retry-After, and keeps nothing of it', async () => {
    const db = t.database.db;
    const product = await createProduct(db, { stock: 5 });
    const user = await createUser(db);
    const address = await createAddress(db, user.id, BENGALURU);
    const token = await sessionTokenFor(TEST_KEYS, user);
    const order = () => client(t).post('/api/user/orders/', { address: address.id, items: [{ product: product.id, quantity: 1 }] }, token);
    // Every order written is aborted as the loser of a deadlock would be.
    await db.execute(sql.raw(`create function abort_every_order() returns trigger language plpgsql as $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`));
    await db.execute(sql.raw('create trigger abort_every_order before insert on orders for each row execute function abort_every_order()'));
    try {
      const refused = await order();
      expect(refused.statusCode, refused.body).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json<{ detail: string }>().detail).toMatch(/try again/i);
      expect((await variantsOf(db, product.id))[0]!.stock).toBe(5);
    } finally {
      await db.execute(sql.raw('drop trigger abort_every_order on orders'));
      await db.execute(sql.raw('drop function abort_every_order()'));
    }
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('does not run again after any other failure', async () => {
    let runs = 0;
    const attempt = inTransaction(t.database.db, async (tx) => {
      runs += 1;
      await tx.execute(abortedAs('23505'));
    });
    await expect(attempt).rejects.not.toBeInstanceOf(ServiceUnavailableError);
    expect(runs).toBe(1);
  });
});

describe('checkouts and variant saves at the same moment, on postgres', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await startTestApp('postgres', ACCOUNT_ENV);
    api = client(t);
  });
  afterAll(() => t?.close());
  beforeEach(() => resetDatabase(t.database.db));

  const STOCK = 500;

  /** Two products whose variants were added in turn, so their ids interleave: spikes 1, nets 2, spikes 3, nets 4. */
  async function interleavedVariants() {
    const db = t.database.db;
    const spikes = await createProduct(db, { stock: STOCK });
    const nets = await createProduct(db, { stock: STOCK });
    const [spikes1] = await variantsOf(db, spikes.id);
    const [nets1] = await variantsOf(db, nets.id);
    await db.update(productVariants).set({ label: 'Pack of 10' }).where(eq(productVariants.id, spikes1!.id));
    await db.update(productVariants).set({ label: 'Small' }).where(eq(productVariants.id, nets1!.id));
    const addTo = async (product: typeof spikes, template: typeof spikes1, label: string) => {
      const { id: _id, createdAt: _created, updatedAt: _updated, ...figures } = template!;
      const [added] = await db
        .insert(productVariants)
        .values({ ...figures, label, sku: `${template!.sku.slice(0, 30)}-${label.length}${product.id}`, position: 2, version: 1, stock: STOCK })
        .returning();
      return added!;
    };
    const spikes2 = await addTo(spikes, spikes1, 'Pack of 20');
    const nets2 = await addTo(nets, nets1, 'Large');
    expect([spikes1!.id, nets1!.id, spikes2.id, nets2.id]).toEqual([...[spikes1!.id, nets1!.id, spikes2.id, nets2.id]].sort((a, b) => a - b));
    return { spikes: spikes.id, nets: nets.id, spikes1: spikes1!.id, nets1: nets1!.id, spikes2: spikes2.id, nets2: nets2.id };
  }

  let shopperNumber = 0;
  async function shopper() {
    const user = await createUser(t.database.db);
    const address = await createAddress(t.database.db, user.id, BENGALURU);
    shopperNumber += 1;
    return { token: await sessionTokenFor(TEST_KEYS, user), addressId: address.id, ip: `198.51.100.${shopperNumber % 250}` };
  }

  type Line = { product: number; variant: number; quantity: number };
  const checkout = (who: Awaited<ReturnType<typeof shopper>>, items: Line[]) => api.post('/api/user/orders/', { address: who.addressId, items }, who.token, who.ip);

  async function unitsSold(variantId: number): Promise<number> {
    const [row] = await t.database.db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::integer` })
      .from(orderItems)
      .where(eq(orderItems.variantId, variantId));
    return row!.units;
  }

  async function stockOf(variantId: number): Promise<number> {
    return (await t.database.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
  }

  it('answers every checkout over interleaved variants, without a 5xx, and loses no unit', async () => {
    const v = await interleavedVariants();
    // Each pair of carts takes the two products' rows in opposite orders when locked line by line.
    const carts: Line[][] = [
      [{ product: v.nets, variant: v.nets1, quantity: 1 }, { product: v.spikes, variant: v.spikes2, quantity: 1 }],
      [{ product: v.spikes, variant: v.spikes1, quantity: 1 }, { product: v.nets, variant: v.nets2, quantity: 1 }],
    ];
    const statuses: number[] = [];
    for (let round = 0; round < 6; round++) {
      const shoppers = await Promise.all(Array.from({ length: 8 }, () => shopper()));
      const answers = await Promise.all(shoppers.map((who, index) => checkout(who, carts[index % 2]!)));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses.every((status) => status === 201)).toBe(true);
    for (const variant of [v.spikes1, v.nets1, v.spikes2, v.nets2]) expect(await stockOf(variant)).toBe(STOCK - (await unitsSold(variant)));
    expect(await unitsSold(v.spikes1)).toBe(24);
  });

  it('takes a product before its variants, so a checkout waiting behind a variant save holds nothing the save needs', async () => {
    const v = await interleavedVariants();
    const who = await shopper();
    // The back-office's save, on a connection of its own: the product's row first, then its variant's.
    const staff = postgres(t.database.url!, { max: 1, onnotice: () => {} });
    try {
      let placing: ReturnType<typeof checkout> | undefined;
      await staff.begin(async (save) => {
        await save`select id from products where id = ${v.spikes} for update`;
        placing = checkout(who, [{ product: v.spikes, variant: v.spikes2, quantity: 1 }, { product: v.nets, variant: v.nets1, quantity: 1 }]);
        await waitForBlockedQuery();
        // Locked line by line, the checkout would hold this variant while it waits for the product: the save
        // would wait for the checkout and the checkout for the save.
        await save`select id from product_variants where id = ${v.spikes2} for no key update nowait`;
        await save`update product_variants set label = 'Pack of 20 (6 m)', version = version + 1 where id = ${v.spikes2}`;
      });
      const placed = await placing!;
      expect(placed.statusCode, placed.body).toBe(201);
    } finally {
      await staff.end({ timeout: 5 });
    }
    expect((await t.database.db.select({ label: productVariants.label }).from(productVariants).where(eq(productVariants.id, v.spikes2)))[0]!.label).toBe('Pack of 20 (6 m)');
    expect(await stockOf(v.spikes2)).toBe(STOCK - 1);
  });

  it('takes a paid survey’s fee off one of a customer’s checkouts placed at once, the others paying in full', async () => {
    const v = await interleavedVariants();
    const owner = (await staffSessionFor(t.database.db, TEST_KEYS)).token;
    await setSurveyFee(t.database.db, 49900);
    await surveyCrew(api, owner);
    const who = await shopper();
    try {
      setShopTime(new Date('2026-06-01T10:00:00+05:30'));
      const bookingId = await paidSurvey(api, who.token, '2026-06-02T09:00:00+05:30');
      setShopTime(new Date('2026-06-03T10:00:00+05:30'));
      // Different carts, so none is taken for a resubmission of another; three, as many unpaid orders as one customer may have.
      const carts: Line[][] = [
        [{ product: v.spikes, variant: v.spikes1, quantity: 1 }],
        [{ product: v.nets, variant: v.nets1, quantity: 1 }],
        [{ product: v.spikes, variant: v.spikes2, quantity: 1 }],
      ];
      const answers = await Promise.all(carts.map((cart) => checkout(who, cart)));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
      const uses = await t.database.db.select().from(orderSurveyCredits);
      expect(uses).toMatchObject([{ bookingId }]);
      const credited = await t.database.db.select({ id: orders.id, credit: orders.surveyCreditPaise }).from(orders);
      expect(credited.filter((order) => order.credit > 0)).toEqual([{ id: uses[0]!.orderId, credit: expect.any(Number) }]);
    } finally {
      setShopTime(null);
    }
  });

  it('waits for a survey’s row held by another writer and reads its fee afresh after, so a fee gone meanwhile is not taken', async () => {
    const v = await interleavedVariants();
    const owner = (await staffSessionFor(t.database.db, TEST_KEYS)).token;
    await setSurveyFee(t.database.db, 49900);
    await surveyCrew(api, owner);
    const who = await shopper();
    const staff = postgres(t.database.url!, { max: 1, onnotice: () => {} });
    try {
      setShopTime(new Date('2026-06-01T10:00:00+05:30'));
      const bookingId = await paidSurvey(api, who.token, '2026-06-02T09:00:00+05:30');
      setShopTime(new Date('2026-06-03T10:00:00+05:30'));
      let placing: ReturnType<typeof checkout> | undefined;
      await staff.begin(async (cancel) => {
        await cancel`select id from bookings where id = ${bookingId} for update`;
        placing = checkout(who, [{ product: v.spikes, variant: v.spikes1, quantity: 1 }]);
        await waitForBlockedQuery();
        // Another writer ends the survey while the checkout waits for it: its fee is no longer the customer's.
        await cancel`update bookings set status = 'cancelled', cancel_reason = 'Entered twice.' where id = ${bookingId}`;
      });
      const placed = await placing!;
      expect(placed.statusCode, placed.body).toBe(201);
      expect(await t.database.db.select().from(orderSurveyCredits)).toEqual([]);
    } finally {
      setShopTime(null);
      await staff.end({ timeout: 5 });
    }
  });

  /** Until some other session of this database waits for a row lock. */
  async function waitForBlockedQuery(): Promise<void> {
    for (let poll = 0; poll < 200; poll++) {
      // postgres-js answers the rows themselves.
      const [row] = (await t.database.db.execute(
        sql`select count(*)::integer as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { waiting: number }[];
      if (row!.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the checkout never waited for the row');
  }
});
