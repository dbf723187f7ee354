/**
 * Whether an order may be paid in cash on delivery: one rule for the product page's estimate, the
 * checkout's quote and the order itself, so a method the quote offers is one the order accepts.
 *
 * A parcel paid on delivery costs the shop freight both ways when it is refused at the door, so the owner
 * bounds the risk (shipping/delivery-settings.ts): it can be switched off, it needs a courier that collects
 * cash at the PIN code, the order may not exceed a total, and a customer whose parcels came back before is
 * offered it no more. When several rules refuse, the reason given is the one that waiting or a smaller cart
 * cannot change, and the aggregator being unreachable (which may pass) comes last.
 *
 * Part of the checkout's flow: the rule weighs the courier's answer (shipping) with the customer's orders.
 */
import type { Schema } from '@shop/contracts';
import { formatPaise } from '@shop/rules';
import { and, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { orders } from '../../db/schema';
import { problem, type Problem } from '../../errors';
import type { DeliveryEstimate, DeliverySettings } from '../../shipping';

export type CodRefusal = NonNullable<Schema<'OrderQuote'>['cash_on_delivery']['reason']>;

export interface CodCase {
  settings: Pick<DeliverySettings, 'codEnabled' | 'codMaxOrderPaise' | 'codMaxRefused'>;
  /** The courier aggregator's answer for the delivery PIN code. */
  delivery: Pick<DeliveryEstimate, 'status' | 'cashOnDelivery'>;
  /** What the courier would collect: goods, shipping and the cash-on-delivery fee. */
  totalPaise: number;
  /** The customer's parcels that came back; left out where no customer is known (a product page). */
  returnedOrders?: number | undefined;
}

/** Null when cash on delivery is possible, else why not. */
export function codRefusal({ settings, delivery, totalPaise, returnedOrders }: CodCase): CodRefusal | null {
  if (!settings.codEnabled) return 'switched_off';
  if (returnedOrders !== undefined && returnedOrders >= settings.codMaxRefused) return 'refused_before';
  if (delivery.status === 'not_serviceable' || (delivery.status === 'serviceable' && !delivery.cashOnDelivery)) return 'not_serviceable';
  if (totalPaise > settings.codMaxOrderPaise) return 'over_limit';
  if (delivery.status === 'unknown') return 'carrier_unknown';
  return null;
}

/**
 * The rule for a known customer at checkout: the quote and the order itself both ask this, with the total
 * priced paid on delivery (price-checkout.ts), so what the quote offers is what the order accepts.
 */
export async function customerCodRefusal(
  db: Database | Transaction,
  userId: number,
  settings: DeliverySettings,
  delivery: CodCase['delivery'],
  totalPaise: number,
): Promise<CodRefusal | null> {
  return codRefusal({ settings, delivery, totalPaise, returnedOrders: await returnedOrderCount(db, userId) });
}

/** The refusal in the customer's words, for the checkout's error under the payment choice. */
export function codRefusalMessage(reason: CodRefusal, settings: Pick<DeliverySettings, 'codMaxOrderPaise'>): Problem {
  switch (reason) {
    case 'switched_off':
      return problem('cod_switched_off', 'Cash on delivery is not offered just now. Please pay online.');
    case 'refused_before':
      return problem('cod_refused_before', 'Cash on delivery is not available on your account because an earlier parcel came back to us undelivered. Please pay online.');
    case 'not_serviceable':
      return problem('cod_not_serviceable', 'No courier collects cash on delivery at this PIN code. Please pay online.');
    case 'over_limit':
      return problem('cod_over_limit', `Cash on delivery is available for orders of up to ${formatPaise(settings.codMaxOrderPaise)}. Please pay online, or split the order.`);
    case 'carrier_unknown':
      return problem('cod_unchecked', 'We cannot check cash on delivery for this PIN code just now. Please pay online, or try again in a few minutes.');
  }
}

/** Parcels of the customer's that came back to the shop (refused at the door or undeliverable). */
async function returnedOrderCount(db: Database | Transaction, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.deliveryStatus, 'returned')));
  return row?.n ?? 0;
}
