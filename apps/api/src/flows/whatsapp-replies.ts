/**
 * What WhatsApp tells the shop, once its signature is checked (routes/messaging.ts): message statuses move
 * the outbox forward; a tap on a cash-on-delivery question's button confirms or cancels that order when it
 * answers the very message the shop sent, from the number it went to; STOP suppresses WhatsApp for that
 * number (and withdraws it from the accounts using it), START lifts that again and proves the number for the
 * account that saved it (consent.ts `proveByReply`). Anything the shop cannot act
 * on is logged and dropped, never an error: Meta would only send it again.
 *
 * A customer's message is acted on once, and only while fresh: its id is remembered (a delivery sent again,
 * or a signed body posted anew, is ignored) and one written more than FRESH_HOURS ago is ignored, so an old
 * STOP cannot withdraw a consent given since, nor an old START lift a STOP sent since. Ids are kept
 * RETAINED_HOURS, longer than a message stays fresh.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outbox, whatsAppReceivedMessages } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors';
import type { Logger } from '../logger';
import { answerCodConfirmationByReply, type ConfirmationContext } from '../orders';
import { optInByReply, proveByReply, readButtonPayload, withdrawByReply, type WhatsAppEvent } from '../messaging';
import { recordProviderStatus } from '../notify';
import { inTransaction } from '../db/transaction';

/** The words that withdraw consent, as WhatsApp users and India's DLT rules expect them. */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'stop all']);

/**
 * The words by which a number that said STOP asks for messages again: the opposites of the STOP words, as the
 * whole message. Kept narrow on purpose: a greeting ("hi") or a question is not a change of mind, and only the
 * number's own words lift its objection.
 */
const START_WORDS = new Set(['start', 'subscribe']);

/** Meta retries an undelivered webhook for hours; a customer's message older than this is not acted on. */
const FRESH_HOURS = 24;
const RETAINED_HOURS = 2 * FRESH_HOURS;
/** A phone's clock a little ahead of Meta's is still fresh. */
const AHEAD_MINUTES = 5;

type CustomerMessage = Exclude<WhatsAppEvent, { kind: 'status' }>;

export async function applyWhatsAppEvents(db: Database, events: WhatsAppEvent[], context: ConfirmationContext & { logger: Logger }, now: Date = new Date()): Promise<void> {
  for (const event of events) {
    if (event.kind === 'status') await recordProviderStatus(db, event.providerMessageId, event.status, event.error);
    else if (!isFresh(event, now)) context.logger.info({ at: event.at.toISOString() }, 'An old WhatsApp message was ignored');
    else if (event.kind === 'button') await once(db, event, context, () => answerButton(db, event, context));
    else if (STOP_WORDS.has(words(event.text))) {
      await once(db, event, context, async () => {
        const accounts = await inTransaction(db, (tx) => withdrawByReply(tx, event.from, 'whatsapp'));
        context.logger.info({ accounts }, 'WhatsApp withdrawn by a STOP reply');
      });
    } else if (START_WORDS.has(words(event.text))) {
      await once(db, event, context, async () => {
        const { lifted, proved } = await inTransaction(db, async (tx) => ({ lifted: await optInByReply(tx, event.from, 'whatsapp'), proved: await proveByReply(tx, event.from) }));
        context.logger.info({ lifted, proved }, 'WhatsApp asked for again by a START reply');
      });
    }
  }
}

/** A message as the word lists hold them: "  Stop " is "stop". */
function words(text: string): string {
  return text.trim().toLowerCase();
}

function isFresh(event: CustomerMessage, now: Date): boolean {
  const age = now.getTime() - event.at.getTime();
  return age <= FRESH_HOURS * 60 * 60 * 1000 && age >= -AHEAD_MINUTES * 60 * 1000;
}

/**
 * Acts on a customer's message unless it was acted on before. Its id is taken first, so two deliveries at
 * once act once; when acting fails, it is given back for Meta's retry.
 */
async function once(db: Database, event: CustomerMessage, context: { logger: Logger }, act: () => Promise<void>): Promise<void> {
  const taken = await db.insert(whatsAppReceivedMessages).values({ messageId: event.messageId }).onConflictDoNothing().returning({ messageId: whatsAppReceivedMessages.messageId });
  if (taken.length === 0) {
    context.logger.info({}, 'A WhatsApp message already acted on was ignored');
    return;
  }
  try {
    await act();
  } catch (error) {
    await db.delete(whatsAppReceivedMessages).where(eq(whatsAppReceivedMessages.messageId, event.messageId));
    throw error;
  }
}

/** Housekeeping: forgets the ids of messages too old to be acted on anyway. */
export async function forgetOldWhatsAppMessages(db: Database): Promise<void> {
  await db.delete(whatsAppReceivedMessages).where(lt(whatsAppReceivedMessages.receivedAt, sql`now() - make_interval(hours => ${RETAINED_HOURS})`));
}

async function answerButton(db: Database, event: Extract<WhatsAppEvent, { kind: 'button' }>, context: ConfirmationContext & { logger: Logger }): Promise<void> {
  const reply = readButtonPayload(event.payload);
  const [question] =
    reply && event.repliedTo
      ? await db
          .select({ id: outbox.id, recipient: outbox.recipient })
          .from(outbox)
          .where(
            and(
              eq(outbox.channel, 'whatsapp'),
              eq(outbox.providerMessageId, event.repliedTo),
              eq(outbox.orderId, reply.orderId),
              eq(outbox.event, 'cod_confirmation'),
            ),
          )
      : [];
  if (!reply || !question || question.recipient !== event.from) {
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
