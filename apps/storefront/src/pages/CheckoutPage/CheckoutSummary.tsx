import { formatRupees } from '@shop/rules';
import { AmountList } from '@shop/ui/AmountList';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { CashIcon, PadlockIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { memo, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CartPriceFailed } from '../../components/CartPriceFailed/CartPriceFailed';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { cartCopy } from '../../copy/cart';
import { checkoutCopy } from '../../copy/checkout';
import { lineKey } from '../../features/cart/cartLines';
import type { CartItem } from '../../features/cart/cartSlice';
import { couponAmountRows } from '../../features/cart/couponView';
import type { PaymentMethod } from '../../features/payments/checkoutAttempt';
import type { CheckoutAmounts } from '../../features/payments/checkoutQuote';
import * as styles from './CheckoutPage.css';

const copy = checkoutCopy.summary;

export interface CheckoutSummaryProps {
  /** Shown only where it stands beside the form (large screens); on a phone, under it, it waits for the form. */
  onlyBeside?: boolean;
  items: readonly CartItem[];
  /** The server's amounts; none before its first answer, or when it could not be had (see `onRetryAmounts`). */
  amounts: CheckoutAmounts | undefined;
  /** The amounts shown are being asked for again (the cart or the coupon changed, the quote is on its way). */
  isUpdating: boolean;
  /** Set when the amounts could not be had: a retry stands in for them. */
  onRetryAmounts?: () => void;
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
 * date and the payment choice, the coupon, Items Subtotal, the coupon's discount, a paid site survey's fee taken off
 * (with a sentence under the amounts saying what it is, for every reader), Shipping, the cash on
 * delivery fee while that is chosen, Amount to be paid, and 'Proceed to Pay' (or 'Place order' when nothing
 * is paid now). The amounts are the server's: the cart's price (useCartPrice), then the quote once an address is
 * chosen; while new ones are asked for the last stay, marked busy, and placeholders hold their places before the
 * first. The server prices the order itself. Memoised: the checkout renders again for every step of its start, and
 * hands the summary the same props until what it shows changes.
 */
export const CheckoutSummary = memo(function CheckoutSummary({
  onlyBeside = false,
  items,
  amounts,
  isUpdating,
  onRetryAmounts,
  method,
  couponCode,
  paymentStep,
  coupon,
  onProceed,
  isBusy,
}: CheckoutSummaryProps) {
  const isCashOnDelivery = method === 'cash_on_delivery';
  const titleId = useId();
  return (
    <Surface as="section" aria-labelledby={titleId} className={styles.summary} display={onlyBeside ? { mobile: 'none', lg: 'grid' } : 'grid'}>
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
      {onRetryAmounts ? (
        <Box paddingTop="4" borderTop="default">
          <CartPriceFailed onRetry={onRetryAmounts} />
        </Box>
      ) : (
        <div aria-busy={isUpdating || amounts === undefined}>
          <AmountList
            isSeparated
            rows={[
              { label: copy.itemsSubtotal, amount: rupees(amounts?.subtotal) },
              ...couponAmountRows(couponCode, amounts?.discount ?? 0, 'rsWithoutSuffix'),
              ...(amounts?.surveyCredit ? [{ label: copy.surveyCredit(amounts.surveyCredit.surveyId), amount: formatRupees(-amounts.surveyCredit.amount, 'rsWithoutSuffix') }] : []),
              { label: copy.shipping, amount: amounts ? shippingAmount(amounts.shipping) : cartCopy.price.pending },
              ...(amounts && amounts.codFee > 0 ? [{ label: copy.codFee, amount: rupees(amounts.codFee) }] : []),
            ]}
            total={{ label: copy.amountToPay, amount: rupees(amounts?.total) }}
          />
          {amounts?.surveyCredit && (
            <Text as="p" size="sm" tone="muted">
              {copy.surveyCreditNote(formatRupees(amounts.surveyCredit.amount), amounts.surveyCredit.invoiceNumber)}
            </Text>
          )}
        </div>
      )}
      <Button size="lg" isFullWidth onPress={onProceed} isPending={isBusy} pendingLabel={copy.processing}>
        {isCashOnDelivery ? copy.placeOrder : copy.proceed}
      </Button>
      <Inline as="p" alignY="top" gap="2" wrap={false} fontSize="sm" lineHeight="body" color="muted">
        {isCashOnDelivery ? <CashIcon className={styles.secureIcon} /> : <PadlockIcon className={styles.secureIcon} />}
        {isCashOnDelivery ? copy.codNote : copy.secureNote}
      </Inline>
    </Surface>
  );
});

/** An amount as the checkout writes it, or its placeholder until the server's first answer. */
function rupees(amount: number | undefined): string {
  return amount === undefined ? cartCopy.price.pending : formatRupees(amount, 'rsWithoutSuffix');
}

function shippingAmount(shipping: number): string {
  return shipping === 0 ? copy.freeShipping : formatRupees(shipping, 'rsWithoutSuffix');
}
