/**
 * The mails of a failed delivery: the customer asked what the courier should do (deliver again, on a day they
 * choose, or bring it back) by when; and the shop told that nobody answered by the courier's deadline.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orders, users } from '../../db/schema';
import type { DeliveryProblemReason } from '../../db/tables/values';
import { indianTimeInWords } from '../../kernel';
import type { OutgoingMail } from '../../mail';
import { FAILED_DELIVERY_WORDS } from '../../messaging';

/** What a failed attempt is told from. */
export interface FailedAttempt {
  orderId: number;
  attempt: number;
  reason: DeliveryProblemReason;
  answerBy: Date;
}


export async function deliveryProblemMail(tx: Transaction, failed: FailedAttempt, siteUrl: string): Promise<OutgoingMail | null> {
  const [row] = await tx.select({ email: users.email, name: users.name }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, failed.orderId));
  if (!row) return null;
  return {
    kind: 'delivery_problem',
    orderId: failed.orderId,
    to: row.email,
    subject: `BirdShield India: we could not deliver your order #${failed.orderId}`,
    text: [
      `Hello ${row.name},`,
      '',
      `The courier tried to deliver your order #${failed.orderId} but ${FAILED_DELIVERY_WORDS[failed.reason]}.`,
      '',
      `Please tell us by ${indianTimeInWords(failed.answerBy)} what the courier should do: deliver it again (on a day you choose,`,
      'with a phone number or address line corrected if you like), or bring it back to us.',
      '',
      `Answer from your order at ${siteUrl}/orders, or reply to this mail.`,
      '',
      'BirdShield India',
    ].join('\n'),
  };
}

/** The shop's own notice: nobody answered the courier in time; someone should call the customer. */
export function unansweredDeliveryProblemMail(failed: FailedAttempt & { awb: string | null }, shopEmail: string, siteUrl: string): OutgoingMail {
  return {
    kind: 'delivery_problem_unanswered',
    to: shopEmail,
    subject: `Delivery problem of order #${failed.orderId} unanswered`,
    text: [
      `The courier could not deliver order #${failed.orderId} (attempt ${failed.attempt}, AWB ${failed.awb ?? 'unknown'}): ${FAILED_DELIVERY_WORDS[failed.reason]}.`,
      `Nobody answered by the courier's deadline, ${indianTimeInWords(failed.answerBy)}. The courier will try again or return the parcel.`,
      '',
      `Call the customer and answer for them from the order's page: ${siteUrl}/admin/orders/${failed.orderId}`,
      `All delivery problems: ${siteUrl}/admin/orders/delivery-problems`,
    ].join('\n'),
  };
}
