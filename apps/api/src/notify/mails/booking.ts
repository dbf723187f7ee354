/**
 * What a booking's customer is mailed: the confirmation of their site survey (the fee paid to the fitter on the
 * day, until online payment follows) and a cancellation by the shop with its reason.
 */
import { formatPaise } from '@shop/rules/money';
import { indianTimeInWords } from '../../kernel';
import type { OutgoingMail } from '../../mail';

/** The booking's facts a mail tells (the bookings module's row has them). */
export interface BookedVisit {
  id: number;
  startsAt: Date;
  contactName: string;
  contactEmail: string;
  address: string;
  feePaise: number;
  cancelReason: string | null;
}

const SIGNATURE = ['—', 'BirdShield India'];

export function bookingConfirmedMail(booking: BookedVisit, siteUrl: string): OutgoingMail {
  const fee = booking.feePaise > 0 ? `The survey's fee of ${formatPaise(booking.feePaise)} is paid to our fitter on the day.` : 'The survey is free of charge.';
  return {
    kind: 'booking_confirmed',
    to: booking.contactEmail,
    subject: `Your site survey on ${indianTimeInWords(booking.startsAt)} is booked`,
    text: [
      `Dear ${oneLine(booking.contactName)},`,
      '',
      `Our fitter will come for the site survey on ${indianTimeInWords(booking.startsAt)} (India time), booking #${booking.id}, at:`,
      oneLine(booking.address),
      '',
      fee,
      `Your bookings, and cancelling one: ${siteUrl}/account/bookings`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function bookingCancelledMail(booking: BookedVisit, siteUrl: string): OutgoingMail {
  return {
    kind: 'booking_cancelled',
    to: booking.contactEmail,
    subject: `Your site survey on ${indianTimeInWords(booking.startsAt)} is cancelled`,
    text: [
      `Dear ${oneLine(booking.contactName)},`,
      '',
      `We are sorry: we have had to cancel your site survey on ${indianTimeInWords(booking.startsAt)} (booking #${booking.id}).`,
      booking.cancelReason ?? '',
      '',
      `Book another time here: ${siteUrl}/book-survey`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The name opens the mail on its own line; a line break in it would look like the shop's words. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
