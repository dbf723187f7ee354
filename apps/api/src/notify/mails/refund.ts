/**
 * The customer's mails about a refund: when it is asked of the provider, and when the money is on its way
 * back (or, for cash on delivery, when the shop's transfer was made).
 */
import { formatPaise } from '@shop/rules';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orders, users } from '../../db/schema';
import type { OutgoingMail } from '../../mail';

interface RefundFacts {
  orderId: number;
  amountPaise: number;
  reason: string;
  creditNoteNumber?: string | undefined;
  /** A cash-on-delivery refund: the reference of the bank or UPI transfer that paid it. */
  transferReference?: string | undefined;
}

export async function refundMail(tx: Transaction, stage: 'started' | 'processed', refund: RefundFacts, siteUrl: string): Promise<OutgoingMail> {
  const [customer] = await tx.select({ email: users.email, name: users.name }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, refund.orderId));
  const amount = formatPaise(refund.amountPaise);
  const lines =
    stage === 'started'
      ? [
          `We have started a refund of ${amount} for your order #${refund.orderId}.`,
          `Reason: ${refund.reason}`,
          '',
          'It goes back the way you paid; banks usually take 5 to 7 working days to show it. We will write again when it is done.',
        ]
      : [
          refund.transferReference
            ? `We have paid you ${amount} for order #${refund.orderId} by bank or UPI transfer (reference ${refund.transferReference}). It may take a working day to show in your account.`
            : `Your refund of ${amount} for order #${refund.orderId} has been processed and is on its way back the way you paid.`,
          ...(refund.creditNoteNumber ? ['', `Credit note ${refund.creditNoteNumber} documents it for GST.`] : []),
        ];
  return {
    kind: `refund_${stage}`,
    orderId: refund.orderId,
    to: customer!.email,
    subject: `BirdShield India: ${stage === 'started' ? 'refund started' : 'refund processed'} for order #${refund.orderId}`,
    text: [`Hello ${customer!.name},`, '', ...lines, '', `See your order at ${siteUrl}/orders`, '', 'BirdShield India'].join('\n'),
  };
}
