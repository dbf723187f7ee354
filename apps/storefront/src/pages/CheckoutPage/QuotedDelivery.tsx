import type { QuoteOrderApiResponse } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { TruckIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { Text } from '@shop/ui/Text';
import { checkoutCopy } from '../../copy/checkout';
import { deliveryDay } from '../../features/shipping/deliveryDay';

const copy = checkoutCopy.delivery;

/**
 * When the order would arrive at the chosen address, from the checkout's quote: the courier's day and name, that
 * the courier could not be asked (the order can still be placed), or that no courier delivers there, said in the
 * words the server uses when it refuses such an order.
 */
export function QuotedDelivery({ delivery }: { delivery: QuoteOrderApiResponse['delivery'] }) {
  if (delivery.status === 'not_serviceable') {
    return (
      <Box display="grid" gap="1">
        <Text weight="semibold" tone="critical" leading="snug">
          {copy.notServiceable}
        </Text>
        <Text size="sm" tone="muted" leading="snug">
          {copy.notServiceableHint}
        </Text>
      </Box>
    );
  }
  if (delivery.status === 'unknown') {
    return (
      <Text size="sm" tone="muted" leading="snug">
        {copy.unknown}
      </Text>
    );
  }
  const day = delivery.deliver_by ? deliveryDay(delivery.deliver_by) : '';
  return (
    <Inline alignY="top" gap="2" wrap={false}>
      <TruckIcon size="1.25em" />
      <Box display="grid" gap="0.5">
        <Text weight="semibold" leading="snug">
          {day && delivery.deliver_by ? <time dateTime={delivery.deliver_by}>{copy.deliverBy(day)}</time> : copy.deliverable}
        </Text>
        {delivery.courier && (
          <Text size="sm" tone="muted" leading="snug">
            {copy.courier(delivery.courier)}
          </Text>
        )}
      </Box>
    </Inline>
  );
}
