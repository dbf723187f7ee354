import { adminApi, useBookShipmentMutation, type AdminOrder } from '@shop/api-client/admin';
import { ordersCopy } from '../../copy/orders';
import { shippingCopy } from '../../copy/shipping';
import { notify } from '../toasts';
import { useAdminDispatch } from '../useAdminDispatch';
import { bookingProblem, type BookingProblem } from './bookingProblem';

const words = { ...shippingCopy, ...shippingCopy.notBooked };

/**
 * Books the order's parcel with the version this page read: the chosen courier, or (left out) the one the
 * booking already has or the recommended one. Booked, the answer (the order, shipped) replaces the page's copy
 * at once, so the shipment card stands where the button was without waiting for the reload, and a toast
 * names the courier and the AWB. Otherwise it answers what stopped it (bookingProblem.ts).
 */
export function useBookShipment(order: Pick<AdminOrder, 'id' | 'version'>): { book: (courierId?: string) => Promise<BookingProblem | null>; isBooking: boolean } {
  const dispatch = useAdminDispatch();
  const [bookShipment, { isLoading }] = useBookShipmentMutation();
  const book = async (courierId?: string) => {
    const result = await bookShipment({ id: order.id, shipmentBooking: { version: order.version, ...(courierId === undefined ? {} : { courier_id: courierId }) } });
    if ('error' in result) return bookingProblem(result.error, words);
    dispatch(adminApi.util.upsertQueryData('getAdminOrder', { id: order.id }, result.data));
    const { booking } = result.data;
    notify.success(booking?.courier_name && booking.awb ? shippingCopy.booked(booking.courier_name, booking.awb) : ordersCopy.actions.done.shipped);
    return null;
  };
  return { book, isBooking: isLoading };
}
