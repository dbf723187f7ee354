import type { MessagingOptIn, OrderCreate } from '@shop/api-client';
import { lineForApi, linesKey, type QuantityLine } from '../cart/cartLines';

/** How the shopper pays: online through the provider, or in cash to the courier. */
export type PaymentMethod = NonNullable<OrderCreate['payment_method']>;

/** The order's terms beyond its lines and payment: the business billed, when the shopper buys for one, and the coupon used. */
export type OrderTerms = Pick<OrderCreate, 'gstin' | 'business_name' | 'coupon_code'>;

/** A cart line as the order needs it: the product, its variant (null for the default) and how many. */
export type OrderLine = QuantityLine;

/** By product, then variant (the default first): a stable order, whatever the cart's. */
const byLine = (a: OrderLine, b: OrderLine) => a.id - b.id || (a.variant ?? 0) - (b.variant ?? 0);

/**
 * The order creation payload: the address, the lines, how it is paid, and the WhatsApp or SMS updates the
 * shopper ticked (left out when they ticked none), the business billed when the shopper buys for one and the
 * coupon applied (left out without one). The server takes the customer from the token, prices from
 * its catalogue and starts every order pending.
 */
export function orderPayload(
  addressId: number,
  lines: readonly OrderLine[],
  method: PaymentMethod = 'online',
  messaging?: MessagingOptIn,
  terms?: OrderTerms,
): OrderCreate {
  const { coupon_code: couponCode, ...billedTo } = terms ?? {};
  return {
    address: addressId,
    items: lines.map(lineForApi),
    payment_method: method,
    ...(messaging?.order_updates?.length ? { messaging } : {}),
    ...billedTo,
    ...(couponCode ? { coupon_code: couponCode } : {}),
  };
}

/**
 * What a checkout buys: the address, the lines, in a stable order, and the coupon; and for one attempt, how it
 * is paid and the GSTIN billed too, since the API answers a key sent again for another payment method or buyer
 * with a refusal, not an order.
 */
export function checkoutFingerprint(addressId: number, lines: readonly OrderLine[], method?: PaymentMethod, terms?: OrderTerms): string {
  const sorted = linesKey([...lines].sort(byLine));
  const base = method === undefined ? `${addressId}:${sorted}` : `${addressId}:${sorted}:${method}`;
  // Billed to another business (or to none) is another checkout: the API refuses a key sent again for it.
  const billed = terms?.gstin ? `:${terms.gstin}:${terms.business_name ?? ''}` : '';
  // So is another coupon (or none): the order charges another amount.
  const coupon = terms?.coupon_code ? `:coupon=${terms.coupon_code}` : '';
  return `${base}${billed}${coupon}`;
}

/** A random id for an Idempotency-Key (crypto.randomUUID needs a secure context; a LAN address is not one). */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of the current checkout attempt. A retry of the same cart and address (a
 * double press, a lost answer) sends the same key and gets the same order back; another cart or
 * address starts a new attempt. After a failed payment the attempt is over (that order gave its
 * stock back), so `renew` makes the next press create a new order.
 */
export class CheckoutAttempts {
  private current: { fingerprint: string; key: string } | undefined;

  constructor(private readonly newKey: () => string = randomKey) {}

  keyFor(fingerprint: string): string {
    if (this.current?.fingerprint !== fingerprint) this.current = { fingerprint, key: this.newKey() };
    return this.current.key;
  }

  renew(): void {
    this.current = undefined;
  }
}
