import { Box } from '@shop/ui/Box';
import { Breadcrumb, Breadcrumbs } from '@shop/ui/Breadcrumbs';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { CartIcon } from '@shop/ui/Icon';
import { LinkButton } from '@shop/ui/LinkButton';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import type { PaymentMethod } from '@shop/ui/PaymentMethodChoice';
import { skipToken } from '@reduxjs/toolkit/query';
import { useListAddressesQuery, type MessagingOptIn } from '@shop/api-client';
import { INDIAN_MOBILE_MESSAGE, normaliseIndianMobile } from '@shop/rules';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useAppSelector } from '../../features/storeHooks';
import { notifyAccount } from '../../shared/toasts';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { checkoutCopy } from '../../copy/checkout';
import { couponCopy } from '../../copy/coupon';
import { selectCartItems } from '../../features/cart/cartSlice';
import { appliedCoupon, couponBoxWords } from '../../features/cart/couponView';
import { useCartCoupon } from '../../features/cart/useCartCoupon';
import { CurrentCartLines } from '../../features/cart/useCurrentCartLines';
import { cashOnDeliveryOffer, checkoutAmounts, methodOffered } from '../../features/payments/checkoutQuote';
import { businessFromProfile, businessPayload, businessProblems, type BusinessFields } from '../../features/payments/businessBuyer';
import type { CheckoutRefusal } from '../../features/payments/orderFailure';
import { useProfile } from '../../features/session';
import { onFirstUse } from '../../shared/deferredPart';
import { AddressPicker } from './AddressPicker';
import { CheckoutBusiness } from './CheckoutBusiness';
import { CheckoutMessaging } from './CheckoutMessaging';
import { CheckoutSummary } from './CheckoutSummary';
import { DemoPaymentDialog } from './DemoPaymentDialog';
import { PaymentStep } from './PaymentStep';
import { useCheckoutPayment } from './useCheckoutPayment';
import { useCheckoutQuote } from './useCheckoutQuote';
import { TaskPage } from '../../components/TaskPage';

const copy = checkoutCopy;

// The coupon's box hydrates when a shopper points at, touches or tabs to it, as at the cart: react-aria's text field and
// its validation are not in the served checkout's first task, and what is typed early is typed again (deferredPart).
const CouponBox = onFirstUse(async () => (await import('@shop/ui/CouponBox')).CouponBox);

/**
 * /checkout (signed in): the delivery address, the WhatsApp or SMS updates and a business buyer's GSTIN on the left, the order summary with the delivery date,
 * the payment choice, the coupon and 'Proceed to Pay' on the right (stacked on phones, summary last, next to the
 * thumb). Choosing an address asks for the quote (useCheckoutQuote), whose amounts, date and cash on
 * delivery the summary shows; paying is useCheckoutPayment's job. A refused order's reasons are shown
 * at the address, the payment choice or the coupon, and announced by a toast. The coupon is the cart's
 * (useCartCoupon): applying, changing or removing it here asks for the quote again; one the quote or the order
 * refuses (the shopper has used it up, say) is taken off, with the reason at the coupon box. The server renders the
 * page from the cart's cookie without knowing whose it is: the sections that start from the profile come with it
 * (decision 077).
 */
export function CheckoutPage() {
  useDocumentMetadata({ title: copy.title, noindex: true });
  const items = useAppSelector(selectCartItems);
  const { profile, error: profileError, refetch: refetchProfile } = useProfile();
  // The form is drawn when the profile comes, in slices between which the phone's main thread can answer a tap:
  // a store's answer otherwise re-renders at once, in one long task over the whole page.
  const shownProfile = useDeferredValue(profile);
  // The sections under the addresses, and on a phone the summary, wait for them as well as for the profile: drawn
  // before a customer's second or third saved address came, they were pushed down (the address section holds the
  // height of one while they come), a layout shift under the shopper's thumb.
  // A failed list counts as come, and stays so while the shopper retries (the query keeps its error until an answer).
  const { hasCome: haveAddressesCome } = useListAddressesQuery(shownProfile ? { userId: shownProfile.id } : skipToken, {
    selectFromResult: ({ data, error }) => ({ hasCome: data !== undefined || error !== undefined }),
  });
  // The sections come in a render a tap can interrupt, as the API's answers below do (React's deferred values): drawn
  // at once, a store's answer draws its part of the page in one task, and on a phone the sections took hundreds of ms.
  const sectionsProfile = useDeferredValue(haveAddressesCome ? shownProfile : undefined);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [isAddressMissing, setAddressMissing] = useState(false);
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>('online');
  const [refusal, setRefusal] = useState<CheckoutRefusal>({});
  const [messaging, setMessaging] = useState<MessagingOptIn>({});
  // Until the shopper touches them, the business fields are what their last business order saved.
  const [businessEdited, setBusinessEdited] = useState<BusinessFields | null>(null);
  const business = useMemo(() => businessEdited ?? businessFromProfile(profile), [businessEdited, profile]);
  const coupon = useCartCoupon(items);
  // The parts the coupon box shows, apart from the price: the box is not drawn again for each of the price's answers.
  const { remove: removeCoupon, apply: applyCoupon, discount: couponDiscount, dropped: droppedCoupon } = coupon;
  const [couponError, setCouponError] = useState<string | null>(null);
  const refuseCoupon = useCallback(
    (reason: string) => {
      removeCoupon();
      setCouponError(reason);
    },
    [removeCoupon],
  );
  const { state: latestQuote, refresh: refreshQuote } = useCheckoutQuote(addressId, items, coupon.code, refuseCoupon);
  const quote = useDeferredValue(latestQuote);
  const ready = quote.phase === 'ready' ? quote.quote : undefined;
  // Before the quote, the cart's price (the server's too); when that could not be had, its retry stands in.
  const cartPrice = useDeferredValue(coupon.price);
  const isCartPriceFailed = !ready && cartPrice.isFailed;
  const offer = useMemo(() => (ready ? cashOnDeliveryOffer(ready) : undefined), [ready]);
  const method = methodOffered(chosenMethod, offer);
  const isUndeliverable = ready?.delivery.status === 'not_serviceable';

  const onRefused = useCallback(
    ({ coupon: couponReason, ...reasons }: CheckoutRefusal) => {
      setRefusal(reasons);
      // Taking the coupon off asks for the quote again, without it.
      if (couponReason) refuseCoupon(couponReason);
      // Refused for a reason the quote did not foresee (the rules or the courier changed): ask again.
      if (reasons.paymentMethod || reasons.address) refreshQuote();
    },
    [refreshQuote, refuseCoupon],
  );
  const payment = useCheckoutPayment(items, profile, onRefused);

  let addressError: string | null = null;
  if (isAddressMissing) addressError = copy.address.select;
  else if (refusal.address) addressError = refusal.address;
  else if (isUndeliverable) addressError = copy.delivery.notServiceable;

  // The same functions for the page's life, so the address, messaging and business sections (memoised) are not
  // drawn again for each answer of the API that changes only the summary.
  const chooseAddress = useCallback((id: number) => {
    setAddressId(id);
    setAddressMissing(false);
    setRefusal({});
  }, []);

  const chooseMethod = useCallback((next: PaymentMethod) => {
    setChosenMethod(next);
    setRefusal(({ address }) => (address ? { address } : {}));
  }, []);

  const { proceed: pay } = payment;
  const proceed = useCallback(() => {
    if (addressId === null) {
      setAddressMissing(true);
      notifyAccount.error(copy.address.select);
      return;
    }
    // The server refuses an order to an address no courier serves; the address says so already.
    if (isUndeliverable) {
      notifyAccount.error(copy.delivery.notServiceable);
      return;
    }
    // The field says what is wrong with the number; the order waits for one that can be messaged.
    if (messaging.order_updates?.length && !normaliseIndianMobile(messaging.mobile ?? '')) {
      setRefusal({ mobile: messaging.mobile ? INDIAN_MOBILE_MESSAGE : copy.messaging.mobileMissing });
      notifyAccount.error(copy.messaging.mobileMissing);
      return;
    }
    // The same check as the server's, so the words at the fields are the server's too.
    const { gstin, businessName } = businessProblems(business, copy.business.blank);
    if (gstin || businessName) {
      setRefusal((current) => ({ ...current, gstin, businessName }));
      notifyAccount.error(gstin ?? businessName!);
      return;
    }
    void pay(addressId, method, messaging, { ...businessPayload(business), coupon_code: coupon.code });
  }, [addressId, isUndeliverable, messaging, business, pay, method, coupon.code]);

  const chooseBusiness = useCallback((next: BusinessFields) => {
    setBusinessEdited(next);
    setRefusal(({ gstin: _gstin, businessName: _businessName, ...rest }) => rest);
  }, []);

  const chooseMessaging = useCallback((next: MessagingOptIn) => {
    setMessaging(next);
    setRefusal(({ mobile: _mobile, ...rest }) => rest);
  }, []);
  const businessRefusal = useMemo(() => ({ gstin: refusal.gstin, businessName: refusal.businessName }), [refusal.gstin, refusal.businessName]);

  // The summary is memoised and these stay the same until what they show changes: as the page starts, it renders again
  // for the session, each step of the profile's request, the deferred profile, the addresses and the quote (seven
  // renders in its first seconds on a phone), and the summary, the page's largest part, was drawn again each time.
  const amounts = useMemo(
    () => checkoutAmounts(ready, cartPrice.isFailed ? undefined : cartPrice.price, method),
    [ready, cartPrice.isFailed, cartPrice.price, method],
  );
  const paymentStep = useMemo(
    () => <PaymentStep quote={quote} offer={offer} method={method} onMethodChange={chooseMethod} error={refusal.paymentMethod} onRetry={refreshQuote} />,
    [quote, offer, method, chooseMethod, refusal.paymentMethod, refreshQuote],
  );
  // With no code there is no discount to show: the quote's coming then hands the box, still waiting for its code, no
  // new props (which would open it at once).
  const shownDiscount = coupon.code === null ? undefined : (ready?.coupon ?? couponDiscount);
  const couponBox = useMemo(
    () => (
      <CouponBox
        {...couponBoxWords}
        applied={appliedCoupon(coupon.code, shownDiscount, 'rsWithoutSuffix')}
        error={couponError}
        notice={droppedCoupon && couponCopy.dropped(droppedCoupon.code, droppedCoupon.reason)}
        onApply={(code) => {
          setCouponError(null);
          return applyCoupon(code);
        }}
        onRemove={() => {
          setCouponError(null);
          removeCoupon();
        }}
      />
    ),
    [coupon.code, shownDiscount, droppedCoupon, applyCoupon, couponError, removeCoupon],
  );

  let content;
  if (items.length === 0) {
    content = (
      <Surface padding="none">
        <EmptyState
          title={copy.empty.title}
          description={copy.empty.message}
          icon={<CartIcon />}
          action={<LinkButton href="/products">{copy.empty.browse}</LinkButton>}
        />
      </Surface>
    );
  } else if (!shownProfile && profileError) {
    content = (
      <Box display="grid" justifyItems="center" gap="3" paddingY="12" role="alert">
        <Text>{copy.address.loadFailed}</Text>
        <Button variant="secondary" onPress={() => void refetchProfile()}>
          {copy.address.retry}
        </Button>
      </Box>
    );
  } else {
    // Until the profile and its addresses come (and on the page the server renders from the cart's cookie, which cannot
    // know whose it is) the address section holds its place and the summary shows the cart. On a phone the summary,
    // which stands under the other sections, waits for them: drawn first, it would be pushed down under the shopper's thumb.
    content = (
      <Grid columns={{ mobile: 1, lg: 'main-aside' }} gap={{ mobile: '5', lg: '8' }} alignItems="flex-start">
        <Box display="grid" gap={{ mobile: '5', lg: '6' }} minWidth="0">
          <AddressPicker userId={shownProfile?.id} value={addressId} onChange={chooseAddress} error={addressError} />
          {sectionsProfile && (
            <>
              <CheckoutMessaging value={messaging} onChange={chooseMessaging} defaultMobile={sectionsProfile.contact || undefined} mobileError={refusal.mobile} />
              <CheckoutBusiness value={business} onChange={chooseBusiness} problems={businessRefusal} />
            </>
          )}
        </Box>
        <CheckoutSummary
          onlyBeside={!sectionsProfile}
          items={items}
          amounts={amounts}
          isUpdating={quote.phase === 'loading' || (!ready && cartPrice.isUpdating)}
          onRetryAmounts={isCartPriceFailed ? cartPrice.retry : undefined}
          method={method}
          couponCode={coupon.code}
          paymentStep={paymentStep}
          coupon={couponBox}
          onProceed={proceed}
          isBusy={payment.phase !== 'idle'}
        />
      </Grid>
    );
  }

  return (
    <TaskPage>
      {/* The lines' amounts beside the server's quote are the shop's current prices too. */}
      <CurrentCartLines />
      <CheckoutHeading />
      {content}
      <DemoPaymentDialog order={payment.demoOrder} onSettle={payment.settle} onClose={payment.closeDemo} />
    </TaskPage>
  );
}

/**
 * The trail and the title, which never change: memoised, so the page's renders for each answer of the API do not draw
 * them again.
 */
const CheckoutHeading = memo(function CheckoutHeading() {
  return (
    <>
      <Breadcrumbs label={copy.breadcrumbs.label}>
        <Breadcrumb href="/">
          {copy.breadcrumbs.home}
        </Breadcrumb>
        <Breadcrumb href="/cart">
          {copy.breadcrumbs.cart}
        </Breadcrumb>
        <Breadcrumb>{copy.title}</Breadcrumb>
      </Breadcrumbs>
      <Box as="header" display="grid" gap="1">
        <Heading level={1}>{copy.title}</Heading>
        <Text tone="muted" leading="body">
          {copy.intro}
        </Text>
      </Box>
    </>
  );
});
