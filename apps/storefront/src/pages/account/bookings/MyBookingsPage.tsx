import { LinkButton } from '@shop/ui/LinkButton';
import { bookingCopy } from '../../../copy/bookings';
import { BookingList } from '../../../features/bookings/BookingList';
import { AccountPageFrame } from '../AccountPageFrame';

const copy = bookingCopy.mine;

/** /account/bookings: the customer's site surveys, each cancellable until it starts, and the way to book another. */
export function MyBookingsPage() {
  return (
    <AccountPageFrame title={copy.title} intro={copy.intro} action={<LinkButton href="/book-survey">{copy.book}</LinkButton>}>
      <BookingList />
    </AccountPageFrame>
  );
}
