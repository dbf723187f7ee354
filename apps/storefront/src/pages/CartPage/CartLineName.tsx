import { formatRupees, paiseToRupees, productVariantPath } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Text } from '@shop/ui/Text';
import { Link } from 'react-router-dom';
import { cartCopy } from '../../copy/cart';
import type { CartItem } from '../../features/cart/cartSlice';
import type { LineAtTier } from '../../features/cart/tierOfLine';
import * as styles from './CartPage.css';

/**
 * What a cart line is, in the phone's cards and the desktop's table alike: the product's link to its pack, the
 * pack's label, and, where the server priced the line at a price break, "10+ price: you save ₹164.90".
 */
export function CartLineName({ item, tier }: { item: CartItem; tier: LineAtTier | undefined }) {
  return (
    <Box as="span" display="grid" gap="0.5" minWidth="0">
      <Link to={productVariantPath(item.slug, item.variant)} className={styles.productLink}>
        {item.title}
      </Link>
      {item.variantLabel && (
        <Text as="span" size="sm" tone="muted">
          {item.variantLabel}
        </Text>
      )}
      {tier && (
        <Text as="span" size="sm" tone="success" weight="semibold">
          {cartCopy.tierSaving(tier.minQuantity, formatRupees(paiseToRupees(tier.savingPaise)))}
        </Text>
      )}
    </Box>
  );
}
