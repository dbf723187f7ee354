import { Box } from '@shop/ui/Box';
import { Breadcrumb, Breadcrumbs } from '@shop/ui/Breadcrumbs';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { CartIcon } from '@shop/ui/Icon';
import { LinkButton } from '@shop/ui/LinkButton';
import { Spinner } from '@shop/ui/Spinner';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { useAppSelector } from '../../features/storeHooks';
import { notifyAccount } from '../../shared/toasts';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { checkoutCopy } from '../../copy/checkout';
import { selectCartItems } from '../../features/cart/cartSlice';
import { cartTotals } from '../../features/cart/cartTotals';
import { useProfile } from '../../features/session';
import { AddressPicker } from './AddressPicker';
import { CheckoutSummary } from './CheckoutSummary';
import { DemoPaymentDialog } from './DemoPaymentDialog';
import { useCheckoutPayment } from './useCheckoutPayment';
import { TaskPage } from '../../components/TaskPage';

const copy = checkoutCopy;

/**
 * /checkout (signed in): the delivery address on the left, the order summary and 'Proceed to Pay'
 * on the right (stacked on phones, summary last, next to the thumb). Paying is useCheckoutPayment's job.
 */
export function CheckoutPage() {
  useDocumentMetadata({ title: copy.title, noindex: true });
  const items = useAppSelector(selectCartItems);
  const { profile, error: profileError, refetch: refetchProfile } = useProfile();
  const [addressId, setAddressId] = useState<number | null>(null);
  const [isAddressMissing, setAddressMissing] = useState(false);
  const payment = useCheckoutPayment(items, profile);

  const chooseAddress = (id: number) => {
    setAddressId(id);
    setAddressMissing(false);
  };

  const proceed = () => {
    if (addressId === null) {
      setAddressMissing(true);
      notifyAccount.error(copy.address.select);
      return;
    }
    void payment.proceed(addressId);
  };

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
  } else if (!profile && profileError) {
    content = (
      <Box display="grid" justifyItems="center" gap="3" paddingY="12" role="alert">
        <Text>{copy.address.loadFailed}</Text>
        <Button variant="secondary" onPress={() => void refetchProfile()}>
          {copy.address.retry}
        </Button>
      </Box>
    );
  } else if (!profile) {
    content = (
      <Box display="grid" justifyItems="center" gap="3" paddingY="12">
        <Spinner label={copy.address.loading} size="lg" />
      </Box>
    );
  } else {
    content = (
      <Grid columns={{ mobile: 1, lg: 'main-aside' }} gap={{ mobile: '5', lg: '8' }} alignItems="flex-start">
        <AddressPicker userId={profile.id} value={addressId} onChange={chooseAddress} isInvalid={isAddressMissing} />
        <CheckoutSummary items={items} totals={cartTotals(items)} onProceed={proceed} isBusy={payment.phase !== 'idle'} />
      </Grid>
    );
  }

  return (
    <TaskPage>
      <Breadcrumbs label={copy.breadcrumbs.label}>
        <Breadcrumb id="home" href="/">
          {copy.breadcrumbs.home}
        </Breadcrumb>
        <Breadcrumb id="cart" href="/cart">
          {copy.breadcrumbs.cart}
        </Breadcrumb>
        <Breadcrumb id="checkout">{copy.title}</Breadcrumb>
      </Breadcrumbs>
      <Box as="header" display="grid" gap="1">
        <Heading level={1}>{copy.title}</Heading>
        <Text tone="muted" leading="body">
          {copy.intro}
        </Text>
      </Box>
      {content}
      <DemoPaymentDialog order={payment.demoOrder} onSettle={payment.settle} onClose={payment.closeDemo} />
    </TaskPage>
  );
}
