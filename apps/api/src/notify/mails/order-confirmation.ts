/** The mail that confirms a paid order to the customer: what was bought, what was paid, where it goes. */
import { formatPaise } from '@shop/rules';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orderItems, orders, users } from '../../db/schema';
import type { MessageLanguage } from '../../db/tables/values';
import type { OutgoingMail } from '../../mail';
import { pageIn } from './page-in-language';

/**
 * The words an order's mails share, in each language (the Hindi ones the checkout's: ऑर्डर, उप-योग, शिपिंग, कैश ऑन
 * डिलीवरी). Amounts are written the same in both: Hindi in India keeps Latin digits and the lakh grouping.
 */
export const ORDER_MAIL_WORDS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    subtotal: 'Items subtotal',
    coupon: (code: string) => `Coupon ${code}`,
    surveyCredit: 'Site survey fee adjusted',
    shipping: 'Shipping',
    deliveredTo: 'It will be delivered to:',
    phone: 'Phone',
    seeOrder: (orders: string) => `See your order at ${orders}`,
    courier: 'Courier',
    trackingNumber: 'Tracking number',
    trackAt: (url: string) => `Track it at ${url}`,
  },
  hi: {
    hello: (name: string) => `नमस्ते ${name},`,
    subtotal: 'सामान का उप-योग',
    coupon: (code: string) => `कूपन ${code}`,
    surveyCredit: 'साइट सर्वे की फ़ीस घटाई गई',
    shipping: 'शिपिंग',
    deliveredTo: 'यह इस पते पर डिलीवर होगा:',
    phone: 'फ़ोन',
    seeOrder: (orders: string) => `अपना ऑर्डर ${orders} पर देखें`,
    courier: 'कूरियर',
    trackingNumber: 'ट्रैकिंग नंबर',
    trackAt: (url: string) => `इसे ${url} पर ट्रैक करें`,
  },
} satisfies Record<MessageLanguage, unknown>;

const CONFIRMATION_WORDS: Record<MessageLanguage, { subject: (orderId: number) => string; thanks: (orderId: number) => string; paid: string; follow: (orders: string, returnPolicy: string) => string }> = {
  en: {
    subject: (orderId) => `BirdShield India: your order #${orderId} is confirmed`,
    thanks: (orderId) => `Thank you for shopping with BirdShield India. We have received your payment for order #${orderId}.`,
    paid: 'Amount paid',
    follow: (orders, returnPolicy) => `Follow your order at ${orders}. Returns are accepted within 7 days of delivery; see ${returnPolicy}.`,
  },
  hi: {
    subject: (orderId) => `BirdShield India: आपका ऑर्डर #${orderId} कन्फ़र्म हो गया है`,
    thanks: (orderId) => `BirdShield India से खरीदारी के लिए धन्यवाद। ऑर्डर #${orderId} का आपका भुगतान हमें मिल गया है।`,
    paid: 'भुगतान की गई राशि',
    follow: (orders, returnPolicy) => `अपना ऑर्डर ${orders} पर देखें। डिलीवरी के 7 दिन के अंदर वापसी होती है; देखें ${returnPolicy}।`,
  },
};

export async function orderConfirmationMail(tx: Transaction, orderId: number, siteUrl: string, language: MessageLanguage): Promise<OutgoingMail> {
  const { order: o, email, name, itemLines, address } = await orderForMail(tx, orderId, language);
  const shared = ORDER_MAIL_WORDS[language];
  const words = CONFIRMATION_WORDS[language];
  return {
    kind: 'order_confirmation',
    orderId,
    to: email,
    subject: words.subject(orderId),
    text: [
      shared.hello(name),
      '',
      words.thanks(orderId),
      '',
      ...itemLines,
      '',
      `${shared.subtotal}: ${formatPaise(o.subtotalPaise)}`,
      ...couponLines(o, language),
      ...surveyCreditLines(o, language),
      `${shared.shipping}: ${formatPaise(o.shippingPaise)}`,
      `${words.paid}: ${formatPaise(o.totalPaise)}`,
      '',
      shared.deliveredTo,
      `  ${address}`,
      '',
      words.follow(`${siteUrl}${pageIn('/orders', language)}`, `${siteUrl}${pageIn('/return-policy', language)}`),
      '',
      'BirdShield India',
    ].join('\n'),
  };
}

/**
 * An order as its mails tell it: the order, its customer's address and name, a line per item bought and the
 * address it goes to, one line after another.
 */
export async function orderForMail(tx: Transaction, orderId: number, language: MessageLanguage) {
  const [row] = await tx
    .select({ order: orders, email: users.email, name: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  const { order, email, name } = row!;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return {
    order,
    email,
    name,
    itemLines: items.map((item) => `- ${item.productName} × ${item.quantity}: ${formatPaise(item.lineTotalPaise)}`),
    address: [order.shipFullName, order.shipAddress, order.shipAddressLine2, `${order.shipCity}, ${order.shipState} ${order.shipZipCode}`, `${ORDER_MAIL_WORDS[language].phone}: ${order.shipPhone}`]
      .filter(Boolean)
      .join('\n  '),
  };
}

/** The coupon's line of an order's mail, under the items' subtotal: none without one. */
export function couponLines(order: { couponCode: string | null; discountPaise: number }, language: MessageLanguage): string[] {
  return order.couponCode && order.discountPaise > 0 ? [`${ORDER_MAIL_WORDS[language].coupon(order.couponCode)}: ${formatPaise(-order.discountPaise)}`] : [];
}

/** A paid site survey's fee the order took off its goods (decision 062), under the coupon: none without one. */
export function surveyCreditLines(order: { surveyCreditPaise: number }, language: MessageLanguage): string[] {
  return order.surveyCreditPaise > 0 ? [`${ORDER_MAIL_WORDS[language].surveyCredit}: ${formatPaise(-order.surveyCreditPaise)}`] : [];
}

/** The courier, the tracking number and the courier's page of a shipped order, as its mails show them. */
export function parcelLines(order: { courierName: string | null; trackingNumber: string | null; trackingUrl: string | null }, language: MessageLanguage): string[] {
  const words = ORDER_MAIL_WORDS[language];
  return [`${words.courier}: ${order.courierName ?? ''}`, `${words.trackingNumber}: ${order.trackingNumber ?? ''}`, ...(order.trackingUrl ? [words.trackAt(order.trackingUrl)] : [])];
}
