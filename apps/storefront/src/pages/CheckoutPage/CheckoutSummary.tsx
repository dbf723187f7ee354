import { formatRupees } from '@shop/rules';
import { AmountList } from '@shop/ui/AmountList';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { CashIcon, PadlockIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { checkoutCopy } from '../../copy/checkout';
import { lineKey } from '../../features/cart/cartLines';
import type { CartItem } from '../../features/cart/cartSlice';
import { couponAmountRows } from '../../features/cart/couponView';
import type { PaymentMethod } from '../../features/payments/checkoutAttempt';
import type { CheckoutAmounts } from '../../features/payments/checkoutQuote';
import * as styles from './CheckoutPage.css';

const copy = checkoutCopy.summary;

export interface CheckoutSummaryProps {
  items: readonly CartItem[];
  amounts: CheckoutAmounts;
  method: PaymentMethod;
  /** The coupon applied, named beside its discount among the amounts. */
  couponCode: string | null;
  /** When it arrives and how to pay: above the amounts, which follow the choice. */
  paymentStep: ReactNode;
  /** The coupon box, just above the amounts it changes. */
  coupon: ReactNode;
  onProceed: () => void;
  isBusy: boolean;
}

/**
 * The checkout's right side: each item (image, title, its variant's label, quantity, price), the delivery
 * date and the payment choice, the coupon, Items Subtotal, the coupon's discount, Shipping, the cash on
 * delivery fee while that is chosen, Amount to be paid, and 'Proceed to Pay' (or 'Place order' when nothing
 * is paid now). The amounts are the server's quote once an address is chosen; the server prices the order itself.
 */
export function CheckoutSummary({ items, amounts, method, couponCode, paymentStep, coupon, onProceed, isBusy }: CheckoutSummaryProps) {
  const isCashOnDelivery = method === 'cash_on_delivery';
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
          <li key={lineKey(item)} className={styles.item}>
            <ProductThumb src={item.image1} size="sm" />
            <Box as="span" display="grid" gap="0.5" minWidth="0">
              <Text as="span" weight="semibold" leading="snug" wrap="breakWord">
                {item.title}
              </Text>
              {item.variantLabel && (
                <Text as="span" size="sm" tone="muted">
                  {item.variantLabel}
                </Text>
              )}
              <Text as="span" size="sm" tone="muted">
                {copy.quantity(item.quantity)}
              </Text>
            </Box>
            <span className={styles.itemPrice}>{formatRupees(item.productTotal, 'rsWithoutSuffix')}</span>
          </li>
        ))}
      </Box>
      <Box display="grid" gap="4" paddingTop="4" borderTop="default">
        {paymentStep}
      </Box>
      <Box paddingTop="4" borderTop="default">
        {coupon}
      </Box>
      <AmountList
        isSeparated
        rows={[
          { label: copy.itemsSubtotal, amount: formatRupees(amounts.subtotal, 'rsWithoutSuffix') },
          ...couponAmountRows(couponCode, amounts.discount, 'rsWithoutSuffix'),
          { label: copy.shipping, amount: shippingAmount(amounts.shipping) },
          ...(amounts.codFee > 0 ? [{ label: copy.codFee, amount: formatRupees(amounts.codFee, 'rsWithoutSuffix') }] : []),
        ]}
        total={amounts.total === null ? undefined : { label: copy.amountToPay, amount: formatRupees(amounts.total, 'rsWithoutSuffix') }}
      />
      <Button size="lg" isFullWidth onPress={onProceed} isPending={isBusy} pendingLabel={copy.processing}>
        {isCashOnDelivery ? copy.placeOrder : copy.proceed}
      </Button>
      <Inline as="p" alignY="top" gap="2" wrap={false} fontSize="sm" lineHeight="body" color="muted">
        {isCashOnDelivery ? <CashIcon className={styles.secureIcon} /> : <PadlockIcon className={styles.secureIcon} />}
        {isCashOnDelivery ? copy.codNote : copy.secureNote}
      </Inline>
    </Surface>
  );
}

function shippingAmount(shipping: number | null): string {
  if (shipping === null) return copy.shippingWithAddress;
  return shipping === 0 ? copy.freeShipping : formatRupees(shipping, 'rsWithoutSuffix');
}
