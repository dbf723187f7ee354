import type { ProductVariant } from '@shop/api-client';
import { formatRupees } from '@shop/rules';
import { PriceTiers } from '@shop/ui/PriceTiers';
import { productCopy } from '../../../copy/product';

/**
 * The chosen pack's prices by quantity, as the server answers them (the cart and the order charge the same):
 * nothing when buying more saves nothing.
 */
export function QuantityPrices({ tiers }: { tiers: ProductVariant['price_tiers'] }) {
  if (!tiers || tiers.length === 0) return null;
  const copy = productCopy.priceTiers;
  return (
    <PriceTiers
      caption={copy.caption}
      headings={{ quantity: copy.quantity, price: copy.price, saving: copy.saving }}
      tiers={tiers.map((tier) => ({ quantity: copy.from(tier.min_quantity), price: formatRupees(tier.price), saving: copy.percent(tier.saving_percent) }))}
    />
  );
}
