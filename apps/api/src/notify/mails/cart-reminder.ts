/** The one e-mail recalling a cart left behind: what is in it at today's prices, and the way back to it. */
import { formatPaise, productPath } from '@shop/rules';
import type { OutgoingMail } from '../../mail';
import { greetingName } from '../../messaging';

export interface RemindedLine {
  title: string;
  slug: string;
  quantity: number;
  pricePaise: number;
}

/** Where the mail's way out of offers leads: the storefront's page, and the one-click address for mail clients. */
export interface UnsubscribeLinks {
  page: string;
  oneClick: string;
}

export function cartReminderMail(customer: { email: string; name: string }, lines: RemindedLine[], siteUrl: string, unsubscribe: UnsubscribeLinks): OutgoingMail {
  return {
    kind: 'cart_reminder',
    to: customer.email,
    unsubscribeUrl: unsubscribe.oneClick,
    subject: 'BirdShield India: your cart is waiting',
    text: [
      `Hello ${greetingName(customer.name)},`,
      '',
      'You left these in your cart:',
      '',
      ...lines.map((line) => `- ${line.title} × ${line.quantity}: ${formatPaise(line.pricePaise * line.quantity)} (${siteUrl}${productPath(line.slug)})`),
      '',
      `Your cart: ${siteUrl}/cart`,
      '',
      'Prices are today’s and may change before you order. We write once about a cart; if you have bought these already, please ignore this e-mail.',
      '',
      'BirdShield India',
      '',
      `You get this because you allowed offers from us. To stop offers and reminders (order updates still come): ${unsubscribe.page}`,
    ].join('\n'),
  };
}
