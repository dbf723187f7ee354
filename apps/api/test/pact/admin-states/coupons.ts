/** Provider states of the back-office coupons pacts: a window a coupon may run in, a coupon scheduled in it. */
import type { Database } from '../../../src/db/database';
import { coupons } from '../../../src/db/schema';
import { param, type StateHandler } from '../state-support';

const DAY = 24 * 60 * 60 * 1000;

/** From tomorrow for a week, by the provider's clock, so the pact's coupon is always still to come. */
function nextWeek() {
  const startsAt = new Date(Math.ceil(Date.now() / DAY) * DAY + DAY);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 7 * DAY) };
}

export function adminCouponStates(db: Database): Record<string, StateHandler> {
  return {
    // Returns `startsAt` and `endsAt`.
    'a coupon may run from tomorrow for a week': async () => {
      const { startsAt, endsAt } = nextWeek();
      return { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
    },

    // 10% off every product on orders of ₹999 or more, 500 uses in all and one per customer, from tomorrow for a
    // week, version 1, unused. Returns `couponId`, `startsAt` and `endsAt`.
    'coupon {code} is scheduled from tomorrow for a week': async (params) => {
      const { startsAt, endsAt } = nextWeek();
      const [coupon] = await db
        .insert(coupons)
        .values({ code: param(params, 'code'), percentOff: 10, minOrderPaise: 99900, totalLimit: 500, perCustomerLimit: 1, startsAt, endsAt })
        .returning();
      return { couponId: coupon!.id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
    },
  };
}
