import { Breadcrumb, Breadcrumbs } from '@shop/ui/Breadcrumbs';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { Spinner } from '@shop/ui/Spinner';
import { useState } from 'react';
import { useAppSelector } from '../../features/storeHooks';
import { notifyAccount } from '../../shared/toasts';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { CartIcon } from '../../components/icons/shellIcons';
import { checkoutCopy } from '../../copy/checkout';
import { selectCartItems } from '../../features/cart/cartSlice';
import { cartTotals } from '../../features/cart/cartTotals';
import { useProfile } from '../../features/session';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
import { AddressPicker } from './AddressPicker';
import * as styles from './CheckoutPage.css';
import { CheckoutSummary } from './CheckoutSummary';
import { DemoPaymentDialog } from './DemoPaymentDialog';
import { useCheckoutPayment } from './useCheckoutPayment';

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
      <EmptyState
        title={copy.empty.title}
        description={copy.empty.message}
        icon={<CartIcon />}
        action={<LinkButton href="/products">{copy.empty.browse}</LinkButton>}
        className={styles.panel}
      />
    );
  } else if (!profile && profileError) {
    content = (
      <div className={styles.loading} role="alert">
        <p>{copy.address.loadFailed}</p>
        <Button variant="secondary" onPress={() => void refetchProfile()}>
          {copy.address.retry}
        </Button>
      </div>
    );
  } else if (!profile) {
    content = (
      <div className={styles.loading}>
        <Spinner label={copy.address.loading} size="lg" />
      </div>
    );
  } else {
    content = (
      <div className={styles.layout}>
        <AddressPicker userId={profile.id} value={addressId} onChange={chooseAddress} isInvalid={isAddressMissing} />
        <CheckoutSummary items={items} totals={cartTotals(items)} onProceed={proceed} isBusy={payment.phase !== 'idle'} />
      </div>
    );
  }

  return (
    <div className={cx(container, styles.page)}>
      <Breadcrumbs label={copy.breadcrumbs.label}>
        <Breadcrumb id="home" href="/">
          {copy.breadcrumbs.home}
        </Breadcrumb>
        <Breadcrumb id="cart" href="/cart">
          {copy.breadcrumbs.cart}
        </Breadcrumb>
        <Breadcrumb id="checkout">{copy.title}</Breadcrumb>
      </Breadcrumbs>
      <header className={styles.header}>
        <h1 className={styles.title}>{copy.title}</h1>
        <p className={styles.intro}>{copy.intro}</p>
      </header>
      {content}
      <DemoPaymentDialog order={payment.demoOrder} onSettle={payment.settle} onClose={payment.closeDemo} />
    </div>
  );
}
