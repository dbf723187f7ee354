/**
 * A return's news by mail: asked, decided (with staff's reason when it was not approved), its pickup booked,
 * received (with the quality check's words when it failed), refunded or replaced. Every step is a mail; the order
 * page shows the rest.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orders, users } from '../../db/schema';
import type { OutgoingMail } from '../../mail';
import { RETURN_STEP_WORDS, type ReturnStep } from '../../messaging';

export interface ReturnNews {
  orderId: number;
  returnId: number;
  step: ReturnStep;
  /** Staff's words the shopper should read: why it was rejected, or why the quality check failed. */
  words?: string | null;
  /** The courier's pickup: its day and AWB, when booked. */
  pickup?: { date: string | null; awb: string } | null;
}

export async function returnUpdateMail(tx: Transaction, news: ReturnNews, siteUrl: string): Promise<OutgoingMail | null> {
  const [row] = await tx.select({ email: users.email, name: users.name }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, news.orderId));
  if (!row) return null;
  const lines = [`Hello ${row.name},`, '', `Your return request for order #${news.orderId} ${RETURN_STEP_WORDS[news.step]}.`];
  if (news.words) lines.push('', news.step === 'rejected' ? `Why: ${news.words}` : `What we found: ${news.words}`);
  if (news.pickup) lines.push('', `The courier will collect it${news.pickup.date ? ` on ${news.pickup.date}` : ' soon'} (AWB ${news.pickup.awb}). Please keep the items packed.`);
  if (news.step === 'approved_self') lines.push('', 'Pack the items with the order number on the parcel and send them to the address on our contact page.');
  lines.push('', `Follow it on your order at ${siteUrl}/orders, or reply to this mail.`, '', 'BirdShield India');
  return { kind: 'return_update', orderId: news.orderId, to: row.email, subject: `BirdShield India: your return for order #${news.orderId} ${RETURN_STEP_WORDS[news.step].split(':')[0]}`, text: lines.join('\n') };
}
