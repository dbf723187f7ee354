import { useState, type ReactNode } from 'react';
import { Modal, type ModalProps } from '../Modal';
import type { CourierQuote, ShipmentBookingLabels } from './bookingWords';
import type { Parcel } from './parcelFormat';
import { ShipmentBookingPanel } from './ShipmentBookingPanel';

export interface ShipmentBookingDialogProps
  extends Omit<ModalProps, 'children' | 'size' | 'className' | 'isKeyboardDismissDisabled'> {
  orderNumber: string | number;
  /** The couriers the aggregator offers for this parcel, in the order to show them. */
  quotes: readonly CourierQuote[];
  /** The owner's pick among them, chosen when the dialog opens. */
  recommendedId?: string | null;
  /** How the owner picks: shown on the recommended courier's badge. */
  recommendation?: 'cheapest' | 'fastest';
  parcel: Parcel;
  /** A cash-on-delivery order: a courier that does not collect cash is shown, but cannot be chosen. */
  isCashOnDelivery?: boolean;
  /**
   * Books the chosen courier. Return a promise to keep the dialog open with Book pending until it
   * settles: it closes when the promise resolves, and stays open with the failure when it rejects, so the
   * packer can finish the booking (the aggregator never books twice).
   */
  onBook: (courierId: string) => void | PromiseLike<unknown>;
  /** The aggregator's words for what stopped the last booking; without them a plain sentence is shown. */
  error?: ReactNode;
  /** While the quotes are on their way. */
  isLoading?: boolean;
  /** Shown instead of the couriers when they could not be asked for quotes. */
  quotesError?: ReactNode;
  /** Asks for the quotes again, from the `quotesError` message. */
  onRetryQuotes?: () => void;
  labels?: Partial<ShipmentBookingLabels>;
}

/**
 * The back-office's "Book shipment": the parcel as the courier bills it and the couriers the aggregator
 * offers, each with its rate, days and whether it collects cash, the owner's recommendation chosen and
 * marked. Book shows it is busy; a booking the aggregator broke off stays in the dialog with its reason,
 * to be finished. A Modal: focus lands on the chosen courier and returns to the trigger on close; Escape
 * and Cancel wait while a booking runs.
 */
export function ShipmentBookingDialog({
  orderNumber,
  quotes,
  recommendedId = null,
  recommendation,
  parcel,
  isCashOnDelivery = false,
  onBook,
  error,
  isLoading = false,
  quotesError,
  onRetryQuotes,
  labels,
  isDismissable = false,
  ...modalProps
}: ShipmentBookingDialogProps) {
  const [isBooking, setBooking] = useState(false);
  return (
    <Modal {...modalProps} size="md" isDismissable={isDismissable && !isBooking} isKeyboardDismissDisabled={isBooking}>
      <ShipmentBookingPanel
        orderNumber={orderNumber}
        quotes={quotes}
        recommendedId={recommendedId}
        recommendation={recommendation}
        parcel={parcel}
        isCashOnDelivery={isCashOnDelivery}
        isLoading={isLoading}
        quotesError={quotesError}
        onRetryQuotes={onRetryQuotes}
        onBook={onBook}
        error={error}
        onBookingChange={setBooking}
        labels={labels}
      />
    </Modal>
  );
}
