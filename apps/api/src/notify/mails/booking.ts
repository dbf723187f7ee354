/**
 * What a booking's customer is mailed: the confirmation of their site survey (its fee paid online, or none) or of
 * their order's fitting, a cancellation by the shop with its reason, a refund of the fee (the slot went to someone
 * else before the payment arrived, or the booking was cancelled early enough), the reminder the day before the
 * visit, a visit the shop moved to another time (why, and what cancelling it would give back), and the news that the
 * crew finished a fitting, with where to confirm it or report a problem.
 */
import { formatPaise } from '@shop/rules/money';
import type { MessageLanguage } from '../../db/tables/values';
import { indianTimeInWords } from '../../kernel';
import type { OutgoingMail } from '../../mail';
import { pageIn } from './page-in-language';

/** The booking's facts a mail tells (the bookings module's row has them). */
export interface BookedVisit {
  id: number;
  /** A site survey, or the fitting of an order (which has no fee: the order is paid). */
  kind: 'survey' | 'installation';
  /** The customer's account, whose language the mails are written in. */
  userId: number | null;
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

/**
 * What cancelling a moved visit would give back, by the owner's rule for a customer's cancellation: the fee paid, in
 * full until `until`; `until` null when the new start is already closer than the owner's hours.
 */
export interface MovedVisitRefund {
  paise: number;
  until: Date | null;
}

/** Why a survey's fee went back, as its mail tells the customer. */
export type FeeRefundWhy = 'cancelled_in_time' | 'slot_gone' | 'not_bookable';

interface BookingWords {
  dear: (name: string) => string;
  visit: (booking: BookedVisit) => string;
  refundTime: string;
  confirmedSubject: (visit: string, when: string) => string;
  fitterComes: (visit: string, when: string, id: number) => string;
  installationSettled: string;
  feeReceived: (fee: string) => string;
  feeOnTheDay: (fee: string) => string;
  surveyFree: string;
  yourBookings: (url: string) => string;
  cancelledSubject: (visit: string, when: string) => string;
  sorryCancelled: (visit: string, when: string, id: number) => string;
  feeRefunded: (fee: string) => string;
  bookFromOrder: (url: string) => string;
  bookAgain: (url: string) => string;
  feeRefundedSubject: (id: number) => string;
  why: Record<FeeRefundWhy, string>;
  refundingFee: (fee: string) => string;
  reminderSubject: (when: string) => string;
  reminder: (visit: string, when: string, id: number) => string;
  someoneThere: string;
  yourBookingsShort: (url: string) => string;
  movedSubject: (visit: string, when: string) => string;
  moved: (visit: string, from: string, to: string, id: number) => string;
  movedBecause: (reason: string) => string;
  cancelIfUnsuitable: (url: string) => string;
  refundUntil: (fee: string, until: string) => string;
  refundNoLonger: string;
  completedSubject: (visit: string) => string;
  crewDone: (visit: string, id: number) => string;
  confirmWork: (url: string) => string;
}

const WORDS: Record<MessageLanguage, BookingWords> = {
  en: {
    dear: (name) => `Dear ${name},`,
    visit: (booking) => (booking.kind === 'installation' ? `fitting of order #${booking.orderId}` : 'site survey'),
    refundTime: 'Refunds reach your account in 5 to 7 working days.',
    confirmedSubject: (visit, when) => `Your ${visit} on ${when} is booked`,
    fitterComes: (visit, when, id) => `Our fitter will come for the ${visit} on ${when} (India time), booking #${id}, at:`,
    installationSettled: 'The fitting is part of your order, which is settled: nothing more is due on the day.',
    feeReceived: (fee) => `We have received the survey's fee of ${fee}: thank you.`,
    feeOnTheDay: (fee) => `The survey's fee of ${fee} is paid to our fitter on the day.`,
    surveyFree: 'The survey is free of charge.',
    yourBookings: (url) => `Your bookings, and cancelling one: ${url}`,
    cancelledSubject: (visit, when) => `Your ${visit} on ${when} is cancelled`,
    sorryCancelled: (visit, when, id) => `We are sorry: we have had to cancel your ${visit} on ${when} (booking #${id}).`,
    feeRefunded: (fee) => `The fee of ${fee} you paid is refunded in full.`,
    bookFromOrder: (url) => `Book another time from your order: ${url}`,
    bookAgain: (url) => `Book another time here: ${url}`,
    feeRefundedSubject: (id) => `The fee of your site survey (booking #${id}) is refunded`,
    why: {
      cancelled_in_time: 'You cancelled your site survey in time for its fee to be refunded.',
      slot_gone: 'Your payment arrived after the time held for you ran out, and the slot had been booked by someone else meanwhile.',
      not_bookable: 'Your payment arrived for a booking that was no longer open (cancelled, or its time has passed).',
    },
    refundingFee: (fee) => `We are refunding the fee of ${fee} in full.`,
    reminderSubject: (when) => `Reminder: our fitter visits on ${when}`,
    reminder: (visit, when, id) => `A reminder: our fitter comes for the ${visit} on ${when} (India time), booking #${id}, at:`,
    someoneThere: 'Please make sure someone is there to show the fitter around.',
    yourBookingsShort: (url) => `Your bookings: ${url}`,
    movedSubject: (visit, when) => `Your ${visit} is moved to ${when}`,
    moved: (visit, from, to, id) => `We have had to move your ${visit} (booking #${id}) from ${from} to ${to} (India time). Our fitter will come at:`,
    movedBecause: (reason) => `Why: ${reason}`,
    cancelIfUnsuitable: (url) => `If the new time does not suit you, cancel the booking from your bookings: ${url}`,
    refundUntil: (fee, until) => `Cancelled by ${until} (India time), the fee of ${fee} you paid is refunded in full.`,
    refundNoLonger: 'The new time is closer than our free cancellation allows, so a cancellation now would not refund the fee: call us instead and we will find a time that suits you.',
    completedSubject: (visit) => `Our crew has finished the ${visit}`,
    crewDone: (visit, id) => `Our crew has marked the ${visit} (booking #${id}) as done. Their notes:`,
    confirmWork: (url) => `See their photos, and confirm the work or tell us about a problem: ${url}`,
  },
  hi: {
    dear: (name) => `प्रिय ${name},`,
    // A survey (सर्वे) is masculine and a fitting (फ़िटिंग) feminine: the sentences hang on the booking (बुकिंग, feminine)
    // or the work (काम, masculine) instead, so one wording agrees with either.
    visit: (booking) => (booking.kind === 'installation' ? `ऑर्डर #${booking.orderId} की फ़िटिंग` : 'साइट सर्वे'),
    refundTime: 'रिफ़ंड 5 से 7 कामकाजी दिनों में आपके खाते में पहुँचता है।',
    confirmedSubject: (visit, when) => `${when} के लिए ${visit} की आपकी बुकिंग पक्की हो गई है`,
    fitterComes: (visit, when, id) => `हमारा फ़िटर ${when} (भारतीय समय) को ${visit} के लिए आएगा, बुकिंग #${id}, इस पते पर:`,
    installationSettled: 'फ़िटिंग आपके ऑर्डर का हिस्सा है, जिसका भुगतान हो चुका है: उस दिन कुछ और देय नहीं है।',
    feeReceived: (fee) => `सर्वे की ${fee} फ़ीस हमें मिल गई है: धन्यवाद।`,
    feeOnTheDay: (fee) => `सर्वे की ${fee} फ़ीस उसी दिन हमारे फ़िटर को दी जाती है।`,
    surveyFree: 'सर्वे मुफ़्त है।',
    yourBookings: (url) => `आपकी बुकिंग, और किसी को रद्द करना: ${url}`,
    cancelledSubject: (visit, when) => `${when} के ${visit} की आपकी बुकिंग रद्द हो गई है`,
    sorryCancelled: (visit, when, id) => `हमें खेद है: हमें ${when} के ${visit} की आपकी बुकिंग #${id} रद्द करनी पड़ी।`,
    feeRefunded: (fee) => `आपकी चुकाई गई ${fee} फ़ीस पूरी रिफ़ंड की जा रही है।`,
    bookFromOrder: (url) => `अपने ऑर्डर से कोई और समय बुक करें: ${url}`,
    bookAgain: (url) => `कोई और समय यहाँ बुक करें: ${url}`,
    feeRefundedSubject: (id) => `आपके साइट सर्वे (बुकिंग #${id}) की फ़ीस रिफ़ंड हो गई है`,
    why: {
      cancelled_in_time: 'आपने अपना साइट सर्वे समय पर रद्द किया, इसलिए उसकी फ़ीस रिफ़ंड होती है।',
      slot_gone: 'आपका भुगतान आपके लिए रखे गए समय के खत्म होने के बाद आया, और इस बीच वह समय किसी और ने बुक कर लिया।',
      not_bookable: 'आपका भुगतान ऐसी बुकिंग के लिए आया जो अब खुली नहीं थी (रद्द हो चुकी थी, या उसका समय निकल चुका था)।',
    },
    refundingFee: (fee) => `हम ${fee} की फ़ीस पूरी रिफ़ंड कर रहे हैं।`,
    reminderSubject: (when) => `याद दिलाना: हमारा फ़िटर ${when} को आएगा`,
    reminder: (visit, when, id) => `याद दिला दें: हमारा फ़िटर ${when} (भारतीय समय) को ${visit} के लिए आएगा, बुकिंग #${id}, इस पते पर:`,
    someoneThere: 'कृपया ध्यान रखें कि फ़िटर को जगह दिखाने के लिए कोई मौजूद हो।',
    yourBookingsShort: (url) => `आपकी बुकिंग: ${url}`,
    movedSubject: (visit, when) => `${visit} की आपकी बुकिंग अब ${when} की है`,
    moved: (visit, from, to, id) => `हमें ${visit} की आपकी बुकिंग #${id} ${from} से बदलकर ${to} (भारतीय समय) करनी पड़ी है। हमारा फ़िटर इस पते पर आएगा:`,
    movedBecause: (reason) => `कारण: ${reason}`,
    cancelIfUnsuitable: (url) => `अगर नया समय आपके लिए ठीक नहीं है, तो अपनी बुकिंग से इसे रद्द करें: ${url}`,
    refundUntil: (fee, until) => `${until} (भारतीय समय) तक रद्द करने पर आपकी चुकाई गई ${fee} फ़ीस पूरी रिफ़ंड होगी।`,
    refundNoLonger: 'नया समय हमारी मुफ़्त रद्दीकरण की अवधि के भीतर है, इसलिए अभी रद्द करने पर फ़ीस रिफ़ंड नहीं होगी: इसके बजाय हमें कॉल करें, हम आपके लिए सही समय ढूँढ देंगे।',
    completedSubject: (visit) => `हमारी टीम ने ${visit} का काम पूरा कर दिया है`,
    crewDone: (visit, id) => `हमारी टीम ने ${visit} (बुकिंग #${id}) का काम पूरा बताया है। उनके नोट्स:`,
    confirmWork: (url) => `उनकी फ़ोटो देखें, और काम कन्फ़र्म करें या हमें किसी समस्या के बारे में बताएँ: ${url}`,
  },
};

const SIGNATURE = ['—', 'BirdShield India'];

export function bookingConfirmedMail(booking: BookedVisit, siteUrl: string, language: MessageLanguage): OutgoingMail {
  const words = WORDS[language];
  const when = indianTimeInWords(booking.startsAt, language);
  return {
    kind: 'booking_confirmed',
    to: booking.contactEmail,
    subject: words.confirmedSubject(words.visit(booking), when),
    text: [
      words.dear(oneLine(booking.contactName)),
      '',
      words.fitterComes(words.visit(booking), when, booking.id),
      oneLine(booking.address),
      '',
      feeLine(booking, words),
      words.yourBookings(`${siteUrl}${pageIn('/account/bookings', language)}`),
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** Bookings held before fees were paid online still say they are paid on the day. */
function feeLine(booking: BookedVisit, words: BookingWords): string {
  if (booking.kind === 'installation') return words.installationSettled;
  if (booking.paidPaise !== null) return words.feeReceived(formatPaise(booking.paidPaise));
  return booking.feePaise > 0 ? words.feeOnTheDay(formatPaise(booking.feePaise)) : words.surveyFree;
}

/** `cancelReason` is staff's, in the words they wrote it in. */
export function bookingCancelledMail(booking: BookedVisit, refundPaise: number, siteUrl: string, language: MessageLanguage): OutgoingMail {
  const words = WORDS[language];
  const when = indianTimeInWords(booking.startsAt, language);
  return {
    kind: 'booking_cancelled',
    to: booking.contactEmail,
    subject: words.cancelledSubject(words.visit(booking), when),
    text: [
      words.dear(oneLine(booking.contactName)),
      '',
      words.sorryCancelled(words.visit(booking), when, booking.id),
      booking.cancelReason ?? '',
      ...(refundPaise > 0 ? ['', `${words.feeRefunded(formatPaise(refundPaise))} ${words.refundTime}`] : []),
      '',
      booking.kind === 'installation'
        ? words.bookFromOrder(`${siteUrl}${pageIn(`/account/orders/${booking.orderId}`, language)}`)
        : words.bookAgain(`${siteUrl}${pageIn('/book-survey', language)}`),
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The fee went back: why (the slot was taken before the payment arrived, or the customer cancelled in time). */
export function bookingFeeRefundedMail(booking: BookedVisit, refundPaise: number, why: FeeRefundWhy, siteUrl: string, language: MessageLanguage): OutgoingMail {
  const words = WORDS[language];
  return {
    kind: 'booking_fee_refunded',
    to: booking.contactEmail,
    subject: words.feeRefundedSubject(booking.id),
    text: [
      words.dear(oneLine(booking.contactName)),
      '',
      words.why[why],
      `${words.refundingFee(formatPaise(refundPaise))} ${words.refundTime}`,
      '',
      words.bookAgain(`${siteUrl}${pageIn('/book-survey', language)}`),
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The day before the visit: when, where, and how to cancel. */
export function bookingReminderMail(booking: BookedVisit, siteUrl: string, language: MessageLanguage): OutgoingMail {
  const words = WORDS[language];
  const when = indianTimeInWords(booking.startsAt, language);
  return {
    kind: 'booking_reminder',
    to: booking.contactEmail,
    subject: words.reminderSubject(when),
    text: [
      words.dear(oneLine(booking.contactName)),
      '',
      words.reminder(words.visit(booking), when, booking.id),
      oneLine(booking.address),
      '',
      words.someoneThere,
      words.yourBookingsShort(`${siteUrl}${pageIn('/account/bookings', language)}`),
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/**
 * The shop moved the visit: from when to when, where, why (staff's words), and where to cancel it if the new time
 * does not suit, with what that would refund by the owner's rule.
 */
export function bookingMovedMail(booking: BookedVisit, previousStart: Date, reason: string, refund: MovedVisitRefund | null, siteUrl: string, language: MessageLanguage): OutgoingMail {
  const words = WORDS[language];
  const when = indianTimeInWords(booking.startsAt, language);
  const refundLine = refund && (refund.until ? words.refundUntil(formatPaise(refund.paise), indianTimeInWords(refund.until, language)) : words.refundNoLonger);
  return {
    kind: 'booking_moved',
    to: booking.contactEmail,
    subject: words.movedSubject(words.visit(booking), when),
    text: [
      words.dear(oneLine(booking.contactName)),
      '',
      words.moved(words.visit(booking), indianTimeInWords(previousStart, language), when, booking.id),
      oneLine(booking.address),
      '',
      words.movedBecause(reason),
      '',
      words.cancelIfUnsuitable(`${siteUrl}${pageIn('/account/bookings', language)}`),
      ...(refundLine ? [refundLine] : []),
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The crew finished a fitting: their notes, and where to see the photos and confirm the work or report a problem. */
export function bookingCompletedMail(booking: BookedVisit, notes: string, siteUrl: string, language: MessageLanguage): OutgoingMail {
  const words = WORDS[language];
  return {
    kind: 'booking_completed',
    to: booking.contactEmail,
    subject: words.completedSubject(words.visit(booking)),
    text: [
      words.dear(oneLine(booking.contactName)),
      '',
      words.crewDone(words.visit(booking), booking.id),
      notes,
      '',
      words.confirmWork(`${siteUrl}${pageIn('/account/bookings', language)}`),
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The name opens the mail on its own line; a line break in it would look like the shop's words. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
