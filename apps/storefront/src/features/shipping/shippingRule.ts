/**
 * The owner's shipping rule as the shell call hands it to every page, in the shape `@shop/rules` reads:
 * the cart shows the fee and what more ships free by the same rule the server charges.
 */
import { useGetSiteShellQuery } from '@shop/api-client';
import { freeShippingPromise, type ShippingRule } from '@shop/rules';

/** Undefined until the shell arrives (the server's first page already holds it), or if it could not be read. */
export function useShippingRule(): ShippingRule | undefined {
  const { data } = useGetSiteShellQuery();
  return data && { shippingFeePaise: data.shipping.fee_paise, freeShippingFromPaise: data.shipping.free_from_paise };
}

/** The shop's free-shipping promise made from its rule ("Free shipping on orders of ₹999 or more"), or null when it makes none. */
export function useFreeShippingPromise(): string | null {
  const rule = useShippingRule();
  return rule ? freeShippingPromise(rule) : null;
}
