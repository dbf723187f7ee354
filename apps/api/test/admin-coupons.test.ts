/**
 * The back-office's coupons through HTTP, on both databases: set up by the owner only (codes kept in
 * capitals and unique in any case, bad ones refused naming the field with nothing written), listed to any
 * staff member with their state by the shop's clock and the orders that use them, changed at the version
 * read, removed without taking the code off the orders that used it, and every change audited.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, couponCategories, coupons, orders } from '../src/db/schema';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { countRows, createCategory, resetDatabase, staffSessionFor } from './support/fixtures';
import { placeTestOrder } from './support/shippable-orders';

const MINUTE = 60_000;

interface Coupon {
  id: number;
  code: string;
  state: string;
  used: number;
  description: string;
  version: number;
}

describe.each(RULE_DRIVERS)('admin coupons on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let ownerToken: string;
  let start: Date;
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE).toISOString();

  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    ownerToken = (await staffSessionFor(t.database.db, TEST_KEYS)).token;
    start = new Date();
  });
  afterEach(() => setShopTime(null));

  /** A live 10%-off coupon for an hour, with `coupon` over it. */
  const body = (coupon: Record<string, unknown> = {}) => ({
    code: 'MONSOON10',
    percent_off: 10,
    amount_off_paise: null,
    min_order_paise: 0,
    starts_at: at(-60),
    ends_at: at(60),
    total_limit: null,
    per_customer_limit: null,
    category_ids: [],
    ...coupon,
  });
  const create = (coupon: Record<string, unknown> = {}, token = ownerToken) => api.post('/api/admin/coupons/', body(coupon), token);
  async function created(coupon: Record<string, unknown> = {}): Promise<Coupon> {
    const response = await create(coupon);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Coupon>();
  }
  async function list(token = ownerToken): Promise<Coupon[]> {
    const response = await api.get('/api/admin/coupons/', token);
    expect(response.statusCode, response.body).toBe(200);
    await expectToMatchContract('listAdminCoupons', 200, response.json());
    return response.json<Coupon[]>();
  }
  /** An order placed through the shop, then marked as using the coupon (checkout would have done so). */
  async function orderUsing(coupon: Coupon, { cancelled = false } = {}): Promise<number> {
    const { id } = await placeTestOrder(t, { paid: false });
    await t.database.db
      .update(orders)
      .set({ couponId: coupon.id, couponCode: coupon.code, ...(cancelled ? { deliveryStatus: 'cancelled' } : {}) })
      .where(eq(orders.id, id));
    return id;
  }

  it('creates a coupon with its code in capitals, its description and state, unused', async () => {
    const nets = await createCategory(t.database.db, 'Bird Nets');
    const response = await create({ code: 'monsoon10', min_order_paise: 99900, category_ids: [nets.id] });
    expect(response.statusCode, response.body).toBe(201);
    await expectToMatchContract('createAdminCoupon', 201, response.json());
    expect(response.json()).toMatchObject({
      code: 'MONSOON10',
      percent_off: 10,
      amount_off_paise: null,
      min_order_paise: 99900,
      category_ids: [nets.id],
      state: 'live',
      used: 0,
      description: '10% off Bird Nets on orders of ₹999 or more',
      version: 1,
    });
    const [stored] = await t.database.db.select({ code: coupons.code }).from(coupons);
    expect(stored).toEqual({ code: 'MONSOON10' });

    const flat = await created({ code: 'flat200', percent_off: null, amount_off_paise: 20000, min_order_paise: 150000, starts_at: at(10) });
    expect(flat).toMatchObject({ code: 'FLAT200', state: 'upcoming', description: '₹200 off on orders of ₹1,500 or more' });
  });

  it('lists live and upcoming coupons soonest ending first, then ended and used-up ones latest first, counting uses without cancelled orders', async () => {
    const longest = await created({ code: 'LONGEST', ends_at: at(300) });
    const later = await created({ code: 'LATER', starts_at: at(10), ends_at: at(120) });
    const soonest = await created({ code: 'SOONEST', ends_at: at(30) });
    const limited = await created({ code: 'ONCE', ends_at: at(60), total_limit: 1 });
    const next = await created({ code: 'NEXT', ends_at: at(45) });
    const future = await created({ code: 'FUTURE', starts_at: at(100), ends_at: at(200) });

    await orderUsing(limited);
    await orderUsing(limited, { cancelled: true });

    setShopTime(new Date(at(50)));
    const listed = await list();
    expect(listed.map((coupon) => [coupon.code, coupon.state])).toEqual([
      [later.code, 'live'],
      [future.code, 'upcoming'],
      [longest.code, 'live'],
      [limited.code, 'used_up'],
      [next.code, 'ended'],
      [soonest.code, 'ended'],
    ]);
    expect(listed.map((coupon) => coupon.used)).toEqual([0, 0, 0, 1, 0, 0]);
  });

  it('changes a coupon at the version read, refuses a stale or missing version, and an unknown coupon', async () => {
    const coupon = await created();
    const changed = await api.put(`/api/admin/coupons/${coupon.id}/`, body({ code: 'Diwali25', percent_off: 25, version: coupon.version }), ownerToken);
    expect(changed.statusCode, changed.body).toBe(200);
    await expectToMatchContract('updateAdminCoupon', 200, changed.json());
    expect(changed.json()).toMatchObject({ id: coupon.id, code: 'DIWALI25', percent_off: 25, description: '25% off', version: 2 });

    const stale = await api.put(`/api/admin/coupons/${coupon.id}/`, body({ percent_off: 30, version: 1 }), ownerToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toHaveProperty('version');
    const missing = await api.put(`/api/admin/coupons/${coupon.id}/`, body(), ownerToken);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['version']);
    expect((await api.put('/api/admin/coupons/999999/', body({ version: 1 }), ownerToken)).statusCode).toBe(404);
    expect((await list())[0]).toMatchObject({ code: 'DIWALI25', percent_off: 25, version: 2 });
  });

  it('refuses a code another coupon has, in any case, naming `code`', async () => {
    await created({ code: 'DIWALI' });
    const other = await created({ code: 'HOLI' });
    const taken = await create({ code: 'diwali' });
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json().errors)).toEqual(['code']);
    const renamed = await api.put(`/api/admin/coupons/${other.id}/`, body({ code: 'Diwali', version: other.version }), ownerToken);
    expect(renamed.statusCode).toBe(409);
    expect(Object.keys(renamed.json().errors)).toEqual(['code']);
    // Its own code is not taken from itself.
    expect((await api.put(`/api/admin/coupons/${other.id}/`, body({ code: 'holi', version: other.version }), ownerToken)).statusCode).toBe(200);
    expect(await countRows(t.database.db, coupons)).toBe(2);
  });

  it('refuses a wrong coupon naming the field and writes nothing', async () => {
    const nets = await createCategory(t.database.db, 'Bird Nets');
    const existing = await created({ code: 'KEPT', category_ids: [nets.id] });
    const counts = async () => Promise.all([coupons, couponCategories, auditLog].map((table) => countRows(t.database.db, table)));
    const before = await counts();

    const refusals: [Record<string, unknown>, string[]][] = [
      [{ code: 'ab' }, ['code']],
      [{ code: 'no spaces!' }, ['code']],
      [{ percent_off: 10, amount_off_paise: 5000, min_order_paise: 100000 }, ['percent_off']],
      [{ percent_off: null }, ['percent_off']],
      [{ percent_off: null, amount_off_paise: 50000, min_order_paise: 50000 }, ['min_order_paise']],
      [{ percent_off: null, amount_off_paise: 50000, min_order_paise: 0 }, ['min_order_paise']],
      [{ starts_at: at(30), ends_at: at(30) }, ['ends_at']],
      [{ starts_at: at(30), ends_at: at(20) }, ['ends_at']],
      [{ starts_at: at(-120), ends_at: at(-60) }, ['ends_at']],
      [{ category_ids: [nets.id, 999999] }, ['category_ids']],
    ];
    for (const [coupon, fields] of refusals) {
      const refused = await create({ code: 'NEWCODE', ...coupon });
      expect(refused.statusCode, JSON.stringify(coupon)).toBe(400);
      expect(Object.keys(refused.json().errors), JSON.stringify(coupon)).toEqual(fields);
      const changed = await api.put(`/api/admin/coupons/${existing.id}/`, body({ code: 'NEWCODE', ...coupon, version: existing.version }), ownerToken);
      expect(changed.statusCode, JSON.stringify(coupon)).toBe(400);
      expect(Object.keys(changed.json().errors), JSON.stringify(coupon)).toEqual(fields);
    }
    expect(await counts()).toEqual(before);
    expect(await list()).toMatchObject([{ code: 'KEPT', category_ids: [nets.id], version: 1 }]);
  });

  it('lets any staff member list coupons but only the owner create, change or remove one', async () => {
    const coupon = await created();
    const packer = (await staffSessionFor(t.database.db, TEST_KEYS, { staffRole: 'staff' })).token;
    expect((await create({ code: 'PACKER' }, packer)).statusCode).toBe(403);
    expect((await api.put(`/api/admin/coupons/${coupon.id}/`, body({ percent_off: 50, version: coupon.version }), packer)).statusCode).toBe(403);
    expect((await api.delete(`/api/admin/coupons/${coupon.id}/`, packer)).statusCode).toBe(403);
    expect(await list(packer)).toMatchObject([{ id: coupon.id, percent_off: 10, version: 1 }]);
  });

  it('removes a coupon while the orders that used it keep its code, and audits every change', async () => {
    const coupon = await created();
    const changed = (await api.put(`/api/admin/coupons/${coupon.id}/`, body({ percent_off: 15, version: coupon.version }), ownerToken)).json<Coupon>();
    const orderId = await orderUsing(changed);

    expect((await api.delete(`/api/admin/coupons/${coupon.id}/`, ownerToken)).statusCode).toBe(204);
    expect((await api.delete(`/api/admin/coupons/${coupon.id}/`, ownerToken)).statusCode).toBe(404);
    expect(await list()).toEqual([]);
    const [order] = await t.database.db.select({ couponId: orders.couponId, couponCode: orders.couponCode }).from(orders).where(eq(orders.id, orderId));
    expect(order).toEqual({ couponId: null, couponCode: 'MONSOON10' });

    const audited = await t.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'coupon'))
      .orderBy(auditLog.id);
    expect(audited.map((row) => [row.action, row.entityId])).toEqual([
      ['coupon.create', String(coupon.id)],
      ['coupon.update', String(coupon.id)],
      ['coupon.delete', String(coupon.id)],
    ]);
    expect(audited[1]).toMatchObject({ before: { percent_off: 10, version: 1 }, after: { percent_off: 15, version: 2 } });
    expect(audited[2]).toMatchObject({ before: { code: 'MONSOON10', used: 1 }, after: null });
  });
});
