import type { CartPrice } from '@shop/api-client';
import { formatRupees } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Grid } from '@shop/ui/Grid';
import { TrashIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { QuantityStepper } from '@shop/ui/QuantityStepper';
import { Text } from '@shop/ui/Text';
import { memo } from 'react';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { cartCopy } from '../../copy/cart';
import { lineKey } from '../../features/cart/cartLines';
import type { CartItem } from '../../features/cart/cartSlice';
import { tierOfLine, type LineAtTier } from '../../features/cart/tierOfLine';
import { CartLineName } from './CartLineName';
import { sameLine } from './sameLine';
import { useShownLine } from './useShownLine';
import { useCartLineEdits } from './useCartLineEdits';

/** The cart on phones: one card per line, the same facts and controls as the table's row. */
export function CartCards({ items, price, onRemoved }: { items: CartItem[]; price: CartPrice | undefined; onRemoved: () => void }) {
  const { changeQuantity, remove } = useCartLineEdits(onRemoved);
  return (
    <Box as="ul" display="grid" role="list" aria-label={cartCopy.table.label}>
      {items.map((item, index) => (
        <CartCard
          key={lineKey(item)}
          item={item}
          tier={tierOfLine(price, items, item)}
          isFirst={index === 0}
          isLast={index === items.length - 1}
          onQuantityChange={changeQuantity}
          onRemove={remove}
        />
      ))}
    </Box>
  );
}

interface CartCardProps {
  item: CartItem;
  tier: LineAtTier | undefined;
  isFirst: boolean;
  isLast: boolean;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/**
 * One line's card, drawn again only when its item, its price break or its place changes: an answer with the cart's
 * prices, or another line's new quantity, leaves the others as they are (each holds react-aria's number field).
 */
const CartCard = memo(function CartCard({ item, tier: pricedTier, isFirst, isLast, onQuantityChange, onRemove }: CartCardProps) {
  const { quantity, tier, unitPrice, subtotal, changeQuantity } = useShownLine(item, pricedTier, onQuantityChange);
  return (
    <Grid as="li" columns="auto-main" gap="3" padding="4" borderBottom={isLast ? undefined : 'default'}>
      <ProductThumb src={item.image1} size="lg" isPriority={isFirst} />
      <Box display="grid" gap="2" minWidth="0">
        <Grid columns="main-auto" alignItems="flex-start" gap="2">
          <CartLineName item={item} tier={tier} />
          <Button variant="ghost" size="sm" aria-label={cartCopy.removeLabel(cartCopy.lineName(item.title, item.variantLabel))} onPress={() => onRemove(item)}>
            <TrashIcon />
          </Button>
        </Grid>
        <Text size="sm" tone="muted">
          {cartCopy.each(formatRupees(unitPrice))}
        </Text>
        <Inline align="space-between" gap="3">
          <QuantityStepper
            label={cartCopy.quantityLabel(cartCopy.lineName(item.title, item.variantLabel))}
            value={quantity}
            onChange={changeQuantity}
            size="sm"
          />
          <Box as="p" display="grid" justifyItems="end" fontWeight="bold">
            <Text as="span" size="xs" weight="regular" tone="muted">
              {cartCopy.table.subtotal}
            </Text>
            <Text as="span" tabularNums>
              {formatRupees(subtotal)}
            </Text>
          </Box>
        </Inline>
      </Box>
    </Grid>
  );
}, sameLine);
