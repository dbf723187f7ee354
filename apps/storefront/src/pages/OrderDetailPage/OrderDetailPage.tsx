import { errorStatus, useGetOrderQuery } from '@shop/api-client';
import { Breadcrumb, Breadcrumbs } from '@shop/ui/Breadcrumbs';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { PackageIcon } from '@shop/ui/Icon';
import { LinkButton } from '@shop/ui/LinkButton';
import { Spinner } from '@shop/ui/Spinner';
import { Text } from '@shop/ui/Text';
import { useParams } from 'react-router-dom';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { ordersCopy } from '../../copy/orders';
import { decryptOrderId } from '../../features/orders/orderLink';
import { OrderView } from './OrderView';
import { TaskPage } from '../../components/TaskPage';

const copy = ordersCopy.detail;

/**
 * /order-detail/{encryptedId}: one of the customer's orders. The id in the link is decrypted here
 * ('Invalid order ID.' when it cannot be); the API answers only the owner's order, so another
 * customer's, like an unknown one, is 'Order not found.'.
 */
export function OrderDetailPage() {
  useDocumentMetadata({ title: copy.title, noindex: true });
  const { encryptedId } = useParams();
  const orderId = decryptOrderId(encryptedId);
  const { data: order, error, isFetching, refetch } = useGetOrderQuery({ id: orderId ?? 0 }, { skip: orderId === null });

  let content;
  if (orderId === null) {
    content = <Problem title={copy.invalidId} />;
  } else if (!order && error) {
    const status = errorStatus(error);
    content =
      status === 404 || status === 400 ? (
        <Problem title={copy.notFound} />
      ) : (
        <Box display="grid" justifyItems="center" gap="4" paddingY="12" textAlign="center" role="alert">
          <Text weight="semibold" tone="critical">
            {copy.fetchFailed}
          </Text>
          <Button variant="secondary" onPress={() => void refetch()} isPending={isFetching}>
            {copy.retry}
          </Button>
        </Box>
      );
  } else if (!order) {
    content = (
      <Box display="grid" justifyItems="center" gap="4" paddingY="12" textAlign="center">
        <Spinner label={copy.loading} size="lg" />
      </Box>
    );
  } else {
    content = <OrderView order={order} />;
  }

  return (
    <TaskPage>
      <Breadcrumbs label={copy.breadcrumbs.label}>
        <Breadcrumb href="/">
          {copy.breadcrumbs.home}
        </Breadcrumb>
        <Breadcrumb href="/orders">
          {copy.breadcrumbs.orders}
        </Breadcrumb>
        <Breadcrumb>{order ? ordersCopy.list.orderNumber(order.id) : copy.title}</Breadcrumb>
      </Breadcrumbs>
      <Heading level={1}>{copy.title}</Heading>
      {content}
    </TaskPage>
  );
}

/** The order cannot be shown: say why, and offer the way back. */
function Problem({ title }: { title: string }) {
  return (
    <div role="alert">
      <EmptyState title={title} icon={<PackageIcon />} action={<LinkButton href="/orders">{copy.backToOrders}</LinkButton>} />
    </div>
  );
}
