/**
 * What WhatsApp tells the shop, once its signature is checked (routes/messaging.ts): message statuses move
 * the outbox forward; a tap on a cash-on-delivery question's button confirms or cancels that order when it
 * answers the very message the shop sent, from the number it went to; STOP withdraws WhatsApp for that
 * number. Anything the shop cannot act on is logged and dropped, never an error: Meta would only send it
 * again.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notificationOutbox } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors';
import type { Logger } from '../logger';
import { answerCodConfirmationByReply, type ConfirmationContext } from '../orders/cod-confirmation';
import { withdrawByReply } from './consent';
import { recordProviderStatus } from './outbox';
import { readButtonPayload } from './templates';
import type { WhatsAppEvent } from './whatsapp-webhook';
import { inTransaction } from '../db/transaction';

/** The words that withdraw consent, as WhatsApp users and India's DLT rules expect them. */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'stop all']);

export async function applyWhatsAppEvents(db: Database, events: WhatsAppEvent[], context: ConfirmationContext & { logger: Logger }): Promise<void> {
  for (const event of events) {
    if (event.kind === 'status') await recordProviderStatus(db, event.providerMessageId, event.status, event.error);
    else if (event.kind === 'button') await answerButton(db, event, context);
    else if (STOP_WORDS.has(event.text.trim().toLowerCase())) {
      const accounts = await inTransaction(db, (tx) => withdrawByReply(tx, event.from, 'whatsapp'));
      context.logger.info({ accounts }, 'WhatsApp withdrawn by a STOP reply');
    }
  }
}

async function answerButton(db: Database, event: Extract<WhatsAppEvent, { kind: 'button' }>, context: ConfirmationContext & { logger: Logger }): Promise<void> {
  const reply = readButtonPayload(event.payload);
  const [question] =
    reply && event.repliedTo
      ? await db
          .select({ id: notificationOutbox.id, toMobile: notificationOutbox.toMobile })
          .from(notificationOutbox)
          .where(
            and(
              eq(notificationOutbox.providerMessageId, event.repliedTo),
              eq(notificationOutbox.orderId, reply.orderId),
              eq(notificationOutbox.event, 'cod_confirmation'),
            ),
          )
      : [];
  if (!reply || !question || question.toMobile !== event.from) {
    context.logger.info({ notificationId: question?.id ?? null }, 'A WhatsApp button reply that answers no question of ours was ignored');
    return;
  }
  try {
    await answerCodConfirmationByReply(db, reply.orderId, reply.decision, context);
    context.logger.info({ orderId: reply.orderId, decision: reply.decision }, 'Cash-on-delivery order answered on WhatsApp');
  } catch (error) {
    if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
    // Already answered the other way, or too late: the order stays as it is.
    context.logger.info({ orderId: reply.orderId, decision: reply.decision, reason: error.message }, 'A WhatsApp answer to a cash-on-delivery order changed nothing');
  }
}
