import type { AdminOrder, ShipmentBookingState } from '@shop/api-client/admin';
import { paiseToRupees } from '@shop/rules';
import { Button } from '@shop/ui/Button';
import { Inline } from '@shop/ui/Inline';
import { ShipmentCard } from '@shop/ui/ShipmentCard';
import { Stack } from '@shop/ui/Stack';
import { shippingCopy } from '../../copy/shipping';
import { useShipmentLabel, type ShipmentLabel } from '../../features/orders/useShipmentLabel';

const copy = shippingCopy;

interface OrderShipmentCardProps {
  order: AdminOrder;
  booking: ShipmentBookingState;
  /** Focus the card's title: it has just replaced the Ship button that booked it. */
  autoFocus: boolean;
  /** Finish booking, for a booking the aggregator broke off. */
  onFinish: () => void | Promise<unknown>;
}

/** What the card says where Print label would be, while the label is fetched or when it could not be. */
function labelWords(label: ShipmentLabel | null): string | undefined {
  if (label?.state === 'fetching') return copy.label.fetching;
  if (label?.state === 'failed') return label.detail ?? copy.label.failed;
  return undefined;
}

/**
 * The parcel booked with the courier aggregator: courier, AWB, pickup and rate, Print label (the PDF fetched
 * with the staff token, opened from memory) and the courier's tracking page. A booking the aggregator broke off
 * shows its words and Finish booking; one a colleague is making now says so and offers nothing to press.
 */
export function OrderShipmentCard({ order, booking, autoFocus, onFinish }: OrderShipmentCardProps) {
  const isBooked = booking.status === 'booked';
  const { label, retry } = useShipmentLabel(order.id, booking.awb, booking.label_ready);
  const isColleagueBooking = booking.status === 'booking' && booking.error === null;
  const notReady = labelWords(label);
  return (
    <Stack gap="2">
      <ShipmentCard
        status={booking.status}
        carrier={copy.carriers[booking.carrier]}
        courierName={booking.courier_name}
        awb={booking.awb}
        trackingUrl={booking.tracking_url}
        labelUrl={label?.state === 'ready' ? label.url : null}
        pickupDate={booking.pickup_scheduled_for}
        rate={booking.rate_paise === null ? null : paiseToRupees(booking.rate_paise)}
        bookedAt={booking.booked_at}
        error={booking.error ?? undefined}
        onFinishBooking={isColleagueBooking ? undefined : onFinish}
        autoFocus={autoFocus}
        labels={{ ...copy.card, ...(isColleagueBooking ? copy.colleagueBooking : {}), ...(notReady ? { labelNotReady: notReady } : {}) }}
      />
      {isBooked && label?.state === 'failed' && (
        <Inline>
          <Button variant="secondary" onPress={retry}>
            {copy.label.retry}
          </Button>
        </Inline>
      )}
    </Stack>
  );
}
