import { formatRupees } from '@shop/rules';
import { AmountList } from '@shop/ui/AmountList';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { PadlockIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { checkoutCopy } from '../../copy/checkout';
import type { CartItem } from '../../features/cart/cartSlice';
import type { CartTotals } from '../../features/cart/cartTotals';
import * as styles from './CheckoutPage.css';

const copy = checkoutCopy.summary;

export interface CheckoutSummaryProps {
  items: readonly CartItem[];
  totals: CartTotals;
  onProceed: () => void;
  isBusy: boolean;
}

/**
 * The checkout's right side: each item (image, title, quantity, price), Items Subtotal, Shipping
 * Rs.0, Amount to be paid, and 'Proceed to Pay'. The amounts are the cart's; the server prices the
 * order itself, and the payment window shows what it charges.
 */
export function CheckoutSummary({ items, totals, onProceed, isBusy }: CheckoutSummaryProps) {
  const titleId = useId();
  return (
    <Surface as="section" aria-labelledby={titleId} className={styles.summary}>
      <SectionHeader
        title={copy.title}
        titleId={titleId}
        action={
          <Text as="span" size="sm" weight="semibold">
            <Link to="/cart" className={styles.textLink}>
              {copy.editCart}
            </Link>
          </Text>
        }
      />
      <Box as="ul" display="grid" gap="3" role="list">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <ProductThumb src={item.image1} size="sm" />
            <Box as="span" display="grid" gap="0.5" minWidth="0">
              <Text as="span" weight="semibold" leading="snug" wrap="breakWord">
                {item.title}
              </Text>
              <Text as="span" size="sm" tone="muted">
                {copy.quantity(item.quantity)}
              </Text>
            </Box>
            <span className={styles.itemPrice}>{formatRupees(item.productTotal, 'rsWithoutSuffix')}</span>
          </li>
        ))}
      </Box>
      <AmountList
        isSeparated
        rows={[
          { label: copy.itemsSubtotal, amount: formatRupees(totals.subtotal, 'rsWithoutSuffix') },
          { label: copy.shipping, amount: formatRupees(totals.shipping, 'rsWithoutSuffix') },
        ]}
        total={{ label: copy.amountToPay, amount: formatRupees(totals.total, 'rsWithoutSuffix') }}
      />
      <Button size="lg" isFullWidth onPress={onProceed} isPending={isBusy} pendingLabel={copy.processing}>
        {copy.proceed}
      </Button>
      <Inline as="p" alignY="top" gap="2" wrap={false} fontSize="sm" lineHeight="body" color="muted">
        <PadlockIcon className={styles.secureIcon} />
        {copy.secureNote}
      </Inline>
    </Surface>
  );
}
