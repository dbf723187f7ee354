/** The one e-mail recalling a cart left behind: what is in it at today's prices, and the way back to it. */
import { formatPaise, productPath } from '@shop/rules';
import { addressInLanguage, languageWithCode } from '@shop/rules/languages';
import type { MessageLanguage } from '../../db/tables/values';
import type { OutgoingMail } from '../../mail';
import { greetingName } from '../../messaging';
import { pageIn } from './page-in-language';

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

const WORDS: Record<MessageLanguage, { subject: string; hello: (name: string) => string; left: string; cart: (url: string) => string; prices: string; why: (page: string) => string }> = {
  en: {
    subject: 'BirdShield India: your cart is waiting',
    hello: (name) => `Hello ${name},`,
    left: 'You left these in your cart:',
    cart: (url) => `Your cart: ${url}`,
    prices: 'Prices are today’s and may change before you order. We write once about a cart; if you have bought these already, please ignore this e-mail.',
    why: (page) => `You get this because you allowed offers from us. To stop offers and reminders (order updates still come): ${page}`,
  },
  hi: {
    subject: 'BirdShield India: आपका कार्ट इंतज़ार कर रहा है',
    hello: (name) => `नमस्ते ${name},`,
    left: 'आपने ये चीज़ें अपने कार्ट में छोड़ी थीं:',
    cart: (url) => `आपका कार्ट: ${url}`,
    prices: 'कीमतें आज की हैं और ऑर्डर करने से पहले बदल सकती हैं। हम एक कार्ट के बारे में एक ही बार लिखते हैं; अगर आप ये खरीद चुके हैं, तो इस ईमेल को अनदेखा करें।',
    why: (page) => `यह आपको इसलिए मिला क्योंकि आपने हमसे ऑफ़र पाने की अनुमति दी थी। ऑफ़र और रिमाइंडर बंद करने के लिए (ऑर्डर की जानकारी आती रहेगी): ${page}`,
  },
};

export function cartReminderMail(customer: { email: string; name: string }, lines: RemindedLine[], siteUrl: string, unsubscribe: UnsubscribeLinks, language: MessageLanguage): OutgoingMail {
  const words = WORDS[language];
  return {
    kind: 'cart_reminder',
    to: customer.email,
    unsubscribeUrl: unsubscribe.oneClick,
    subject: words.subject,
    text: [
      words.hello(greetingName(customer.name, language)),
      '',
      words.left,
      '',
      ...lines.map((line) => `- ${line.title} × ${line.quantity}: ${formatPaise(line.pricePaise * line.quantity)} (${siteUrl}${pageIn(productPath(line.slug), language)})`),
      '',
      words.cart(`${siteUrl}${pageIn('/cart', language)}`),
      '',
      words.prices,
      '',
      'BirdShield India',
      '',
      words.why(addressInLanguage(unsubscribe.page, languageWithCode(language))),
    ].join('\n'),
  };
}
