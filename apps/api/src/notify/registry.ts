/**
 * The one list of what the shop tells people, and how: each event with its mail rendering and/or its WhatsApp
 * and SMS rendering, and what kind of message it is, which says whose consent it needs (notify in index.ts
 * checks it). The words themselves stay with the module that knows them; this is the one place that says
 * which renderings an event has.
 */
import type { Schema } from '@shop/contracts';
import type { Transaction } from '../db/database';
import type { ConsentPurpose, MessageLanguage } from '../db/tables/values';
import type { OutgoingMail } from '../mail';
import { cartReminderParameters, complaintParameters, orderMessage, quoteParameters, visitParameters, type ComplaintStep, type MessageContent, type QuoteStep } from '../messaging';
import {
  bookingCancelledMail,
  bookingCompletedMail,
  bookingConfirmedMail,
  bookingFeeRefundedMail,
  bookingMovedMail,
  bookingReminderMail,
  type BookedVisit,
  type FeeRefundWhy,
  type MovedVisitRefund,
} from './mails/booking';
import { cartReminderMail } from './mails/cart-reminder';
import { codConfirmationRequestMail } from './mails/cod-confirmation';
import { complaintAnsweredMail, complaintReceivedMail, complaintResolvedMail, type ComplaintMailFacts } from './mails/complaint';
import { contactNotificationMail } from './mails/contact-notification';
import { contactReplyMail } from './mails/contact-reply';
import { deliveryProblemMail, unansweredDeliveryProblemMail, type FailedAttempt } from './mails/delivery-problem';
import { deliveryUpdateMail } from './mails/delivery-update';
import { orderConfirmationMail } from './mails/order-confirmation';
import { refundMail } from './mails/refund';
import { returnUpdateMail, type ReturnNews } from './mails/return-update';
import { quoteRequestedMail, quoteRequestNotificationMail, quoteSentMail, type QuoteMailFacts } from './mails/quote';
import { otpMail } from './mails/sign-up-code';
import { staffCodeMail, staffCodesLockedMail } from './mails/staff-sign-in';
import { trackingMail } from './mails/tracking';
import { transferRequestMail, type TransferFacts } from './mails/transfer-request';

/** A customer's account: their address, their consent and their proved number are theirs. */
interface Account {
  userId: number;
}
/**
 * An address alone: a sign-up code before there is an account, staff, the shop's own inbox, a visitor. `language`:
 * the one the call that caused it was made in, for a shopper's address (English when not said, as for staff).
 */
interface Address {
  email: string;
  language?: MessageLanguage;
}
/** A complaint's shopper: the address it came from, and their account when they have one (for WhatsApp and SMS). */
interface Shopper {
  email: string;
  userId: number | null;
}
export type Recipient = Account | Address | Shopper;

/**
 * `service`: mail the recipient needs whatever they chose (a code, an answer, their order's news); an
 * order's WhatsApp or SMS message is sent where they allowed order updates. `marketing`: sent only where
 * they allowed offers.
 */
export type Purpose = 'service' | Extract<ConsentPurpose, 'marketing'>;

/**
 * `language`: the recipient's, which notify reads once (the account's choice, or the one the call was made in for an
 * address without an account); a rendering for staff or the shop's inbox leaves it aside, as staff read English.
 */
interface Renderings<Facts, To extends Recipient> {
  purpose: Purpose;
  mail?: (tx: Transaction, facts: Facts, to: To, language: MessageLanguage) => OutgoingMail | null | Promise<OutgoingMail | null>;
  message?: (tx: Transaction, facts: Facts, to: To, language: MessageLanguage) => MessageContent | null | Promise<MessageContent | null>;
}

type Refund = Parameters<typeof refundMail>[2];
type Customer = Parameters<typeof deliveryUpdateMail>[1];

/** Each event: the facts it is told from, and whom it goes to. */
interface Events {
  signup_otp: { facts: { code: string; validMinutes: number }; to: Address };
  staff_sign_in_code: { facts: { code: string; validMinutes: number }; to: Address };
  staff_codes_locked: { facts: { wrongCodes: number; secondsLocked: number }; to: Address };
  contact_notification: { facts: { messageId: number; message: Schema<'ContactMessage'> }; to: Address };
  contact_reply: { facts: { message: Parameters<typeof contactReplyMail>[0]; reply: string; shopEmail: string }; to: Address };
  /** A complaint's ticket was opened, answered by staff, or resolved: its shopper is told, with the status page's link. */
  complaint_received: { facts: ComplaintMailFacts & { text: string; resolveBy: Date; siteUrl: string }; to: Shopper };
  /** `answerId`: the answer's row, so each answer is its own message. */
  complaint_answered: { facts: ComplaintMailFacts & { answer: string; answerId: number; siteUrl: string }; to: Shopper };
  complaint_resolved: { facts: ComplaintMailFacts & { resolution: string; siteUrl: string }; to: Shopper };
  /** A request for quotation arrived (the buyer is told its number and link), or a quotation was sent to them. */
  quote_requested: { facts: QuoteMailFacts; to: Shopper };
  quote_sent: { facts: QuoteMailFacts & { revision: number; totalPaise: number; validUntil: string }; to: Shopper };
  /** The shop's inbox is told of a new request for quotation. */
  quote_request_notification: { facts: Parameters<typeof quoteRequestNotificationMail>[1]; to: Address };
  cart_reminder: {
    facts: { customer: Customer; lines: Parameters<typeof cartReminderMail>[1]; siteUrl: string; unsubscribe: Parameters<typeof cartReminderMail>[3]; cartChangedAt: Date };
    to: Account;
  };
  order_placed: { facts: { orderId: number; siteUrl: string }; to: Account };
  cod_confirmation: { facts: { orderId: number; siteUrl: string; confirmationToken: string }; to: Account };
  /** An accepted quotation to be paid by bank transfer or UPI: the bank details, the reference, the deadline, the proforma. */
  transfer_requested: { facts: TransferFacts; to: Account };
  /** The order moved (packed, shipped, delivered, cancelled, returned): a mail each time, a message when shipped or delivered. */
  delivery_update: { facts: { order: Parameters<typeof deliveryUpdateMail>[0]; customer: Customer; siteUrl: string }; to: Account };
  /** A courier's scan at a step the owner chose to mail. */
  tracking_news: { facts: { order: Parameters<typeof trackingMail>[0]; step: Parameters<typeof trackingMail>[1]; detail: string | null; customer: Customer; siteUrl: string }; to: Account };
  out_for_delivery: { facts: { orderId: number; siteUrl: string }; to: Account };
  /** The courier could not deliver: the customer is asked what it should do, by its deadline. */
  delivery_problem: { facts: { failed: FailedAttempt; problemId: number; siteUrl: string }; to: Account };
  /** Nobody answered a failed delivery in time: the shop's inbox is told. */
  delivery_problem_unanswered: { facts: { failed: FailedAttempt & { awb: string | null }; siteUrl: string }; to: Address };
  /** A return's step: mail always, WhatsApp (or SMS) where the customer allowed order updates. */
  return_update: { facts: { news: ReturnNews; siteUrl: string }; to: Account };
  refund_started: { facts: { refund: Refund; siteUrl: string }; to: Account };
  refund_processed: { facts: { refund: Refund; refundId: number; siteUrl: string }; to: Account };
  /** A site survey confirmed by its customer, or cancelled by the shop: mailed to the booking's contact address. */
  booking_confirmed: { facts: { booking: BookedVisit; siteUrl: string }; to: Shopper };
  booking_cancelled: { facts: { booking: BookedVisit; refundPaise: number; siteUrl: string }; to: Shopper };
  /** A survey's paid fee refunded: the slot was taken before the payment arrived, or the customer cancelled in time. */
  booking_fee_refunded: { facts: { booking: BookedVisit; refundPaise: number; why: FeeRefundWhy; siteUrl: string }; to: Shopper };
  /** The day before a confirmed visit, once per its start: mailed, and on WhatsApp or SMS as an order's news is. */
  booking_reminder: { facts: { booking: BookedVisit; siteUrl: string }; to: Shopper };
  /**
   * Staff moved a confirmed visit to another time: mailed, and on WhatsApp or SMS as an order's news is. `occurrence`:
   * the booking's version after the move, so each move is its own message.
   */
  booking_moved: { facts: { booking: BookedVisit; previousStart: Date; reason: string; refund: MovedVisitRefund | null; occurrence: number; siteUrl: string }; to: Shopper };
  /** The crew marked a fitting done: the customer may confirm the work or report a problem. */
  booking_completed: { facts: { booking: BookedVisit; notes: string; siteUrl: string }; to: Shopper };
}

export type EventName = keyof Events;
export type EventFacts<E extends EventName> = Events[E]['facts'];
export type RecipientOf<E extends EventName> = Events[E]['to'];
export type RenderingsOf<E extends EventName> = Renderings<EventFacts<E>, RecipientOf<E>>;

export const REGISTRY: { [E in EventName]: RenderingsOf<E> } = {
  signup_otp: { purpose: 'service', mail: (_tx, { code, validMinutes }, to, language) => otpMail(to.email, code, validMinutes, language) },
  staff_sign_in_code: { purpose: 'service', mail: (_tx, { code, validMinutes }, to) => staffCodeMail(to.email, code, validMinutes) },
  staff_codes_locked: { purpose: 'service', mail: (_tx, { wrongCodes, secondsLocked }, to) => staffCodesLockedMail(to.email, wrongCodes, secondsLocked) },
  contact_notification: { purpose: 'service', mail: (_tx, { messageId, message }, to) => contactNotificationMail(messageId, message, to.email) },
  contact_reply: { purpose: 'service', mail: (_tx, { message, reply, shopEmail }) => contactReplyMail(message, reply, shopEmail) },
  // Mail always; WhatsApp (or SMS) as for an order, where the shopper has an account that allowed order updates.
  complaint_received: { purpose: 'service', mail: (_tx, facts, to, language) => complaintReceivedMail(to.email, facts, language), message: (_tx, facts, to, language) => complaintMessage(facts, to, language, 'filed', 'filed') },
  complaint_answered: {
    purpose: 'service',
    mail: (_tx, facts, to, language) => complaintAnsweredMail(to.email, facts, language),
    message: (_tx, facts, to, language) => complaintMessage(facts, to, language, 'answered', `answered:${facts.answerId}`),
  },
  complaint_resolved: { purpose: 'service', mail: (_tx, facts, to, language) => complaintResolvedMail(to.email, facts, language), message: (_tx, facts, to, language) => complaintMessage(facts, to, language, 'resolved', 'resolved') },
  // Mail always; WhatsApp (or SMS) as for a complaint, where the buyer has an account that allowed order updates.
  quote_requested: { purpose: 'service', mail: (_tx, facts, to, language) => quoteRequestedMail(to.email, facts, language), message: (_tx, facts, to, language) => quoteMessage(facts, to, language, 'requested', 'requested') },
  quote_sent: {
    purpose: 'service',
    mail: (_tx, facts, to, language) => quoteSentMail(to.email, facts, language),
    message: (_tx, facts, to, language) => quoteMessage(facts, to, language, 'sent', `sent:${facts.revision}`),
  },
  quote_request_notification: { purpose: 'service', mail: (_tx, facts, to) => quoteRequestNotificationMail(to.email, facts) },
  // WhatsApp only where the customer allowed offers there; otherwise the mail (a cart reminder is never an SMS).
  cart_reminder: {
    purpose: 'marketing',
    mail: (_tx, { customer, lines, siteUrl, unsubscribe }, _to, language) => cartReminderMail(customer, lines, siteUrl, unsubscribe, language),
    message: (_tx, { customer, lines, siteUrl, cartChangedAt }, _to, language) => ({
      event: 'abandoned_cart',
      orderId: null,
      eventKey: `abandoned_cart:${cartChangedAt.getTime()}`,
      parameters: cartReminderParameters(customer.name, lines.map((line) => line.title), siteUrl, language),
      buttons: [],
    }),
  },
  order_placed: {
    purpose: 'service',
    mail: (tx, { orderId, siteUrl }, _to, language) => orderConfirmationMail(tx, orderId, siteUrl, language),
    message: (tx, { orderId, siteUrl }, _to, language) => orderMessage(tx, { orderId, event: 'order_placed', siteUrl }, language),
  },
  cod_confirmation: {
    purpose: 'service',
    mail: (tx, { orderId, siteUrl, confirmationToken }, _to, language) => codConfirmationRequestMail(tx, orderId, confirmationToken, siteUrl, language),
    message: (tx, { orderId, siteUrl, confirmationToken }, _to, language) => orderMessage(tx, { orderId, event: 'cod_confirmation', siteUrl, confirmationToken }, language),
  },
  transfer_requested: { purpose: 'service', mail: (tx, facts, _to, language) => transferRequestMail(tx, facts, language) },
  delivery_update: {
    purpose: 'service',
    mail: (_tx, { order, customer, siteUrl }, _to, language) => deliveryUpdateMail(order, customer, siteUrl, language),
    message: (tx, { order, siteUrl }, _to, language) =>
      order.deliveryStatus === 'shipped' || order.deliveryStatus === 'delivered' ? orderMessage(tx, { orderId: order.id, event: order.deliveryStatus, siteUrl }, language) : null,
  },
  tracking_news: { purpose: 'service', mail: (_tx, { order, step, detail, customer, siteUrl }, _to, language) => trackingMail(order, step, detail, customer, siteUrl, language) },
  out_for_delivery: { purpose: 'service', message: (tx, { orderId, siteUrl }, _to, language) => orderMessage(tx, { orderId, event: 'out_for_delivery', siteUrl }, language) },
  delivery_problem: {
    purpose: 'service',
    mail: (tx, { failed, siteUrl }, _to, language) => deliveryProblemMail(tx, failed, siteUrl, language),
    message: (tx, { failed, problemId, siteUrl }, _to, language) =>
      orderMessage(tx, { orderId: failed.orderId, event: 'delivery_problem', occurrence: problemId, siteUrl, failed: { reason: failed.reason, answerBy: failed.answerBy } }, language),
  },
  delivery_problem_unanswered: { purpose: 'service', mail: (_tx, { failed, siteUrl }, to) => unansweredDeliveryProblemMail(failed, to.email, siteUrl) },
  return_update: {
    purpose: 'service',
    mail: (tx, { news, siteUrl }, _to, language) => returnUpdateMail(tx, news, siteUrl, language),
    message: (tx, { news, siteUrl }, _to, language) =>
      orderMessage(tx, { orderId: news.orderId, event: 'return_update', occurrence: `${news.returnId}:${news.step}`, returnStep: news.step, siteUrl }, language),
  },
  refund_started: { purpose: 'service', mail: (tx, { refund, siteUrl }, _to, language) => refundMail(tx, 'started', refund, siteUrl, language) },
  refund_processed: {
    purpose: 'service',
    mail: (tx, { refund, siteUrl }, _to, language) => refundMail(tx, 'processed', refund, siteUrl, language),
    message: (tx, { refund, refundId, siteUrl }, _to, language) => orderMessage(tx, { orderId: refund.orderId, event: 'refund_processed', occurrence: refundId, refundPaise: refund.amountPaise, siteUrl }, language),
  },
  booking_confirmed: { purpose: 'service', mail: (_tx, { booking, siteUrl }, _to, language) => bookingConfirmedMail(booking, siteUrl, language) },
  booking_cancelled: { purpose: 'service', mail: (_tx, { booking, refundPaise, siteUrl }, _to, language) => bookingCancelledMail(booking, refundPaise, siteUrl, language) },
  booking_fee_refunded: { purpose: 'service', mail: (_tx, { booking, refundPaise, why, siteUrl }, _to, language) => bookingFeeRefundedMail(booking, refundPaise, why, siteUrl, language) },
  // Mail always; WhatsApp (or SMS) as for an order, where the customer's account allowed order updates.
  booking_reminder: {
    purpose: 'service',
    mail: (_tx, { booking, siteUrl }, _to, language) => bookingReminderMail(booking, siteUrl, language),
    message: (_tx, { booking, siteUrl }, to, language) => visitMessage('visit_reminder', booking.startsAt.toISOString(), booking, to, siteUrl, language),
  },
  // Mail always; WhatsApp (or SMS) as the reminder goes.
  booking_moved: {
    purpose: 'service',
    mail: (_tx, { booking, previousStart, reason, refund, siteUrl }, _to, language) => bookingMovedMail(booking, previousStart, reason, refund, siteUrl, language),
    message: (_tx, { booking, occurrence, siteUrl }, to, language) => visitMessage('visit_moved', String(occurrence), booking, to, siteUrl, language),
  },
  booking_completed: { purpose: 'service', mail: (_tx, { booking, notes, siteUrl }, _to, language) => bookingCompletedMail(booking, notes, siteUrl, language) },
};

/** A quote's WhatsApp or SMS message, once per request and once per revision sent; none without an account. */
function quoteMessage(facts: QuoteMailFacts, to: Shopper, language: MessageLanguage, step: QuoteStep, occurrence: string): MessageContent | null {
  if (to.userId === null) return null;
  return { event: 'quote_update', orderId: null, eventKey: `quote_update:${facts.number}:${occurrence}`, parameters: quoteParameters(facts.buyerName, facts.number, step, facts.siteUrl, language), buttons: [] };
}

/**
 * A visit's news on WhatsApp or SMS, once per booking and occurrence: its reminder once per start (a visit moved to
 * another time is reminded of again), its move once per move. Filed under an installation's order so it follows that
 * order's messages; none without an account.
 */
function visitMessage(event: 'visit_reminder' | 'visit_moved', occurrence: string, booking: BookedVisit, to: Shopper, siteUrl: string, language: MessageLanguage): MessageContent | null {
  if (to.userId === null) return null;
  return { event, orderId: booking.orderId, eventKey: `${event}:${booking.id}:${occurrence}`, parameters: visitParameters(booking.contactName, booking, siteUrl, language), buttons: [] };
}

/** A complaint's WhatsApp or SMS message, once per ticket and step (each answer its own); none without an account. */
function complaintMessage(facts: ComplaintMailFacts & { siteUrl: string }, to: Shopper, language: MessageLanguage, step: ComplaintStep, occurrence: string): MessageContent | null {
  if (to.userId === null) return null;
  return { event: 'complaint_update', orderId: facts.orderId, eventKey: `complaint_update:${facts.number}:${occurrence}`, parameters: complaintParameters(facts.shopperName, facts.number, step, facts.siteUrl, language), buttons: [] };
}
