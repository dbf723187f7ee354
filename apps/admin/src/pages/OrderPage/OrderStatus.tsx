import type { AdminOrder } from '@shop/api-client/admin';
import { Inline } from '@shop/ui/Inline';
import { OrderBadge } from '@shop/ui/OrderBadge';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { ordersCopy } from '../../copy/orders';
import { cashLines } from '../../features/orders/orderCash';

/**
 * Where the order stands, under its title: the delivery and payment badges, then how it is paid and, for cash
 * on delivery, where the cash stands (the customer's answer and its deadline, collected, remitted).
 */
export function OrderStatus({ order }: { order: AdminOrder }) {
  return (
    <Stack gap="2">
      <Inline gap="2">
        <OrderBadge kind="delivery" status={order.delivery_status} label={ordersCopy.delivery[order.delivery_status]} size="md" />
        <OrderBadge kind="payment" status={order.payment_status} label={ordersCopy.payment[order.payment_status]} size="md" />
      </Inline>
      <Stack gap="0.5">
        {cashLines(order).map((line) => (
          <Text key={line.text} tone={line.tone} weight={line.tone === 'warning' ? 'semibold' : undefined}>
            {line.text}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
