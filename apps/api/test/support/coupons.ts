/** A coupon written straight to the database, live for an hour either side of now unless told otherwise. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { categories, couponCategories, coupons } from '../../src/db/schema';

const HOUR = 3_600_000;

export interface CouponRow {
  code: string;
  percentOff?: number | null;
  amountOffPaise?: number | null;
  minOrderPaise?: number;
  totalLimit?: number | null;
  perCustomerLimit?: number | null;
  startsAt?: Date;
  endsAt?: Date;
  /** The categories it is limited to, by name; none means every product. */
  categoryNames?: string[];
}

export async function insertCoupon(db: Database, { categoryNames = [], ...row }: CouponRow) {
  const [coupon] = await db
    .insert(coupons)
    .values({ percentOff: null, amountOffPaise: null, startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR), ...row })
    .returning();
  for (const name of categoryNames) {
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
    await db.insert(couponCategories).values({ couponId: coupon!.id, categoryId: category!.id });
  }
  return coupon!;
}
