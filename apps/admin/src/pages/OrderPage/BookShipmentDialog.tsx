import type { AdminOrder, CourierQuotes } from '@shop/api-client/admin';
import { paiseToRupees } from '@shop/rules';
import { ShipmentBookingDialog, type CourierQuote, type Parcel } from '@shop/ui/ShipmentBookingDialog';
import { useState } from 'react';
import { shippingCopy } from '../../copy/shipping';
import type { BookingProblem } from '../../features/orders/bookingProblem';
import { notify } from '../../features/toasts';

interface BookShipmentDialogProps {
  order: AdminOrder;
  quotes: CourierQuotes;
  isOpen: boolean;
  onClose: () => void;
  /** Books with the chosen courier; null when booked. */
  book: (courierId: string) => Promise<BookingProblem | null>;
  /** The quotes are being asked again (after the chosen courier was no longer quoted). */
  isAskingAgain: boolean;
  /** Asking again failed: the dialog says so with Ask again. */
  quotesFailed: boolean;
  onAskAgain: () => void;
  onBooked: () => void;
}

function courierQuote(quote: CourierQuotes['couriers'][number]): CourierQuote {
  return { id: quote.courier_id, name: quote.courier_name, rate: paiseToRupees(quote.rate_paise), estimatedDays: quote.estimated_days, cashOnDelivery: quote.cash_on_delivery };
}

function parcelOf({ parcel }: CourierQuotes): Parcel {
  return { weightGrams: parcel.weight_grams, lengthCm: parcel.length_cm, breadthCm: parcel.breadth_cm, heightCm: parcel.height_cm, chargedWeightGrams: parcel.charged_weight_grams };
}

/**
 * The booking dialog with the aggregator's quotes, the recommended courier chosen. A booking the aggregator
 * broke off (on an earlier press, or this one) shows its words and Finish booking; a courier no longer quoted
 * makes the page ask for quotes again. A colleague's booking or an order that changed closes the dialog with a
 * toast, as pressing again would not help; the page has the order reloaded by then.
 */
export function BookShipmentDialog({ order, quotes, isOpen, onClose, book, isAskingAgain, quotesFailed, onAskAgain, onBooked }: BookShipmentDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const brokenOff = order.booking?.status === 'booking' ? order.booking.error : null;

  const onBook = async (courierId: string) => {
    const problem = await book(courierId);
    if (problem === null) {
      setFailure(null);
      onBooked();
      return;
    }
    if (!problem.stays) {
      notify.error(problem.message);
      return;
    }
    setFailure(problem.words);
    if (problem.courierGone) onAskAgain();
    throw new Error(problem.words);
  };

  return (
    <ShipmentBookingDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) return;
        // The next opening starts from the order's own state, not this attempt's words.
        setFailure(null);
        onClose();
      }}
      orderNumber={order.id}
      quotes={quotes.couriers.map(courierQuote)}
      recommendedId={quotes.recommended_courier_id}
      parcel={parcelOf(quotes)}
      isCashOnDelivery={order.payment_method === 'cash_on_delivery'}
      isLoading={isAskingAgain}
      quotesError={quotesFailed ? shippingCopy.quotesFailed : undefined}
      onRetryQuotes={onAskAgain}
      error={failure ?? brokenOff ?? undefined}
      onBook={onBook}
      labels={shippingCopy.dialog}
    />
  );
}
