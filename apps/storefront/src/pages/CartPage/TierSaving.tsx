import { formatRupees, paiseToRupees } from '@shop/rules';
import { Text } from '@shop/ui/Text';
import { cartCopy } from '../../copy/cart';
import type { LineAtTier } from '../../features/cart/tierOfLine';

/** "10+ price: you save ₹164.90", under a line the server priced at a price break. */
export function TierSaving({ tier }: { tier: LineAtTier }) {
  return (
    <Text as="span" size="sm" tone="success" weight="semibold">
      {cartCopy.tierSaving(tier.minQuantity, formatRupees(paiseToRupees(tier.savingPaise)))}
    </Text>
  );
}
