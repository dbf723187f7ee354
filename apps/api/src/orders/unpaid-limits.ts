/**
 * How much stock one customer may hold without paying. An unpaid order reserves its units until it is
 * paid or expires, so without a cap one account could keep the whole catalogue out of stock for
 * everyone else, again and again. The hold lasts about as long as a Razorpay Checkout session. A
 * cash-on-delivery order holds its units without money received from the moment it is placed until the
 * courier collects at the door, confirmed or not, so it counts until it is delivered (or cancelled); its
 * coupon use is held as long, so the caps bound those too.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { orderItems, orders } from '../db/schema';
import { InvalidInputError, problem } from '../errors';

export interface UnpaidOrderLimits {
  /** Minutes an unpaid order keeps its stock before it is expired and the stock goes back on sale. */
  holdMinutes: number;
  /** Orders without money received (online unpaid, cash on delivery not yet delivered) one customer may have at once. */
  ordersPerCustomer: number;
  /** Units those orders may reserve together, the new order's included. */
  unitsPerCustomer: number;
}

export const DEFAULT_UNPAID_ORDER_LIMITS: UnpaidOrderLimits = { holdMinutes: 30, ordersPerCustomer: 3, unitsPerCustomer: 100 };

/** Holding stock with no money received: an online payment not made yet, or cash the courier has not collected. */
const HOLDING_UNPAID = and(inArray(orders.paymentStatus, ['pending', 'to_collect']), notInArray(orders.deliveryStatus, ['cancelled', 'returned', 'delivered']))!;

interface HeldOrders {
  awaitingPayment: number;
  awaitingConfirmation: number;
  onTheirWay: number;
  units: number;
}

/** The customer's orders holding stock unpaid, by what they wait for, and their units. */
async function heldUnpaid(tx: Transaction, userId: number): Promise<HeldOrders> {
  const [held] = await tx
    .select({
      awaitingPayment: sql<number>`count(distinct ${orders.id}) filter (where ${orders.paymentStatus} = 'pending')`.mapWith(Number),
      awaitingConfirmation: sql<number>`count(distinct ${orders.id}) filter (where ${orders.codConfirmation} = 'awaiting')`.mapWith(Number),
      onTheirWay: sql<number>`count(distinct ${orders.id}) filter (where ${orders.paymentStatus} = 'to_collect' and ${orders.codConfirmation} is distinct from 'awaiting')`.mapWith(Number),
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), HOLDING_UNPAID));
  return held ?? { awaitingPayment: 0, awaitingConfirmation: 0, onTheirWay: 0, units: 0 };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 waiting for its online payment, 2 paid on delivery and not yet delivered". */
function whatTheyWaitFor(held: HeldOrders): string {
  return [
    held.awaitingPayment > 0 && `${held.awaitingPayment} waiting for ${held.awaitingPayment === 1 ? 'its' : 'their'} online payment`,
    held.awaitingConfirmation > 0 && `${held.awaitingConfirmation} cash on delivery waiting for your confirmation`,
    held.onTheirWay > 0 && `${held.onTheirWay} cash on delivery not yet delivered`,
  ]
    .filter((part): part is string => typeof part === 'string')
    .join(', ');
}

/**
 * Refuses a new order that would take the customer past either cap. Runs inside the checkout's
 * per-customer lock, so two checkouts at once cannot both slip under it.
 */
export async function assertWithinUnpaidLimits(tx: Transaction, userId: number, newUnits: number, limits: UnpaidOrderLimits): Promise<void> {
  const held = await heldUnpaid(tx, userId);
  const openOrders = held.awaitingPayment + held.awaitingConfirmation + held.onTheirWay;
  const release =
    `An order counts until its money reaches us: paid online, or collected by the courier at delivery. Unpaid online orders are released ${limits.holdMinutes} minutes after they were placed; ` +
    'cash-on-delivery orders count until they are delivered, or cancelled when their time to confirm ends.';
  if (openOrders >= limits.ordersPerCustomer) {
    throw new InvalidInputError(
      {
        items: [
          problem(
            'unpaid_orders_limit',
            `You already have ${plural(openOrders, 'unpaid order', 'unpaid orders')} (${whatTheyWaitFor(held)}); at most ${limits.ordersPerCustomer} may be open at once. ` +
              `Pay for one of them (My orders), or order again once one has been delivered. ${release}`,
          ),
        ],
      },
      `At most ${limits.ordersPerCustomer} unpaid orders, cash on delivery included, may be open at once.`,
    );
  }
  if (held.units + newUnits > limits.unitsPerCustomer) {
    const left = Math.max(0, limits.unitsPerCustomer - held.units);
    throw new InvalidInputError(
      {
        items: [
          problem(
            'unpaid_items_limit',
            held.units > 0
              ? `Your unpaid orders (${whatTheyWaitFor(held)}) already hold ${plural(held.units, 'item', 'items')}; at most ${limits.unitsPerCustomer} may be held at once, so this order can have ${left} more. Pay for your open orders first, or wait until they are delivered or released. ${release}`
              : `One order can hold at most ${limits.unitsPerCustomer} items until it is paid. For a larger quantity, please contact us.`,
          ),
        ],
      },
      `At most ${limits.unitsPerCustomer} items may be held in unpaid orders, cash on delivery included, at once.`,
    );
  }
}
