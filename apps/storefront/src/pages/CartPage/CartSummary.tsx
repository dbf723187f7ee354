import { formatRupees, paiseToRupees } from '@shop/rules';
import type { AlertDialogProps } from '@shop/ui/AlertDialog';
import type { PincodeStatus } from '@shop/ui/PincodeBox';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Heading } from '@shop/ui/Heading';
import { MapPinIcon, TruckIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AmountList } from '@shop/ui/AmountList';
import { CartPriceFailed } from '../../components/CartPriceFailed/CartPriceFailed';
import { cartCopy } from '../../copy/cart';
import { productLineLabel, type QuoteLinePrefill } from '../../features/quotes/quoteLines';
import { RequestQuoteLink } from '../../features/quotes/RequestQuoteLink';
import { couponCopy } from '../../copy/coupon';
import { deliveryCopy } from '../../copy/delivery';
import type { CartItem } from '../../features/cart/cartSlice';
import { appliedCoupon, couponAmountRows, couponBoxWords } from '../../features/cart/couponView';
import type { CartCoupon } from '../../features/cart/useCartCoupon';
import { cartItemsParam } from '../../features/shipping/deliveryAnswer';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue';
import { onFirstUse } from '../../shared/deferredPart';
import { onDemand } from '../../shared/onDemand';
import { timings } from '../../shared/timings';
import * as styles from './CartPage.css';
import { nextPincodeState, type PincodeState } from './pincodeState';
import { usePincodeCheck } from './usePincodeCheck';

const copy = cartCopy.summary;
const deliveryLabels = { ...deliveryCopy.answer, notServiceable: cartCopy.pincode.notServiceable };

// The alert for a checkout with nothing in the cart comes when it is wanted: react-aria's dialog, modal and
// animation code under it (about 29 KB compressed) would otherwise hold back every cart's first render.
const nothingToPayAlert = onDemand<AlertDialogProps>(async () => (await import('@shop/ui/AlertDialog')).AlertDialog);

// The coupon's and the pincode's boxes (react-aria's text field, its validation and the second render each field makes
// as it mounts) hydrate when a shopper points at, touches or tabs to them, not in the cart's first task: until then the
// server's HTML stands, and what is typed or pressed early is typed or pressed again (deferredPart). Their elements
// are made again only when what they show changes, as a part waiting for its code that is handed new props opens.
const CouponBox = onFirstUse(async () => (await import('@shop/ui/CouponBox')).CouponBox);
const PincodeBox = onFirstUse(async () => (await import('@shop/ui/PincodeBox')).PincodeBox);

interface CartSummaryProps {
  items: readonly CartItem[];
  /** The coupon, with the cart's figures as the server adds them up with it. */
  coupon: CartCoupon;
}

/**
 * The cart's side summary: 'Add more products', Subtotal, the coupon, the pincode check with the courier's
 * promise for the whole cart, the coupon's discount, Shipping Fee, Total Payable and Checkout. Every figure is the
 * server's (useCartPrice): while new ones are asked for the last stay, marked busy, and placeholders hold their
 * places before the first; when none could be had, a retry stands in for them. Checkout stays
 * off, reading 'Enter Pincode first', until the pincode is validated and a courier delivers there (one that
 * cannot be asked does not stop it); with nothing to pay it raises the product brief's alert instead of
 * leaving. A promise shown is asked for again once the cart's lines settle after a change, and so is the
 * coupon (useCartCoupon), which is said to be gone, and why, if the changed cart no longer qualifies.
 */
export const CartSummary = memo(function CartSummary({ items, coupon }: CartSummaryProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { check, areaOf } = usePincodeCheck(items);
  const recheckKey = useDebouncedValue(cartItemsParam(items), timings.deliveryRecheckMs);
  const [pincode, setPincode] = useState<PincodeState>({ status: 'idle', value: '' });
  const [isNothingToPay, setNothingToPay] = useState(false);
  const NothingToPayAlert = nothingToPayAlert.useOverlay(isNothingToPay, () => setNothingToPay(false));
  const isValid = pincode.status === 'valid';
  const area = isValid ? areaOf(pincode.value) : undefined;
  const figures = coupon.price;
  const price = figures.isFailed ? undefined : figures.price;
  const isBusy = figures.isUpdating || price === undefined;

  const hasLines = items.length > 0;
  const { code: couponCode, discount, dropped, apply, remove } = coupon;
  const couponBox = useMemo(
    () => (
      <CouponBox
        {...couponBoxWords}
        applied={appliedCoupon(couponCode, discount)}
        notice={dropped && couponCopy.dropped(dropped.code, dropped.reason)}
        onApply={apply}
        onRemove={remove}
      />
    ),
    [couponCode, discount, dropped, apply, remove],
  );
  const notePincode = useCallback(
    (status: PincodeStatus, value: string) => setPincode((previous) => nextPincodeState(previous, status, value)),
    [],
  );
  const pincodeBox = useMemo(
    () => (
      <PincodeBox
        label={cartCopy.pincode.label}
        description={cartCopy.pincode.hint}
        checkLabel={cartCopy.pincode.check}
        checkingLabel={cartCopy.pincode.checking}
        validMessage={cartCopy.pincode.valid}
        invalidMessage={cartCopy.pincode.invalid}
        failedMessage={cartCopy.pincode.failed}
        deliveryLabels={deliveryLabels}
        isValidMessageWithDelivery
        onCheck={check}
        recheckKey={recheckKey}
        onStatusChange={notePincode}
      />
    ),
    [check, recheckKey, notePincode],
  );

  const checkout = () => {
    if (items.length === 0) setNothingToPay(true);
    else void navigate('/checkout');
  };

  return (
    <Surface as="section" aria-labelledby={titleId} className={styles.summary}>
      <Inline align="space-between" alignY="baseline" gap="2">
        <Heading level={2} size="xl" id={titleId}>
          {copy.title}
        </Heading>
        <Text as="span" size="sm" weight="semibold">
          <Link to="/products" className={styles.textLink}>
            {copy.addMore}
          </Link>
        </Text>
      </Inline>
      <div aria-busy={isBusy}>
        <AmountList rows={[{ label: copy.subtotal, amount: amountOf(price?.subtotal_paise) }]} />
      </div>
      {hasLines && couponBox}
      <Box display="grid" gap="2" paddingY="4" borderTop="default" borderBottom="default">
        {pincodeBox}
        {area && (
          <Inline as="p" gap="1.5" wrap={false} fontSize="sm" color="muted">
            <MapPinIcon />
            {cartCopy.pincode.deliversTo(area.district, area.state)}
          </Inline>
        )}
      </Box>
      {figures.isFailed ? (
        <CartPriceFailed onRetry={figures.retry} />
      ) : (
        <div aria-busy={isBusy}>
          <AmountList
            rows={[
              ...couponAmountRows(coupon.code, paiseToRupees(price?.discount_paise ?? 0)),
              { label: copy.shippingFee, amount: price ? shippingAmount(price.shipping_paise) : cartCopy.price.pending },
            ]}
            total={{ label: copy.totalPayable, amount: amountOf(price?.total_paise) }}
          />
        </div>
      )}
      {price?.free_shipping_shortfall_paise != null && (
        <Inline as="p" gap="1.5" wrap={false} fontSize="sm" color="muted">
          <TruckIcon />
          {copy.freeShippingShortfall(formatRupees(paiseToRupees(price.free_shipping_shortfall_paise)))}
        </Inline>
      )}
      <Button
        size="lg"
        isFullWidth
        isDisabled={!isValid}
        onPress={checkout}
        onHoverStart={items.length === 0 ? nothingToPayAlert.preload : undefined}
        onFocus={items.length === 0 ? nothingToPayAlert.preload : undefined}
      >
        {isValid ? copy.checkout : copy.enterPincodeFirst}
      </Button>
      {hasLines && <RequestQuoteLink lines={items.map(quoteLineOfCart)}>{copy.requestQuote}</RequestQuoteLink>}
      {NothingToPayAlert && (
        <NothingToPayAlert
          isOpen={isNothingToPay}
          onOpenChange={setNothingToPay}
          title={cartCopy.nothingToPay.title}
          cancelLabel={cartCopy.nothingToPay.ok}
          confirmLabel={cartCopy.browse}
          onConfirm={() => void navigate('/products')}
        >
          {cartCopy.nothingToPay.message}
        </NothingToPayAlert>
      )}
    </Surface>
  );
});

/** A cart line as a quote's line: its variant when it names one, else (a product's default pack) its name as words. */
function quoteLineOfCart(item: CartItem): QuoteLinePrefill {
  return { variant: item.variant, label: productLineLabel(item.title, item.variantLabel), quantity: item.quantity };
}

/** A figure of the server's in rupees, or its placeholder until the first answer. */
function amountOf(paise: number | undefined): string {
  return paise === undefined ? cartCopy.price.pending : formatRupees(paiseToRupees(paise));
}

function shippingAmount(shippingPaise: number): string {
  return shippingPaise === 0 ? copy.freeShipping : formatRupees(paiseToRupees(shippingPaise));
}
