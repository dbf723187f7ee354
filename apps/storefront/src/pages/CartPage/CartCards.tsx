import type { CartPrice } from '@shop/api-client';
import { formatRupees, paiseToRupees } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Grid } from '@shop/ui/Grid';
import { TrashIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { QuantityStepper } from '@shop/ui/QuantityStepper';
import { Text } from '@shop/ui/Text';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { cartCopy } from '../../copy/cart';
import { lineKey } from '../../features/cart/cartLines';
import type { CartItem } from '../../features/cart/cartSlice';
import { tierOfLine } from '../../features/cart/tierOfLine';
import { CartLineName } from './CartLineName';
import { useCartLineEdits } from './useCartLineEdits';

/** The cart on phones: one card per line, the same facts and controls as the table's row. */
export function CartCards({ items, price, onRemoved }: { items: CartItem[]; price: CartPrice | undefined; onRemoved: () => void }) {
  const { changeQuantity, remove } = useCartLineEdits(onRemoved);
  return (
    <Box as="ul" display="grid" role="list" aria-label={cartCopy.table.label}>
      {items.map((item, index) => {
        const tier = tierOfLine(price, items, item);
        return (
          <Grid
            as="li"
            key={lineKey(item)}
            columns="auto-main"
            gap="3"
            padding="4"
            borderBottom={index < items.length - 1 ? 'default' : undefined}
          >
            <ProductThumb src={item.image1} size="lg" />
            <Box display="grid" gap="2" minWidth="0">
              <Grid columns="main-auto" alignItems="flex-start" gap="2">
                <CartLineName item={item} tier={tier} />
                <Button variant="ghost" size="sm" aria-label={cartCopy.removeLabel(cartCopy.lineName(item.title, item.variantLabel))} onPress={() => remove(item)}>
                  <TrashIcon />
                </Button>
              </Grid>
              <Text size="sm" tone="muted">
                {cartCopy.each(formatRupees(tier ? paiseToRupees(tier.unitPricePaise) : item.price))}
              </Text>
              <Inline align="space-between" gap="3">
                <QuantityStepper
                  label={cartCopy.quantityLabel(cartCopy.lineName(item.title, item.variantLabel))}
                  value={item.quantity}
                  onChange={(quantity) => changeQuantity(item, quantity)}
                  size="sm"
                />
                <Box as="p" display="grid" justifyItems="end" fontWeight="bold">
                  <Text as="span" size="xs" weight="regular" tone="muted">
                    {cartCopy.table.subtotal}
                  </Text>
                  <Text as="span" tabularNums>
                    {formatRupees(tier ? paiseToRupees(tier.lineTotalPaise) : item.productTotal)}
                  </Text>
                </Box>
              </Inline>
            </Box>
          </Grid>
        );
      })}
    </Box>
  );
}
