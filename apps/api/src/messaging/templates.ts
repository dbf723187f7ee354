/**
 * What each order event says on WhatsApp and SMS: the template the owner registers with Meta (and, with
 * the same variables in the same order, on the DLT portal for SMS), its parameters and its quick replies.
 * The README lists these for the owner; the back-office shows them. Every link is on the shop's own site
 * (SITE_URL), the one domain an SMS sender may whitelist with DLT. A parameter made of words is written in the
 * customer's language (the Hindi translation of the template takes the Hindi words); names, numbers and links are
 * the same in both.
 */
import { formatPaise } from '@shop/rules';
import { isPossibleId } from '../db/database';
import type { orders } from '../db/schema';
import type { MessageKind, MessageLanguage, NotificationEvent } from '../db/tables/values';
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
  // The day before a site survey or an installation visit, once per booking and start; the link opens the account's bookings.
  visit_reminder: { whatsappName: 'visit_reminder', parameters: ['customer name', 'what the visit is', 'when (India time)', 'bookings page link'], buttons: [] },
  // A visit the shop moved to another time, once per move: its new time (the mail says why); the link opens the account's bookings, where it can be cancelled.
  visit_moved: { whatsappName: 'visit_moved', parameters: ['customer name', 'what the visit is', 'the new time (India time)', 'bookings page link'], buttons: [] },
  // An authentication template for Meta, its copy-code button carrying the code too; on the DLT portal, an OTP template.
  number_code: { whatsappName: 'number_code', parameters: ['the six-digit code'], buttons: [] },
};

/** The events that tell about an order (the cart reminder, a complaint's and a quote's news and a visit's reminder and move have their own). */
export type OrderNotificationEvent = Exclude<NotificationEvent, 'abandoned_cart' | 'complaint_update' | 'quote_update' | 'visit_reminder' | 'visit_moved'>;

/** The facts a message is written from, read inside the transaction of the change it tells about. */
export interface MessageFacts {
  customerName: string;
  order: Pick<typeof orders.$inferSelect, 'id' | 'totalPaise' | 'paymentStatus' | 'codConfirmBy' | 'courierName'>;
  siteUrl: string;
  /** The cash-on-delivery confirmation link's secret (only the confirmation has one). */
  confirmationToken?: string;
  refundPaise?: number;
  /** A failed delivery: why (DeliveryProblemReason), and the courier's deadline for an answer. */
  failed?: { reason: keyof (typeof FAILED_DELIVERY_WORDS)['en']; answerBy: Date };
  /** A return's step. */
  returnStep?: ReturnStep;
}

/** Words in each language the shop writes in. */
type InEachLanguage<T> = Record<MessageLanguage, T>;

const ENGLISH_RETURN_STEPS = {
  requested: 'is received and waits for our check',
  approved: 'is approved: the courier will collect it',
  approved_self: 'is approved: please send the items to us',
  rejected: 'was not approved',
  pickup_booked: 'has its pickup booked',
  received: 'reached us and passed our check',
  quality_failed: 'reached us but did not pass our check',
  refunded: 'is refunded',
  replaced: 'is replaced: the new parcel will be on its way soon',
};
export type ReturnStep = keyof typeof ENGLISH_RETURN_STEPS;

/** What happened to a return, as {{3}} of `return_update` and the mails say it ("your return … {words}"; Hindi's follows "आपकी वापसी"). */
export const RETURN_STEP_WORDS: InEachLanguage<Record<ReturnStep, string>> = {
  en: ENGLISH_RETURN_STEPS,
  hi: {
    requested: 'का अनुरोध मिल गया है: हम इसकी जाँच करेंगे',
    approved: 'मंज़ूर हो गई है: कूरियर सामान ले जाएगा',
    approved_self: 'मंज़ूर हो गई है: कृपया सामान हमें भेजें',
    rejected: 'मंज़ूर नहीं हुई',
    pickup_booked: 'के लिए पिकअप बुक हो गया है',
    received: 'का सामान हमें मिल गया है और जाँच में ठीक निकला',
    quality_failed: 'का सामान हमें मिल गया है, पर जाँच में ठीक नहीं निकला',
    refunded: 'का रिफ़ंड हो गया है',
    replaced: 'पर रिप्लेसमेंट भेजा जा रहा है: नया पार्सल जल्द ही रवाना होगा',
  },
};

/** Why a delivery failed, as {{3}} of `delivery_problem` and the mails say it ("… tried to deliver … but {words}"). */
export const FAILED_DELIVERY_WORDS: InEachLanguage<Record<'customer_unavailable' | 'refused' | 'address_incomplete' | 'phone_unreachable' | 'other', string>> = {
  en: {
    customer_unavailable: 'nobody was available to receive it',
    refused: 'it was refused at the door',
    address_incomplete: 'the courier could not find the address',
    phone_unreachable: 'the courier could not reach you by phone',
    other: 'the courier could not deliver it',
  },
  hi: {
    customer_unavailable: 'उसे लेने के लिए कोई मौजूद नहीं था',
    refused: 'दरवाज़े पर उसे लेने से मना कर दिया गया',
    address_incomplete: 'कूरियर पता नहीं ढूँढ पाया',
    phone_unreachable: 'कूरियर फ़ोन पर आपसे बात नहीं कर पाया',
    other: 'कूरियर उसे डिलीवर नहीं कर पाया',
  },
};

/** Who a message greets when the name gives no word fit to send: "Hello there", "नमस्ते जी". */
const NEUTRAL_GREETINGS: InEachLanguage<string> = { en: 'there', hi: 'जी' };
export const NEUTRAL_GREETING = NEUTRAL_GREETINGS.en;

/** The words of order messages' parameters that are not a name, a number or a link. */
const ORDER_WORDS: InEachLanguage<{ ourCourier: string; nothingToPay: string }> = {
  en: { ourCourier: 'our courier', nothingToPay: 'nothing, it is paid' },
  hi: { ourCourier: 'हमारा कूरियर', nothingToPay: 'कुछ नहीं, भुगतान हो चुका है' },
};

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
 * GREETING_MAX_LETTERS letters, never inside a letter's marks; the language's neutral greeting when no word is left.
 */
export function greetingName(name: string, language: MessageLanguage = 'en'): string {
  const word = name
    .normalize('NFC')
    .split(/[\s\p{Z}]+/u)
    .map((candidate) => candidate.replace(SURROUNDING_PUNCTUATION, ''))
    .find((candidate) => NAME_WORD.test(candidate));
  if (word === undefined) return NEUTRAL_GREETINGS[language];
  return [...graphemes.segment(word)]
    .slice(0, GREETING_MAX_LETTERS)
    .map((part) => part.segment)
    .join('');
}

export function templateParameters(event: OrderNotificationEvent, facts: MessageFacts, language: MessageLanguage = 'en'): string[] {
  const { order, siteUrl } = facts;
  const name = greetingName(facts.customerName, language);
  const words = ORDER_WORDS[language];
  const number = `#${order.id}`;
  const orders = `${siteUrl}/orders`;
  switch (event) {
    case 'order_placed':
      return [name, number, formatPaise(order.totalPaise), orders];
    case 'cod_confirmation':
      return [name, number, formatPaise(order.totalPaise), indianTimeInWords(order.codConfirmBy!, language), `${siteUrl}/confirm-order/${facts.confirmationToken}`];
    case 'shipped':
      // The courier's own page is not on the shop's domain, which SMS links must be: the order page links to it.
      return [name, number, order.courierName ?? words.ourCourier, orders];
    case 'out_for_delivery':
      return [name, number, order.paymentStatus === 'to_collect' ? formatPaise(order.totalPaise) : words.nothingToPay];
    case 'delivery_problem':
      return [name, number, FAILED_DELIVERY_WORDS[language][facts.failed!.reason], indianTimeInWords(facts.failed!.answerBy, language), orders];
    case 'delivered':
      return [name, number, orders];
    case 'refund_processed':
      return [name, formatPaise(facts.refundPaise!), number, orders];
    case 'return_update':
      return [name, number, RETURN_STEP_WORDS[language][facts.returnStep!], orders];
  }
}

/** The cart reminder's parameters: whom it greets, what they left (the first product and how many more; titles are staff's words) and the cart. */
export function cartReminderParameters(customerName: string, titles: string[], siteUrl: string, language: MessageLanguage = 'en'): string[] {
  const [first, ...rest] = titles;
  const summary = rest.length === 0 ? first! : `${first} ${MORE_ITEMS[language](rest.length)}`;
  return [greetingName(customerName, language), summary, `${siteUrl}/cart`];
}

/** After the first product's title: how many more the cart holds ("and 2 more items", "और 2 दूसरे आइटम"). */
const MORE_ITEMS: InEachLanguage<(count: number) => string> = {
  en: (count) => `and ${count} more ${count === 1 ? 'item' : 'items'}`,
  hi: (count) => `और ${count} ${count === 1 ? 'दूसरा' : 'दूसरे'} आइटम`,
};

/** What happened to a complaint, in the words {{3}} of its message carries. */
export type ComplaintStep = 'filed' | 'answered' | 'resolved';

/** After the ticket number: "Your complaint … {words}", "आपकी शिकायत … {words}". */
const COMPLAINT_STEP_WORDS: InEachLanguage<Record<ComplaintStep, string>> = {
  en: { filed: 'is received', answered: 'has an answer from us', resolved: 'is resolved' },
  hi: { filed: 'हमें मिल गई है', answered: 'का हमने जवाब दिया है', resolved: 'सुलझा दी गई है' },
};

/**
 * A complaint's message: whom it greets, the ticket number, what happened, and the customer's complaints page on
 * the shop's own site (signing in opens it; the secret link stays in the mail).
 */
export function complaintParameters(customerName: string, number: string, step: ComplaintStep, siteUrl: string, language: MessageLanguage): string[] {
  return [greetingName(customerName, language), number, COMPLAINT_STEP_WORDS[language][step], `${siteUrl}/complaint`];
}

/** What happened to a request for quotation, in the words {{3}} of its message carries. */
export type QuoteStep = 'requested' | 'sent';

/** After the quote number: "Your request for quotation … {words}", "आपका कोटेशन अनुरोध … {words}". */
const QUOTE_STEP_WORDS: InEachLanguage<Record<QuoteStep, string>> = {
  en: { requested: 'is received: we will price it and write to you', sent: 'has its quotation ready to read and accept' },
  hi: { requested: 'हमें मिल गया है: हम कीमत तय करके आपको लिखेंगे', sent: 'का कोटेशन तैयार है: इसे पढ़ें और स्वीकार करें' },
};

/**
 * A quote's message: whom it greets, the quote number, what happened, and the account's quotes on the shop's own
 * site (signing in opens them; the quote page's secret link stays in the mail).
 */
export function quoteParameters(customerName: string, number: string, step: QuoteStep, siteUrl: string, language: MessageLanguage): string[] {
  return [greetingName(customerName, language), number, QUOTE_STEP_WORDS[language][step], `${siteUrl}/account/quotes`];
}

/** What a visit is, as {{2}} of its reminder and its move say it: "site survey", "fitting of order #12". */
const VISIT_WORDS: InEachLanguage<{ survey: string; installation: (orderId: number | null) => string }> = {
  en: { survey: 'site survey', installation: (orderId) => `fitting of order #${orderId}` },
  hi: { survey: 'साइट सर्वे', installation: (orderId) => `ऑर्डर #${orderId} की फ़िटिंग` },
};

/**
 * A visit's reminder the day before, or its move to another time: whom it greets (the booking's contact), what the
 * visit is, when (its new time, for a move) in India's time, and the account's bookings on the shop's own site, where
 * it can be cancelled.
 */
export function visitParameters(contactName: string, visit: { kind: 'survey' | 'installation'; orderId: number | null; startsAt: Date }, siteUrl: string, language: MessageLanguage): string[] {
  const words = VISIT_WORDS[language];
  const what = visit.kind === 'installation' ? words.installation(visit.orderId) : words.survey;
  return [greetingName(contactName, language), what, indianTimeInWords(visit.startsAt, language), `${siteUrl}/account/bookings`];
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
