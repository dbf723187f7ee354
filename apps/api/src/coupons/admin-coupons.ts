/**
 * Coupons as the owner sets them up: a code that takes a percentage or an amount off an order's goods
 * (optionally only some categories'), from a minimum order, within a window, a limited number of times.
 * Everything that could make a coupon wrong is refused before anything is written, each answer naming its
 * field: a code of the wrong shape, both or neither discount, a flat amount not below the minimum order (so
 * no order is ever free), an end not after the start or already past, unknown categories. A code another
 * coupon has (in any case) is a conflict naming `code`. Orders keep the code and discount they were given,
 * so a coupon changed or removed later changes no order.
 */
import type { Schema } from '@shop/contracts';
import { couponDescription, normaliseCouponCode } from '@shop/rules';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { categories, couponCategories, coupons } from '../db/schema';
import { ConflictError, InvalidInputError, NotFoundError, problem, type FieldProblems } from '../errors';
import { shopNow } from '../shop-clock';
import { coveredCategories } from './coupon-categories';
import { couponUses } from './coupon-uses';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../kernel';

export type AdminCouponView = Schema<'AdminCoupon'>;
type CouponInput = Schema<'AdminCouponInput'>;
type CouponRow = typeof coupons.$inferSelect;

const COUPON_NOT_FOUND = problem('coupon_not_found', 'No such coupon.');
const CODE_TAKEN = problem('coupon_code_taken', 'Another coupon already has this code. Choose a different one.');
/** The stored shape, as the table's `coupons_code_shape` check has it: capitals only. */
const STORED_CODE = /^[A-Z0-9][A-Z0-9_-]{2,19}$/;

/** Live and upcoming coupons first, soonest to end first; then ended or used-up ones, latest first. */
export async function listAdminCoupons(db: Database): Promise<AdminCouponView[]> {
  const rows = await db.select().from(coupons).orderBy(asc(coupons.id));
  const views = await viewsOf(db, rows, shopNow());
  // Used-up depends on the orders counted, not only on the dates, so the order is settled here rather than in SQL.
  const finished = (view: AdminCouponView) => view.state === 'ended' || view.state === 'used_up';
  const endOf = (view: AdminCouponView) => Date.parse(view.ends_at);
  return views.sort((a, b) => {
    if (finished(a) !== finished(b)) return finished(a) ? 1 : -1;
    const byEnd = finished(a) ? endOf(b) - endOf(a) : endOf(a) - endOf(b);
    return byEnd || a.id - b.id;
  });
}

export async function createAdminCoupon(db: Database, actorId: number, input: CouponInput): Promise<AdminCouponView> {
  return codeRaceAsConflict(
    inTransaction(db, async (tx) => {
      const checked = await checkCoupon(tx, input, shopNow());
      await assertCodeFree(tx, checked.columns.code, undefined);
      const [created] = await tx.insert(coupons).values(checked.columns).returning({ id: coupons.id });
      await writeCategories(tx, created!.id, checked.categoryIds);
      const after = await getAdminCoupon(tx, created!.id);
      await recordAudit(tx, { actorId, action: 'coupon.create', entityType: 'coupon', entityId: after.id, before: null, after });
      return after;
    }),
  );
}

export async function updateAdminCoupon(db: Database, actorId: number, couponId: number, input: CouponInput): Promise<AdminCouponView> {
  if (input.version === undefined) throw new InvalidInputError({ version: [problem('version_required', 'Send the version of the coupon you read.')] });
  const version = input.version;
  return codeRaceAsConflict(
    inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
      if (!current) throw new NotFoundError(COUPON_NOT_FOUND);
      assertVersion(current.version, version, 'coupon');
      const checked = await checkCoupon(tx, input, shopNow());
      await assertCodeFree(tx, checked.columns.code, couponId);
      const before = await getAdminCoupon(tx, couponId);
      await tx
        .update(coupons)
        .set({ ...checked.columns, version: current.version + 1 })
        .where(eq(coupons.id, couponId));
      await tx.delete(couponCategories).where(eq(couponCategories.couponId, couponId));
      await writeCategories(tx, couponId, checked.categoryIds);
      const after = await getAdminCoupon(tx, couponId);
      await recordAudit(tx, { actorId, action: 'coupon.update', entityType: 'coupon', entityId: couponId, before, after });
      return after;
    }),
  );
}

/** Its code stops working at once; the orders that used it keep their copy of the code (the key is set null). */
export async function deleteAdminCoupon(db: Database, actorId: number, couponId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await getAdminCoupon(tx, couponId);
    await tx.delete(coupons).where(eq(coupons.id, couponId));
    await recordAudit(tx, { actorId, action: 'coupon.delete', entityType: 'coupon', entityId: couponId, before, after: null });
  });
}

async function getAdminCoupon(tx: Transaction | Database, couponId: number): Promise<AdminCouponView> {
  const rows = await tx.select().from(coupons).where(eq(coupons.id, couponId));
  const [view] = await viewsOf(tx, rows, shopNow());
  if (!view) throw new NotFoundError(COUPON_NOT_FOUND);
  return view;
}

async function viewsOf(db: Database | Transaction, rows: CouponRow[], now: Date): Promise<AdminCouponView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [uses, chosen] = await Promise.all([
    couponUses(db, ids),
    coveredCategories(db, ids),
  ]);
  return rows.map((row) => {
    const own = chosen.filter((choice) => choice.couponId === row.id);
    const used = uses.get(row.id) ?? 0;
    return {
      id: row.id,
      code: row.code,
      percent_off: row.percentOff,
      amount_off_paise: row.amountOffPaise,
      min_order_paise: row.minOrderPaise,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      total_limit: row.totalLimit,
      per_customer_limit: row.perCustomerLimit,
      category_ids: own.map((choice) => choice.categoryId),
      state: stateOf(row, used, now),
      used,
      description: couponDescription({
        percentOff: row.percentOff,
        amountOffPaise: row.amountOffPaise,
        minOrderPaise: row.minOrderPaise,
        categoryNames: own.map((choice) => choice.name),
      }),
      version: row.version,
    };
  });
}

/** Used up wins over the dates: once the limit is reached the code takes nothing off, whatever the window. */
function stateOf(row: CouponRow, used: number, now: Date): AdminCouponView['state'] {
  if (row.totalLimit !== null && used >= row.totalLimit) return 'used_up';
  if (row.endsAt <= now) return 'ended';
  return row.startsAt > now ? 'upcoming' : 'live';
}

interface CheckedCoupon {
  columns: Pick<
    typeof coupons.$inferInsert,
    'code' | 'percentOff' | 'amountOffPaise' | 'minOrderPaise' | 'startsAt' | 'endsAt' | 'totalLimit' | 'perCustomerLimit'
  >;
  categoryIds: number[];
}

/** The coupon as it will be stored, or every problem with it at once, each under its field. */
async function checkCoupon(tx: Transaction, input: CouponInput, now: Date): Promise<CheckedCoupon> {
  const errors: FieldProblems = {};
  const code = normaliseCouponCode(input.code);
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  if (!STORED_CODE.test(code)) errors.code = [problem('coupon_code_invalid', 'Use 3 to 20 letters, digits, - or _, starting with a letter or digit.')];
  if ((input.percent_off === null) === (input.amount_off_paise === null)) {
    errors.percent_off = [problem('discount_kind_required', 'Give either a percentage or an amount off.')];
  } else if (input.amount_off_paise !== null && input.amount_off_paise >= input.min_order_paise) {
    errors.min_order_paise = [problem('flat_coupon_minimum_too_low', 'A flat coupon needs a minimum order above its amount, so no order is free.')];
  }
  if (endsAt <= startsAt) errors.ends_at = [problem('ends_before_start', 'The coupon must end after it starts.')];
  else if (endsAt <= now) errors.ends_at = [problem('end_in_past', 'This end has already passed.')];

  const known = input.category_ids.length
    ? await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.category_ids))
    : [];
  if (known.length !== input.category_ids.length) errors.category_ids = [problem('categories_gone', 'Some of these categories no longer exist. Reload and choose again.')];

  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors, 'Check the coupon.');
  return {
    columns: {
      code,
      percentOff: input.percent_off,
      amountOffPaise: input.amount_off_paise,
      minOrderPaise: input.min_order_paise,
      startsAt,
      endsAt,
      totalLimit: input.total_limit,
      perCustomerLimit: input.per_customer_limit,
    },
    categoryIds: input.category_ids,
  };
}

/** Codes are stored in capitals, so comparing the normalised code finds one taken in any case. */
async function assertCodeFree(tx: Transaction, code: string, couponId: number | undefined): Promise<void> {
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, code), couponId === undefined ? undefined : ne(coupons.id, couponId)));
  if (taken) throw new ConflictError(CODE_TAKEN, { code: [CODE_TAKEN] });
}

/**
 * Two saves that claim the same free code at once both pass assertCodeFree; the unique key stops the
 * second, which gets the same answer as if it had come later.
 */
async function codeRaceAsConflict<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error, 'coupons_code_key')) throw new ConflictError(CODE_TAKEN, { code: [CODE_TAKEN] });
    throw error;
  }
}

async function writeCategories(tx: Transaction, couponId: number, categoryIds: number[]): Promise<void> {
  if (categoryIds.length) await tx.insert(couponCategories).values(categoryIds.map((categoryId) => ({ couponId, categoryId })));
}
