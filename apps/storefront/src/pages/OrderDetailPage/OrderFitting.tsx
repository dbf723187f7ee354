import { useBookInstallationMutation, useGetInstallationSlotsQuery, useListMyBookingsQuery, type Order } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { SlotPicker } from '@shop/ui/SlotPicker';
import { Text } from '@shop/ui/Text';
import { TextArea } from '@shop/ui/TextArea';
import { useId, useState } from 'react';
import { bookingCopy } from '../../copy/bookings';
import { visitTime } from '../../features/bookings/bookingTime';
import { serverFieldErrors } from '../../features/forms/fieldErrors';
import { notify } from '../../shared/toasts';

const copy = bookingCopy.fitting;
const FIELDS = ['order_id', 'starts_at', 'pincode', 'note'] as const;

/** The API's word on why the fitting cannot be booked online, from a refused answer. */
function refusal(error: unknown): string | undefined {
  const named = serverFieldErrors(error, FIELDS);
  return named.order_id?.[0] ?? named.pincode?.[0];
}

/**
 * An accepted quotation's order with fitting (a service line: no product): "Book the fitting" asks the API for the
 * free times of the job at the order's address, chosen with the survey's SlotPicker, and books it (no payment: the
 * order is paid). The API decides what may be booked and says why not (not paid yet, too long a job, no crew
 * there); an order already booked shows its time instead.
 */
export function OrderFitting({ order }: { order: Order }) {
  const headingId = useId();
  const hasServiceLine = order.items.some((item) => item.product === null);
  const bookings = useListMyBookingsQuery(undefined, { skip: !hasServiceLine });
  const [asked, setAsked] = useState(false);
  const slots = useGetInstallationSlotsQuery({ orderId: order.id }, { skip: !asked, refetchOnMountOrArgChange: true });
  const [book, booking] = useBookInstallationMutation();
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [startError, setStartError] = useState<string | undefined>();
  const [bookError, setBookError] = useState<string | undefined>();

  if (!hasServiceLine) return null;
  const booked = bookings.data?.find((row) => row.kind === 'installation' && row.order_id === order.id && row.status !== 'cancelled');
  const problem = bookError ?? (slots.isError ? refusal(slots.error) : undefined);
  const days = slots.data?.days.map((day) => ({ date: day.date, startsAt: day.starts_at })) ?? [];

  const onBook = async () => {
    if (!startsAt) return;
    try {
      await book({ installationBookingInput: { order_id: order.id, starts_at: startsAt, note: note.trim() || null } }).unwrap();
      notify.success(bookingCopy.toasts.fittingBooked);
    } catch (error) {
      const named = serverFieldErrors(error, FIELDS);
      setStartError(named.starts_at?.[0]);
      setBookError(named.order_id?.[0] ?? named.pincode?.[0]);
      if (named.starts_at) setStartsAt(null);
      if (!named.starts_at && !named.order_id && !named.pincode) notify.error(bookingCopy.toasts.failure);
    }
  };

  return (
    <Box as="section" aria-labelledby={headingId} display="grid" gap="3" padding={{ mobile: '4', md: '6' }} borderRadius="lg" border="default" background="surface">
      <Heading level={2} id={headingId} size="lg">
        {copy.title}
      </Heading>
      {booked ? (
        <>
          <Text>{copy.booked(visitTime(booked.starts_at))}</Text>
          <div>
            <LinkButton href="/account/bookings" variant="secondary">
              {copy.seeBookings}
            </LinkButton>
          </div>
        </>
      ) : (
        <>
          <Text tone="muted">{copy.intro}</Text>
          {problem && (
            <Box as="p" role="alert" padding="3" borderRadius="md" border="error" background="error" color="error" fontSize="sm" fontWeight="medium">
              {problem}
            </Box>
          )}
          {!asked && (
            <div>
              <Button onPress={() => setAsked(true)}>{copy.book}</Button>
            </div>
          )}
          {asked && slots.isFetching && <Text tone="muted">{copy.loading}</Text>}
          {slots.data && (
            <>
              <Text tone="muted">{copy.duration(slots.data.duration_minutes)}</Text>
              {days.length === 0 ? (
                <Text>{copy.none}</Text>
              ) : (
                <>
                  <SlotPicker days={days} value={startsAt} onChange={setStartsAt} labels={bookingCopy.slots} errorMessage={startError} />
                  <TextArea name="note" label={copy.note} description={copy.noteHint} rows={2} maxLength={1000} value={note} onChange={setNote} />
                  <div>
                    <Button size="lg" isDisabled={!startsAt} isPending={booking.isLoading} pendingLabel={copy.booking} onPress={() => void onBook()}>
                      {copy.confirm}
                    </Button>
                  </div>
                </>
              )}
            </>
          )}
        </>
      )}
    </Box>
  );
}
