/**
 * A return's news by mail: asked, decided (with staff's reason when it was not approved), its pickup booked,
 * received (with the quality check's words when it failed), refunded or replaced. Every step is a mail; the order
 * page shows the rest.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orders, users } from '../../db/schema';
import type { MessageLanguage } from '../../db/tables/values';
import type { OutgoingMail } from '../../mail';
import { RETURN_STEP_WORDS, type ReturnStep } from '../../messaging';
import { ORDER_MAIL_WORDS } from './order-confirmation';
import { pageIn } from './page-in-language';

export interface ReturnNews {
  orderId: number;
  returnId: number;
  step: ReturnStep;
  /** Staff's words the shopper should read: why it was rejected, or why the quality check failed. */
  words?: string | null;
  /** The courier's pickup: its day and AWB, when booked. */
  pickup?: { date: string | null; awb: string } | null;
}

const WORDS: Record<
  MessageLanguage,
  { yourReturn: (orderId: number, step: string) => string; why: string; found: string; pickup: (date: string | null, awb: string) => string; sendIt: string; follow: (orders: string) => string; subject: (orderId: number, step: string) => string }
> = {
  en: {
    yourReturn: (orderId, step) => `Your return request for order #${orderId} ${step}.`,
    why: 'Why',
    found: 'What we found',
    pickup: (date, awb) => `The courier will collect it${date ? ` on ${date}` : ' soon'} (AWB ${awb}). Please keep the items packed.`,
    sendIt: 'Pack the items with the order number on the parcel and send them to the address on our contact page.',
    follow: (orders) => `Follow it on your order at ${orders}, or reply to this mail.`,
    subject: (orderId, step) => `BirdShield India: your return for order #${orderId} ${step}`,
  },
  hi: {
    yourReturn: (orderId, step) => `ऑर्डर #${orderId} की आपकी वापसी ${step}।`,
    why: 'कारण',
    found: 'हमें क्या मिला',
    pickup: (date, awb) => `कूरियर इसे ${date ? `${date} को` : 'जल्द ही'} ले जाएगा (AWB ${awb})। कृपया सामान पैक करके रखें।`,
    sendIt: 'सामान पैक करें, पार्सल पर ऑर्डर नंबर लिखें और इसे हमारे संपर्क पेज पर दिए पते पर भेजें।',
    follow: (orders) => `अपने ऑर्डर पर ${orders} पर इसे देखें, या इस ईमेल का जवाब दें।`,
    subject: (orderId, step) => `BirdShield India: ऑर्डर #${orderId} की आपकी वापसी ${step}`,
  },
};

export async function returnUpdateMail(tx: Transaction, news: ReturnNews, siteUrl: string, language: MessageLanguage): Promise<OutgoingMail | null> {
  const [row] = await tx.select({ email: users.email, name: users.name }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, news.orderId));
  if (!row) return null;
  const words = WORDS[language];
  const step = RETURN_STEP_WORDS[language][news.step];
  const lines = [ORDER_MAIL_WORDS[language].hello(row.name), '', words.yourReturn(news.orderId, step)];
  if (news.words) lines.push('', `${news.step === 'rejected' ? words.why : words.found}: ${news.words}`);
  if (news.pickup) lines.push('', words.pickup(news.pickup.date, news.pickup.awb));
  if (news.step === 'approved_self') lines.push('', words.sendIt);
  lines.push('', words.follow(`${siteUrl}${pageIn('/orders', language)}`), '', 'BirdShield India');
  return { kind: 'return_update', orderId: news.orderId, to: row.email, subject: words.subject(news.orderId, step.split(':')[0]!), text: lines.join('\n') };
}
