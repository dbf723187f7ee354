/**
 * The shipping fee: the one place that says what delivery costs. Today it is free everywhere in India
 * (the product brief shows no rate logic: "Shipping fixed at Rs.0"); the server charges it on every order
 * and the cart and checkout show it, so both read it from here.
 */
/** The fee in paise for an order whose goods cost `subtotalPaise`. */
export function shippingFeePaise(_subtotalPaise: number): number {
  return 0;
}

/** What the shopper pays for goods worth `subtotalPaise`, shipping included, in paise. */
export function orderTotalPaise(subtotalPaise: number): number {
  return subtotalPaise + shippingFeePaise(subtotalPaise);
}

