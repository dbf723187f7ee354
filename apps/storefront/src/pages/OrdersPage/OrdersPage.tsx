import { useListOrdersQuery } from '@shop/api-client';
import { shownDetail } from '../../features/errors';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { Grid } from '@shop/ui/Grid';
import { PackageIcon } from '@shop/ui/Icon';
import { LinkButton } from '@shop/ui/LinkButton';
import { Spinner } from '@shop/ui/Spinner';
import { Text } from '@shop/ui/Text';
import { useMemo } from 'react';
import { ordersCopy } from '../../copy/orders';
import { newestFirst } from '../../features/orders/orderStatus';
import { useStoredToken } from '../../features/session';
import { AccountPageFrame } from '../account/AccountPageFrame';
import { OrderCard } from './OrderCard';

const copy = ordersCopy.list;

/**
 * /orders, 'Your Orders': a spinner, then the customer's orders newest first as cards in two
 * columns (one on phones); 'No orders found' without any; 'Error: …' with the server's message (or
 * 'Failed to fetch orders') when the list cannot be had.
 */
export function OrdersPage() {
  const token = useStoredToken();
  const { data, error, isFetching, refetch } = useListOrdersQuery({}, { skip: token === null });
  const orders = useMemo(() => (data ? newestFirst(data) : undefined), [data]);

  let content;
  if (token === null) {
    // The guard sends a visitor to /signup first; this shows only if the session ends on the page.
    content = (
      <EmptyState title={copy.loginPrompt} icon={<PackageIcon />} action={<LinkButton href="/signup">{copy.login}</LinkButton>} />
    );
  } else if (!orders && error) {
    content = (
      <Box display="grid" justifyItems="center" gap="4" paddingY="12" textAlign="center" role="alert">
        <Text weight="semibold" tone="critical">
          {copy.errorPrefix}
          {shownDetail(error) ?? copy.fetchFailed}
        </Text>
        <Button variant="secondary" onPress={() => void refetch()} isPending={isFetching}>
          {copy.retry}
        </Button>
      </Box>
    );
  } else if (!orders) {
    content = (
      <Box display="grid" justifyItems="center" gap="4" paddingY="12" textAlign="center">
        <Spinner label={copy.loading} size="lg" />
      </Box>
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
      <Grid as="ul" columns={{ mobile: 1, md: 2 }} gap={{ mobile: '4', md: '5' }} role="list" aria-label={copy.title}>
        {orders.map((order) => (
          <Box as="li" key={order.id} display="flex" minWidth="0">
            <OrderCard order={order} />
          </Box>
        ))}
      </Grid>
    );
  }

  return (
    <AccountPageFrame title={copy.title} intro={copy.intro}>
      {content}
    </AccountPageFrame>
  );
}
