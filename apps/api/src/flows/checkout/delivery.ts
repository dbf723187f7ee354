/**
 * The courier aggregator's word on a checkout's delivery: the customer's address's PIN code and the cart
 * packed as one parcel. Asked before an order's transaction, so no lock waits on the network; the answer is
 * kept a few hours per PIN code and weight, so the quote the shopper has just seen makes it free.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { addresses } from '../../db/schema';
import { InvalidInputError, problem } from '../../errors';
import { packCart, type CartLine, type DeliveryEstimate, type DeliveryEstimator, type PackedCart } from '../../shipping';

export interface CheckoutDelivery {
  pincode: string;
  cart: PackedCart;
  estimate: DeliveryEstimate;
}

/** The refusal of another customer's address, or none. */
export function notYourAddress(): InvalidInputError {
  return new InvalidInputError({ address: [problem('address_not_chosen', 'Choose one of your saved delivery addresses.')] }, 'Please select a delivery address.');
}

/** The refusal of a checkout holding products that are unknown or no longer on sale, naming each. */
export function unavailableProducts(ids: readonly number[]): InvalidInputError {
  return new InvalidInputError({ items: ids.map((id) => problem('product_unavailable', `Product ${id} is not available.`)) }, 'Some products in your cart are no longer available.');
}

/** The customer's own address only: undefined for anyone else's. */
export async function askCheckoutDelivery(
  db: Database,
  estimator: DeliveryEstimator,
  userId: number,
  addressId: number,
  lines: readonly CartLine[],
  beforeAsking?: () => Promise<void>,
): Promise<CheckoutDelivery | undefined> {
  const [address] = await db
    .select({ zipCode: addresses.zipCode })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!address) return undefined;
  const cart = await packCart(db, lines);
  const estimate = await estimator.estimate(address.zipCode, cart.parcel, cart.declaredValuePaise, beforeAsking);
  return { pincode: address.zipCode, cart, estimate };
}
