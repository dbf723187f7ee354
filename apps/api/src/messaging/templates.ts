/**
 * What each order event says on WhatsApp and SMS: the template the owner registers with Meta (and, with
 * the same variables in the same order, on the DLT portal for SMS), its parameters and its quick replies.
 * The README lists these for the owner; the back-office shows them. Every link is on the shop's own site
 * (SITE_URL), the one domain an SMS sender may whitelist with DLT.
 */
import { formatPaise } from '@shop/rules';
import { isPossibleId } from '../db/database';
import type { orders } from '../db/schema';
import type { MessageKind, NotificationEvent } from '../db/tables/values';
import { indianTimeInWords } from '../kernel';

export interface TemplateSpec {
  /** The name registered with Meta, unless WHATSAPP_TEMPLATES names another. */
  whatsappName: string;
  /** What {{1}}, {{2}}, … stand for, in order. */
  parameters: string[];
  /** Quick-reply button titles, in order; their payloads come from `buttonPayloads`. */
  buttons: string[];
}

export const TEMPLATES: Record<MessageKind, TemplateSpec> = {
  order_placed: { whatsappName: 'order_placed', parameters: ['customer name', 'order number', 'order total', 'order page link'], buttons: [] },
  cod_confirmation: {
    whatsappName: 'cod_confirmation',
    parameters: ['customer name', 'order number', 'amount to pay on delivery', 'confirm by (India time)', 'confirmation link'],
    buttons: ['Confirm order', 'Cancel order'],
  },
  shipped: { whatsappName: 'order_shipped', parameters: ['customer name', 'order number', 'courier', 'tracking link'], buttons: [] },
  out_for_delivery: { whatsappName: 'order_out_for_delivery', parameters: ['customer name', 'order number', 'amount to pay on delivery, or "nothing"'], buttons: [] },
  delivery_problem: {
    whatsappName: 'delivery_problem',
    parameters: ['customer name', 'order number', 'why the courier could not deliver', 'answer by (India time)', 'order page link'],
    buttons: [],
  },
  delivered: { whatsappName: 'order_delivered', parameters: ['customer name', 'order number', 'review link'], buttons: [] },
  // A return's news, one template with the step in a parameter, as a complaint's.
  return_update: { whatsappName: 'return_update', parameters: ['customer name', 'order number', 'what happened to the return', 'order page link'], buttons: [] },
  refund_processed: { whatsappName: 'refund_processed', parameters: ['customer name', 'refund amount', 'order number', 'order page link'], buttons: [] },
  // A marketing template for Meta; sent only to customers who allowed offers on WhatsApp, never by SMS.
  abandoned_cart: { whatsappName: 'cart_reminder', parameters: ['customer name', 'what is in the cart', 'cart link'], buttons: [] },
  // A complaint's news, as for an order: filed (its number), answered, resolved; the link opens the customer's complaints.
  complaint_update: { whatsappName: 'complaint_update', parameters: ['customer name', 'ticket number', 'what happened', 'complaints page link'], buttons: [] },
  // A request for quotation's news, as a complaint's: its number at once, then that its quotation is ready; the link opens the account's quotes.
  quote_update: { whatsappName: 'quote_update', parameters: ['customer name', 'quote number', 'what happened', 'quotes page link'], buttons: [] },
  // An authentication template for Meta, its copy-code button carrying the code too; on the DLT portal, an OTP template.
  number_code: { whatsappName: 'number_code', parameters: ['the six-digit code'], buttons: [] },
};

/** The events that tell about an order (the cart reminder, a complaint's and a quote's news have none of their own). */
export type OrderNotificationEvent = Exclude<NotificationEvent, 'abandoned_cart' | 'complaint_update' | 'quote_update'>;

/** The facts a message is written from, read inside the transaction of the change it tells about. */
export interface MessageFacts {
  customerName: string;
  order: Pick<typeof orders.$inferSelect, 'id' | 'totalPaise' | 'paymentStatus' | 'codConfirmBy' | 'courierName'>;
  siteUrl: string;
  /** The cash-on-delivery confirmation link's secret (only the confirmation has one). */
  confirmationToken?: string;
  refundPaise?: number;
  /** A failed delivery: why (DeliveryProblemReason), and the courier's deadline for an answer. */
  failed?: { reason: keyof typeof FAILED_DELIVERY_WORDS; answerBy: Date };
  /** A return's step. */
  returnStep?: ReturnStep;
}

/** What happened to a return, as {{3}} of `return_update` and the mails say it. */
export const RETURN_STEP_WORDS = {
  requested: 'is received and waits for our check',
  approved: 'is approved: the courier will collect it',
  approved_self: 'is approved: please send the items to us',
  rejected: 'was not approved',
  pickup_booked: 'has its pickup booked',
  received: 'reached us and passed our check',
  quality_failed: 'reached us but did not pass our check',
  refunded: 'is refunded',
  replaced: 'is replaced: the new parcel will be on its way soon',
} as const;
export type ReturnStep = keyof typeof RETURN_STEP_WORDS;

/** Why a delivery failed, as {{3}} of `delivery_problem` and the mails say it. */
export const FAILED_DELIVERY_WORDS = {
  customer_unavailable: 'nobody was available to receive it',
  refused: 'it was refused at the door',
  address_incomplete: 'the courier could not find the address',
  phone_unreachable: 'the courier could not reach you by phone',
  other: 'the courier could not deliver it',
} as const;

/** Who a message greets when the name gives no word fit to send: "Hello there". */
export const NEUTRAL_GREETING = 'there';

/** A greeting is a name, not a message: longer first words are cut to this many letters. */
export const GREETING_MAX_LETTERS = 20;

/**
 * A name's word: letters of any script with their combining marks (Devanagari's vowel signs and virama), and
 * the joiners Indic spellings use, with an apostrophe or hyphen only between letters (D'Souza, Mary-Ann). Digits,
 * dots, slashes, colons, @ and every other symbol are not part of a name.
 */
const NAME_WORD = /^\p{L}[\p{L}\p{M}\u200C\u200D]*(?:['’-]\p{L}[\p{L}\p{M}\u200C\u200D]*)*$/u;

/** Punctuation around a word, as in "Rahul," or "(Asha)"; a dot stays, so "evil.example." is still not a name. */
const SURROUNDING_PUNCTUATION = /^(?:(?!\.)\p{P})+|(?:(?!\.)\p{P})+$/gu;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The word that greets a customer in the shop's messages ({{1}} of every template), from the name they typed.
 * The name is the customer's free text and the number may be anyone's, so what the shop's verified sender
 * delivers must not carry the customer's words: a "name" like `https://evil.example/kyc-update?id=1` would
 * reach a stranger as the shop's own link. So the greeting is the first word made only of letters (once the
 * punctuation around it is put aside); a word holding anything else (a link, an address, digits, symbols) is
 * skipped whole rather than stripped, since what is left of a link is still its text. Cut to
 * GREETING_MAX_LETTERS letters, never inside a letter's marks; NEUTRAL_GREETING when no word is left.
 */
export function greetingName(name: string): string {
  const word = name
    .normalize('NFC')
    .split(/[\s\p{Z}]+/u)
    .map((candidate) => candidate.replace(SURROUNDING_PUNCTUATION, ''))
    .find((candidate) => NAME_WORD.test(candidate));
  if (word === undefined) return NEUTRAL_GREETING;
  return [...graphemes.segment(word)]
    .slice(0, GREETING_MAX_LETTERS)
    .map((part) => part.segment)
    .join('');
}

export function templateParameters(event: OrderNotificationEvent, facts: MessageFacts): string[] {
  const { order, siteUrl } = facts;
  const name = greetingName(facts.customerName);
  const number = `#${order.id}`;
  const orders = `${siteUrl}/orders`;
  switch (event) {
    case 'order_placed':
      return [name, number, formatPaise(order.totalPaise), orders];
    case 'cod_confirmation':
      return [name, number, formatPaise(order.totalPaise), indianTimeInWords(order.codConfirmBy!), `${siteUrl}/confirm-order/${facts.confirmationToken}`];
    case 'shipped':
      // The courier's own page is not on the shop's domain, which SMS links must be: the order page links to it.
      return [name, number, order.courierName ?? 'our courier', orders];
    case 'out_for_delivery':
      return [name, number, order.paymentStatus === 'to_collect' ? formatPaise(order.totalPaise) : 'nothing, it is paid'];
    case 'delivery_problem':
      return [name, number, FAILED_DELIVERY_WORDS[facts.failed!.reason], indianTimeInWords(facts.failed!.answerBy), orders];
    case 'delivered':
      return [name, number, orders];
    case 'refund_processed':
      return [name, formatPaise(facts.refundPaise!), number, orders];
    case 'return_update':
      return [name, number, RETURN_STEP_WORDS[facts.returnStep!], orders];
  }
}

/** The cart reminder's parameters: whom it greets, what they left (the first product and how many more; titles are staff's words) and the cart. */
export function cartReminderParameters(customerName: string, titles: string[], siteUrl: string): string[] {
  const [first, ...rest] = titles;
  const summary = rest.length === 0 ? first! : `${first} and ${rest.length} more ${rest.length === 1 ? 'item' : 'items'}`;
  return [greetingName(customerName), summary, `${siteUrl}/cart`];
}

/** What happened to a complaint, in the words {{3}} of its message carries. */
export type ComplaintStep = 'filed' | 'answered' | 'resolved';

const COMPLAINT_STEP_WORDS: Record<ComplaintStep, string> = { filed: 'is received', answered: 'has an answer from us', resolved: 'is resolved' };

/**
 * A complaint's message: whom it greets, the ticket number, what happened, and the customer's complaints page on
 * the shop's own site (signing in opens it; the secret link stays in the mail).
 */
export function complaintParameters(customerName: string, number: string, step: ComplaintStep, siteUrl: string): string[] {
  return [greetingName(customerName), number, COMPLAINT_STEP_WORDS[step], `${siteUrl}/complaint`];
}

/** What happened to a request for quotation, in the words {{3}} of its message carries. */
export type QuoteStep = 'requested' | 'sent';

const QUOTE_STEP_WORDS: Record<QuoteStep, string> = { requested: 'is received: we will price it and write to you', sent: 'has its quotation ready to read and accept' };

/**
 * A quote's message: whom it greets, the quote number, what happened, and the account's quotes on the shop's own
 * site (signing in opens them; the quote page's secret link stays in the mail).
 */
export function quoteParameters(customerName: string, number: string, step: QuoteStep, siteUrl: string): string[] {
  return [greetingName(customerName), number, QUOTE_STEP_WORDS[step], `${siteUrl}/account/quotes`];
}

/** What a quick reply sends back: the decision and the order, checked against the message it answers. */
export function buttonPayloads(event: OrderNotificationEvent, orderId: number): string[] {
  return event === 'cod_confirmation' ? [`cod_confirm:${orderId}`, `cod_cancel:${orderId}`] : [];
}

/** Null for anything the shop did not send, an order id beyond the database's integers included (it would fail the query). */
export function readButtonPayload(payload: string): { decision: 'confirm' | 'cancel'; orderId: number } | null {
  const match = /^cod_(confirm|cancel):([1-9][0-9]{0,9})$/.exec(payload);
  if (!match || !isPossibleId(Number(match[2]))) return null;
  return { decision: match[1] as 'confirm' | 'cancel', orderId: Number(match[2]) };
}
