/**
 * The owner's free-shipping promise, from the shipping rule the shell call hands to every page. The fee of a
 * cart and how much more would ship it free are the server's sum (the cart's price), never worked out here.
 */
import { useGetSiteShellQuery } from '@shop/api-client';
import { freeShippingPromise } from '@shop/rules';
import { shippingCopy } from '../../copy/shipping';

/** The shop's free-shipping promise made from its rule ("Free shipping on orders of ₹999 or more"), or null when it makes none or the shell could not be read. */
export function useFreeShippingPromise(): string | null {
  const { data } = useGetSiteShellQuery({});
  return data ? freeShippingPromise({ shippingFeePaise: data.shipping.fee_paise, freeShippingFromPaise: data.shipping.free_from_paise }, shippingCopy) : null;
}
