/**
 * What a booking's customer is mailed: the confirmation of their site survey (its fee paid online, or none) or of
 * their order's fitting, a cancellation by the shop with its reason, a refund of the fee (the slot went to someone
 * else before the payment arrived, or the booking was cancelled early enough), the reminder the day before the
 * visit, and the news that the crew finished a fitting, with where to confirm it or report a problem.
 */
import { formatPaise } from '@shop/rules/money';
import { indianTimeInWords } from '../../kernel';
import type { OutgoingMail } from '../../mail';

/** The booking's facts a mail tells (the bookings module's row has them). */
export interface BookedVisit {
  id: number;
  /** A site survey, or the fitting of an order (which has no fee: the order is paid). */
  kind: 'survey' | 'installation';
  orderId: number | null;
  startsAt: Date;
  contactName: string;
  contactEmail: string;
  address: string;
  feePaise: number;
  /** What was paid online, when it was. */
  paidPaise: number | null;
  cancelReason: string | null;
}

const REFUND_TIME = 'Refunds reach your account in 5 to 7 working days.';

const SIGNATURE = ['—', 'BirdShield India'];

/** What the visit is, in the mails' words. */
function visitName(booking: BookedVisit): string {
  return booking.kind === 'installation' ? `fitting of order #${booking.orderId}` : 'site survey';
}

export function bookingConfirmedMail(booking: BookedVisit, siteUrl: string): OutgoingMail {
  const fee = feeLine(booking);
  return {
    kind: 'booking_confirmed',
    to: booking.contactEmail,
    subject: `Your ${visitName(booking)} on ${indianTimeInWords(booking.startsAt)} is booked`,
    text: [
      `Dear ${oneLine(booking.contactName)},`,
      '',
      `Our fitter will come for the ${visitName(booking)} on ${indianTimeInWords(booking.startsAt)} (India time), booking #${booking.id}, at:`,
      oneLine(booking.address),
      '',
      fee,
      `Your bookings, and cancelling one: ${siteUrl}/account/bookings`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** Bookings held before fees were paid online still say they are paid on the day. */
function feeLine(booking: BookedVisit): string {
  if (booking.kind === 'installation') return 'The fitting is part of your order, which is settled: nothing more is due on the day.';
  if (booking.paidPaise !== null) return `We have received the survey's fee of ${formatPaise(booking.paidPaise)}: thank you.`;
  return booking.feePaise > 0 ? `The survey's fee of ${formatPaise(booking.feePaise)} is paid to our fitter on the day.` : 'The survey is free of charge.';
}

export function bookingCancelledMail(booking: BookedVisit, refundPaise: number, siteUrl: string): OutgoingMail {
  return {
    kind: 'booking_cancelled',
    to: booking.contactEmail,
    subject: `Your ${visitName(booking)} on ${indianTimeInWords(booking.startsAt)} is cancelled`,
    text: [
      `Dear ${oneLine(booking.contactName)},`,
      '',
      `We are sorry: we have had to cancel your ${visitName(booking)} on ${indianTimeInWords(booking.startsAt)} (booking #${booking.id}).`,
      booking.cancelReason ?? '',
      ...(refundPaise > 0 ? ['', `The fee of ${formatPaise(refundPaise)} you paid is refunded in full. ${REFUND_TIME}`] : []),
      '',
      booking.kind === 'installation' ? `Book another time from your order: ${siteUrl}/account/orders/${booking.orderId}` : `Book another time here: ${siteUrl}/book-survey`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The fee went back: why (the slot was taken before the payment arrived, or the customer cancelled in time). */
export function bookingFeeRefundedMail(booking: BookedVisit, refundPaise: number, why: string, siteUrl: string): OutgoingMail {
  return {
    kind: 'booking_fee_refunded',
    to: booking.contactEmail,
    subject: `The fee of your site survey (booking #${booking.id}) is refunded`,
    text: [
      `Dear ${oneLine(booking.contactName)},`,
      '',
      why,
      `We are refunding the fee of ${formatPaise(refundPaise)} in full. ${REFUND_TIME}`,
      '',
      `Book another time here: ${siteUrl}/book-survey`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The day before the visit: when, where, and how to cancel. */
export function bookingReminderMail(booking: BookedVisit, siteUrl: string): OutgoingMail {
  return {
    kind: 'booking_reminder',
    to: booking.contactEmail,
    subject: `Reminder: our fitter visits on ${indianTimeInWords(booking.startsAt)}`,
    text: [
      `Dear ${oneLine(booking.contactName)},`,
      '',
      `A reminder: our fitter comes for the ${visitName(booking)} on ${indianTimeInWords(booking.startsAt)} (India time), booking #${booking.id}, at:`,
      oneLine(booking.address),
      '',
      'Please make sure someone is there to show the fitter around.',
      `Your bookings: ${siteUrl}/account/bookings`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The crew finished a fitting: their notes, and where to see the photos and confirm the work or report a problem. */
export function bookingCompletedMail(booking: BookedVisit, notes: string, siteUrl: string): OutgoingMail {
  return {
    kind: 'booking_completed',
    to: booking.contactEmail,
    subject: `Our crew has finished the ${visitName(booking)}`,
    text: [
      `Dear ${oneLine(booking.contactName)},`,
      '',
      `Our crew has marked the ${visitName(booking)} (booking #${booking.id}) as done. Their notes:`,
      notes,
      '',
      `See their photos, and confirm the work or tell us about a problem: ${siteUrl}/account/bookings`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The name opens the mail on its own line; a line break in it would look like the shop's words. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
