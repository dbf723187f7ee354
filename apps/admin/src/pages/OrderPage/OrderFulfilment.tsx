import { errorStatus, type AdminOrder } from '@shop/api-client/admin';
import { useState } from 'react';
import { ordersCopy } from '../../copy/orders';
import { shippingCopy } from '../../copy/shipping';
import { serverProblem } from '../../features/forms/serverProblem';
import { useBookShipment } from '../../features/orders/useBookShipment';
import { useCourierQuotes, type QuotesState } from '../../features/orders/useCourierQuotes';
import { notify } from '../../features/toasts';
import { BookShipmentDialog } from './BookShipmentDialog';
import { OrderActions } from './OrderActions';
import { OrderShipmentCard } from './OrderShipmentCard';

/** Why the couriers could not be asked: the aggregator down or no answer (try again, or ship by hand), else the server's words. */
function quotesProblemOf(quotes: QuotesState): string | null {
  if (quotes.status !== 'failed') return null;
  const status = errorStatus(quotes.error as Parameters<typeof errorStatus>[0]);
  return status === undefined || status === 503 ? shippingCopy.quotesFailed : serverProblem(quotes.error, ordersCopy.actions).detail;
}

/**
 * Getting the parcel out: the shipment card of a booking (first, as printing its label or finishing it is then
 * the next step), the order's moves, and the booking dialog behind Ship. Ship asks the aggregator for quotes and
 * opens the dialog when they come; Finish booking on the card books again at once when the AWB is already
 * assigned (the courier is settled), and opens the dialog to choose one otherwise.
 */
export function OrderFulfilment({ order }: { order: AdminOrder }) {
  const { quotes, ask } = useCourierQuotes(order.id);
  const { book } = useBookShipment(order);
  const [isOpen, setOpen] = useState(false);
  const [justBooked, setJustBooked] = useState(false);

  const openBooking = async () => {
    if (await ask()) setOpen(true);
  };
  const finishBooking = async () => {
    if (!order.booking?.awb) {
      void openBooking();
      return;
    }
    const problem = await book();
    if (problem === null) return;
    if (!problem.stays) {
      notify.error(problem.message);
      return;
    }
    throw new Error(problem.words);
  };

  return (
    <>
      {order.booking && <OrderShipmentCard order={order} booking={order.booking} autoFocus={justBooked} onFinish={finishBooking} />}
      <OrderActions
        order={order}
        onBook={() => void openBooking()}
        isAskingCouriers={quotes.status === 'asking' && !isOpen}
        quotesProblem={isOpen ? null : quotesProblemOf(quotes)}
      />
      {quotes.status !== 'idle' && quotes.data && (
        <BookShipmentDialog
          order={order}
          quotes={quotes.data}
          isOpen={isOpen}
          onClose={() => setOpen(false)}
          book={book}
          isAskingAgain={quotes.status === 'asking'}
          quotesFailed={quotes.status === 'failed'}
          onAskAgain={() => void ask()}
          onBooked={() => setJustBooked(true)}
        />
      )}
    </>
  );
}
