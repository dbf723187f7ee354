import type { Order } from '@shop/api-client';
import { formatRupees, WITH_PAISE } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { ClockIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { OrderBadge } from '@shop/ui/OrderBadge';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { Text } from '@shop/ui/Text';
import { useMemo } from 'react';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { ordersCopy } from '../../copy/orders';
import { confirmDeadline } from '../../features/orders/confirmDeadline';
import { atDeliveryStatus, orderDetailPath } from '../../features/orders/orderLink';
import { formatOrderDate } from '../../features/orders/orderDate';
import { isTrackable, paymentBadge } from '../../features/orders/orderStatus';
import * as styles from './OrdersPage.css';

const copy = ordersCopy.list;

/**
 * One order: its first product (picture or a parcel, name, quantity), number, date, total with two
 * decimals, delivery and payment badges ('Pay on delivery' for cash on delivery), 'View Details' and,
 * while it is on its way, 'Track' (the detail page's delivery timeline). A cash-on-delivery order waiting
 * for its customer's answer says by when, with 'Confirm order', which opens it where the answer is given.
 */
export function OrderCard({ order }: { order: Order }) {
  const [first, ...others] = order.items;
  const awaitedBy = order.cod_confirmation?.status === 'awaiting' ? confirmDeadline(order.cod_confirmation.confirm_by) : null;
  const date = formatOrderDate(order.order_date);
  // Encrypted once per order: a fresh salt on every render would change the links for nothing.
  const detail = useMemo(() => orderDetailPath(order.id), [order.id]);

  return (
    <Box
      as="article"
      display="grid"
      gap="4"
      padding={{ mobile: '4', md: '5' }}
      background="surface"
      border="default"
      borderRadius="lg"
      boxShadow="sm"
      className={styles.card}
      aria-labelledby={`order-${order.id}`}
    >
      <div className={styles.cardTop}>
        <ProductThumb src={first?.product_image} size="md" />
        <Box display="grid" gap="1" minWidth="0">
          <Heading level={2} size="sm" weight="semibold" tone="muted" id={`order-${order.id}`} className={styles.orderNumber}>
            {copy.orderNumber(order.id)}
          </Heading>
          {first && (
            <Text weight="semibold" leading="snug" wrap="breakWord">
              {first.product_name}
            </Text>
          )}
          <Inline as="p" gap="3" alignY="stretch" fontSize="sm" color="muted">
            {first && <span>{copy.quantity(first.quantity)}</span>}
            {others.length > 0 && <span>{copy.moreItems(others.length)}</span>}
          </Inline>
        </Box>
        <div className={styles.badges}>
          <OrderBadge kind="delivery" status={order.delivery_status} label={order.delivery_status_display || undefined} />
          <OrderBadge kind="payment" {...paymentBadge(order)} />
        </div>
      </div>
      <Inline as="dl" align="space-between" alignY="bottom" gap="3" paddingTop="3" borderTop="default">
        <div>
          <Text as="dt" size="xs" tone="muted">
            {copy.placedOn}
          </Text>
          <Text as="dd" size="sm" tone="default" tabularNums>
            <time dateTime={order.order_date}>{date}</time>
          </Text>
        </div>
        <Box textAlign="right">
          <Text as="dt" size="xs" tone="muted">
            {copy.total}
          </Text>
          <Text as="dd" size="lg" weight="bold" tone="default" tabularNums>
            {formatRupees(order.total_amount, 'symbol', WITH_PAISE)}
          </Text>
        </Box>
      </Inline>
      {awaitedBy !== null && (
        <Inline as="p" gap="1.5" wrap={false} alignY="top" fontSize="sm" fontWeight="semibold" color="warning">
          <ClockIcon size="1.25em" />
          {copy.confirmBy(awaitedBy)}
        </Inline>
      )}
      <Inline gap="2" alignY="stretch">
        {awaitedBy !== null && (
          <LinkButton href={detail} variant="primary" size="sm">
            {copy.confirm}
            <span className={visuallyHidden}> {copy.orderNumber(order.id)}</span>
          </LinkButton>
        )}
        <LinkButton href={detail} variant={awaitedBy === null ? 'primary' : 'secondary'} size="sm">
          {copy.viewDetails}
          <span className={visuallyHidden}> {copy.orderNumber(order.id)}</span>
        </LinkButton>
        {isTrackable(order) && (
          <LinkButton href={atDeliveryStatus(detail)} variant="secondary" size="sm">
            {copy.track}
            <span className={visuallyHidden}> {copy.orderNumber(order.id)}</span>
          </LinkButton>
        )}
      </Inline>
    </Box>
  );
}
