import { errorDetail, useListOrdersQuery } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { Spinner } from '@shop/ui/Spinner';
import { useMemo } from 'react';
import { PackageIcon } from '../../components/icons/purchaseIcons';
import { ordersCopy } from '../../copy/orders';
import { newestFirst } from '../../features/orders/orderStatus';
import { useStoredToken } from '../../features/session';
import { AccountPageFrame } from '../account/AccountPageFrame';
import { OrderCard } from './OrderCard';
import * as styles from './OrdersPage.css';

const copy = ordersCopy.list;

/**
 * /orders, 'Your Orders': a spinner, then the customer's orders newest first as cards in two
 * columns (one on phones); 'No orders found' without any; 'Error: …' with the server's message (or
 * 'Failed to fetch orders') when the list cannot be had.
 */
export function OrdersPage() {
  const token = useStoredToken();
  const { data, error, isFetching, refetch } = useListOrdersQuery(undefined, { skip: token === null });
  const orders = useMemo(() => (data ? newestFirst(data) : undefined), [data]);

  let content;
  if (token === null) {
    // The guard sends a visitor to /signup first; this shows only if the session ends on the page.
    content = (
      <EmptyState title={copy.loginPrompt} icon={<PackageIcon />} action={<LinkButton href="/signup">{copy.login}</LinkButton>} />
    );
  } else if (!orders && error) {
    content = (
      <div className={styles.message} role="alert">
        <p className={styles.error}>
          {copy.errorPrefix}
          {errorDetail(error) ?? copy.fetchFailed}
        </p>
        <Button variant="secondary" onPress={() => void refetch()} isPending={isFetching}>
          {copy.retry}
        </Button>
      </div>
    );
  } else if (!orders) {
    content = (
      <div className={styles.message}>
        <Spinner label={copy.loading} size="lg" />
      </div>
    );
  } else if (orders.length === 0) {
    content = (
      <EmptyState
        title={copy.empty}
        description={copy.emptyHint}
        icon={<PackageIcon />}
        action={<LinkButton href="/products">{copy.browse}</LinkButton>}
      />
    );
  } else {
    content = (
      <ul className={styles.grid} role="list" aria-label={copy.title}>
        {orders.map((order) => (
          <li key={order.id} className={styles.gridItem}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AccountPageFrame title={copy.title} intro={copy.intro}>
      {content}
    </AccountPageFrame>
  );
}
