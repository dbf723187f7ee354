import { useCancelBookingMutation, useListMyBookingsQuery, type Schema } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { StatusBadge, type StatusBadgeIcon, type StatusBadgeTone } from '@shop/ui/StatusBadge';
import { Text } from '@shop/ui/Text';
import { bookingCopy } from '../../copy/bookings';
import { notify } from '../../shared/toasts';
import { visitTime } from './bookingTime';

const copy = bookingCopy.mine;
const BADGES: Record<Schema<'BookingStatus'>, { tone: StatusBadgeTone; icon: StatusBadgeIcon }> = {
  held: { tone: 'warning', icon: 'clock' },
  confirmed: { tone: 'info', icon: 'check' },
  cancelled: { tone: 'neutral', icon: 'cross' },
  done: { tone: 'success', icon: 'tick' },
};

/** The signed-in customer's bookings, latest first, each with its status; a live one before it starts may be cancelled. */
export function BookingList() {
  const { data, isError, isFetching, refetch } = useListMyBookingsQuery();
  const [cancel, cancelling] = useCancelBookingMutation();
  const onCancel = async (id: number) => {
    try {
      await cancel({ id }).unwrap();
      notify.success(bookingCopy.toasts.cancelled);
    } catch {
      notify.error(bookingCopy.toasts.cancelFailed);
    }
  };
  if (isError) return <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={() => void refetch()} isRetrying={isFetching} />;
  if (data?.length === 0) return <Text tone="muted">{copy.empty}</Text>;
  return (
    <Box as="ul" display="grid" gap="3">
      {(data ?? []).map((booking) => {
        const live = (booking.status === 'held' || booking.status === 'confirmed') && Date.parse(booking.starts_at) > Date.now();
        return (
          <Box as="li" key={booking.id} display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3" padding="4" borderRadius="md" border="default" background="surface">
            <Box display="grid" gap="1">
              <Text weight="semibold">{visitTime(booking.starts_at)}</Text>
              <Text size="sm" tone="muted">
                {booking.address} · {booking.pincode}
              </Text>
              {booking.cancel_reason && (
                <Text size="sm" tone="muted">
                  {booking.cancel_reason}
                </Text>
              )}
            </Box>
            <Box display="flex" alignItems="center" gap="3">
              <StatusBadge {...BADGES[booking.status]}>{copy.status[booking.status]}</StatusBadge>
              {live && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${copy.cancel} ${visitTime(booking.starts_at)}`}
                  isPending={cancelling.isLoading && cancelling.originalArgs?.id === booking.id}
                  pendingLabel={copy.cancelling}
                  onPress={() => void onCancel(booking.id)}
                >
                  {copy.cancel}
                </Button>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
