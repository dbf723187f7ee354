import type { CartPrice } from '@shop/api-client';
import { formatRupees } from '@shop/rules';
import { Button } from '@shop/ui/Button';
import { TrashIcon } from '@shop/ui/Icon';
import { QuantityStepper } from '@shop/ui/QuantityStepper';
import { Text } from '@shop/ui/Text';
import { memo } from 'react';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { cartCopy } from '../../copy/cart';
import { lineKey } from '../../features/cart/cartLines';
import type { CartItem } from '../../features/cart/cartSlice';
import { tierOfLine, type LineAtTier } from '../../features/cart/tierOfLine';
import { sameLine } from './sameLine';
import { useShownLine } from './useShownLine';
import * as styles from './CartPage.css';
import { CartLineName } from './CartLineName';
import { useCartLineEdits } from './useCartLineEdits';

const copy = cartCopy.table;

/** The cart as the product brief's table: image, title (and the variant's label), quantity, price, subtotal, remove. */
export function CartTable({ items, price, onRemoved }: { items: CartItem[]; price: CartPrice | undefined; onRemoved: () => void }) {
  const { changeQuantity, remove } = useCartLineEdits(onRemoved);
  return (
    <table className={styles.table}>
      <caption className={visuallyHidden}>{copy.label}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.productColumn}>
            {copy.product}
          </th>
          <th scope="col">{copy.quantity}</th>
          <th scope="col" className={styles.numeric}>
            {copy.price}
          </th>
          <th scope="col" className={styles.numeric}>
            {copy.subtotal}
          </th>
          <th scope="col">
            <span className={visuallyHidden}>{copy.remove}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <CartRow
            key={lineKey(item)}
            item={item}
            tier={tierOfLine(price, items, item)}
            isFirst={index === 0}
            onQuantityChange={changeQuantity}
            onRemove={remove}
          />
        ))}
      </tbody>
    </table>
  );
}

interface CartRowProps {
  item: CartItem;
  tier: LineAtTier | undefined;
  isFirst: boolean;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** One line's row, drawn again only when its item or its price break changes (as CartCards' cards). */
const CartRow = memo(function CartRow({ item, tier: pricedTier, isFirst, onQuantityChange, onRemove }: CartRowProps) {
  const { quantity, tier, unitPrice, subtotal, changeQuantity } = useShownLine(item, pricedTier, onQuantityChange);
  return (
    <tr>
      <th scope="row" className={styles.productCell}>
        <ProductThumb src={item.image1} isPriority={isFirst} />
        <CartLineName item={item} tier={tier} />
      </th>
      <td>
        <QuantityStepper
          label={cartCopy.quantityLabel(cartCopy.lineName(item.title, item.variantLabel))}
          value={quantity}
          onChange={changeQuantity}
          size="sm"
        />
      </td>
      <td className={styles.numeric}>{formatRupees(unitPrice)}</td>
      <td className={styles.numeric}>
        <Text as="span" weight="semibold">
          {formatRupees(subtotal)}
        </Text>
      </td>
      <td className={styles.removeCell}>
        <Button variant="ghost" size="sm" aria-label={cartCopy.removeLabel(cartCopy.lineName(item.title, item.variantLabel))} onPress={() => onRemove(item)}>
          <TrashIcon />
        </Button>
      </td>
    </tr>
  );
}, sameLine);
