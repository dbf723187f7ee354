import type { AdminOrder } from '@shop/api-client/admin';
import { LinkButton } from '@shop/ui/LinkButton';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { returnsCopy } from '../../copy/returns';

/** The order's returns, each with where it stands and a link to its page; a replacement names the order it replaces. */
export function OrderReturns({ order }: { order: AdminOrder }) {
  const returns = order.returns ?? [];
  if (returns.length === 0 && order.replaces_order_id == null) return null;
  return (
    <Surface as="section" aria-labelledby="order-returns">
      <SectionHeader title={returnsCopy.title} titleId="order-returns" />
      <Stack gap="3">
        {order.replaces_order_id != null && (
          <LinkButton href={`/orders/${order.replaces_order_id}`} variant="ghost" size="sm">
            {returnsCopy.replacementOf(order.replaces_order_id)}
          </LinkButton>
        )}
        {returns.map((ret) => (
          <Stack key={ret.id} gap="1">
            <LinkButton href={`/orders/returns/${ret.id}`} variant="ghost" size="sm">
              {`${returnsCopy.returnNumber(ret.id)}: ${returnsCopy.statuses[ret.status]}`}
            </LinkButton>
            <Text size="sm" tone="muted">
              {`${returnsCopy.reasons[ret.reason]} · ${ret.lines.map((line) => returnsCopy.detail.line(line.quantity, line.product_name)).join(', ')}`}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Surface>
  );
}
