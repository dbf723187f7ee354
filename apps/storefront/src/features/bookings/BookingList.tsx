import { downloadBookingCreditNote, downloadBookingInvoice, useCancelBookingMutation, useListMyBookingsQuery, type Schema } from '@shop/api-client';
import { formatRupees } from '@shop/rules';
import { AlertDialog } from '@shop/ui/AlertDialog';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { StatusBadge, type StatusBadgeIcon, type StatusBadgeTone } from '@shop/ui/StatusBadge';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { bookingCopy } from '../../copy/bookings';
import { notify } from '../../shared/toasts';
import { DownloadButton } from '../documents/DownloadButton';
import { BookingCompletion } from './BookingCompletion';
import { calendarDay, visitTime } from './bookingTime';

const copy = bookingCopy.mine;
const BADGES: Record<Schema<'BookingStatus'>, { tone: StatusBadgeTone; icon: StatusBadgeIcon }> = {
  held: { tone: 'warning', icon: 'clock' },
  confirmed: { tone: 'info', icon: 'check' },
  cancelled: { tone: 'neutral', icon: 'cross' },
  done: { tone: 'success', icon: 'tick' },
};

const HOUR_MS = 60 * 60 * 1000;

/** A paid booking cancelled now gets nothing back: past the owner's free-cancellation time (the API's figure). */
function cancelsWithoutRefund(booking: Schema<'Booking'>): boolean {
  return booking.fee_paid != null && booking.free_cancel_until != null && Date.now() > Date.parse(booking.free_cancel_until);
}

/**
 * The signed-in customer's bookings (surveys and their orders' fittings), latest first, each with its status and
 * its fee paid or refunded; a live one before it starts may be cancelled, after a question when its paid fee would
 * not be refunded. A finished job shows the crew's notes and photos, for the customer to confirm or report. A survey
 * fee paid online offers its tax invoice, and the credit note of each refund, to download, and says until when it
 * comes off the customer's next order, or which order it came off.
 */
export function BookingList() {
  const { data, isError, isFetching, refetch } = useListMyBookingsQuery();
  const [cancel, cancelling] = useCancelBookingMutation();
  const [lateCancel, setLateCancel] = useState<Schema<'Booking'> | null>(null);
  const onCancel = async (id: number) => {
    try {
      const cancelled = await cancel({ id }).unwrap();
      notify.success(cancelled.refund ? bookingCopy.toasts.cancelledRefund(formatRupees(cancelled.refund.amount)) : bookingCopy.toasts.cancelled);
    } catch {
      notify.error(bookingCopy.toasts.cancelFailed);
    }
  };
  const askOrCancel = (booking: Schema<'Booking'>) => {
    if (cancelsWithoutRefund(booking)) setLateCancel(booking);
    else void onCancel(booking.id);
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
              <Text size="sm" tone="muted">
                {booking.kind === 'installation' && booking.order_id != null ? copy.fitting(booking.order_id) : copy.survey}
              </Text>
              <Text weight="semibold">{visitTime(booking.starts_at)}</Text>
              <Text size="sm" tone="muted">
                {booking.address} · {booking.pincode}
              </Text>
              {booking.cancel_reason && (
                <Text size="sm" tone="muted">
                  {booking.cancel_reason}
                </Text>
              )}
              {booking.fee_paid != null && (
                <Text size="sm" tone="muted">
                  {copy.paid(formatRupees(booking.fee_paid))}
                  {booking.refund && ` · ${copy.refund(formatRupees(booking.refund.amount), booking.refund.status)}`}
                </Text>
              )}
              {booking.fee_credit && (
                <Text size="sm" tone="muted">
                  {booking.fee_credit.order_id === null
                    ? copy.feeCredit(formatRupees(booking.fee_credit.amount), calendarDay(booking.fee_credit.last_day))
                    : copy.feeCreditUsed(formatRupees(booking.fee_credit.amount), booking.fee_credit.order_id)}
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
                  onPress={() => askOrCancel(booking)}
                >
                  {copy.cancel}
                </Button>
              )}
            </Box>
            {booking.invoice_number !== null && <BookingDocuments booking={booking} />}
            {booking.completion && <BookingCompletion booking={booking} completion={booking.completion} />}
          </Box>
        );
      })}
      <AlertDialog
        isOpen={lateCancel !== null}
        onOpenChange={(open) => {
          if (!open) setLateCancel(null);
        }}
        title={copy.lateCancel.title}
        cancelLabel={copy.lateCancel.keep}
        confirmLabel={copy.lateCancel.confirm}
        pendingLabel={copy.lateCancel.pending}
        variant="destructive"
        onConfirm={() => (lateCancel ? onCancel(lateCancel.id) : undefined)}
      >
        {lateCancel &&
          copy.lateCancel.message(formatRupees(lateCancel.fee_paid ?? 0), Math.round((Date.parse(lateCancel.starts_at) - Date.parse(lateCancel.free_cancel_until ?? lateCancel.starts_at)) / HOUR_MS))}
      </AlertDialog>
    </Box>
  );
}

/** The survey fee's tax invoice and its credit notes, each a download behind the customer's token. */
function BookingDocuments({ booking }: { booking: Schema<'Booking'> }) {
  const visit = visitTime(booking.starts_at);
  return (
    <Box display="flex" flexWrap="wrap" gap="2" width="full">
      <DownloadButton
        size="sm"
        label={copy.downloadInvoice}
        accessibleLabel={copy.documentOf(copy.downloadInvoice, visit)}
        pendingLabel={copy.invoiceDownloading}
        failed={copy.invoiceFailed}
        download={() => downloadBookingInvoice(booking.id)}
      />
      {booking.credit_notes.map((note) => (
        <DownloadButton
          key={note.id}
          size="sm"
          label={copy.downloadCreditNote(note.number)}
          accessibleLabel={copy.documentOf(copy.downloadCreditNote(note.number), visit)}
          pendingLabel={copy.creditNoteDownloading}
          failed={copy.creditNoteFailed}
          download={() => downloadBookingCreditNote(booking.id, note.id)}
        />
      ))}
    </Box>
  );
}
