/**
 * Sends what the outbox holds, as one job (SEND_OUTBOX_QUEUE): `enqueue` starts one in the message's own
 * transaction, and a scheduled one picks up the retries that fall due later. Each due row goes to its channel:
 * the mail transport, WhatsApp or SMS. Safe with several API instances: each batch is claimed with FOR UPDATE
 * SKIP LOCKED and leased by moving next_attempt_at forward, so a sender that dies mid-way only delays its
 * messages until the lease runs out (delivery is at least once).
 *
 * On each channel one order's messages go in the order they were written: one waits while an earlier one
 * about the same order on the same channel is still pending (being sent by another instance, or waiting to be
 * retried), so a retried "on its way" is never overtaken by "came back to us". One that was given up on no
 * longer holds the rest.
 */
import { and, asc, eq, inArray, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';
import type { JobHandler } from '../jobs';
import type { Logger } from '../logger';
import type { MessagingSetup } from '../messaging';
import { CLAIM_LEASE, SEND_OUTBOX_QUEUE, type OutboxRow } from './outbox';
import { sendMail, type DeliveryOutcome, type MailSetup } from './send-mail';
import { isMessage, sendMessage } from './send-message';

const BATCH_SIZE = 20;

export interface OutboxSender {
  db: Database;
  logger: Logger;
  mail: MailSetup;
  messaging: MessagingSetup;
}

/** What sending a mail at once needs. */
export type MailSender = Pick<OutboxSender, 'db' | 'logger' | 'mail'>;

/**
 * Sends the messages that are due, batch by batch, until none is left: one held behind an earlier one of its
 * order goes in the next round once that one is sent. Returns how many it handled; each at most once per call,
 * since a failed one waits for its retry and a sent one is done (an SMS a failed WhatsApp falls back to is
 * new, and goes in the same call).
 */
export async function deliverDue(sender: OutboxSender): Promise<number> {
  let handled = 0;
  for (;;) {
    const claimed = await claimDue(sender.db);
    if (claimed.length === 0) return handled;
    for (const row of claimed) await deliverClaimed(sender, row);
    handled += claimed.length;
  }
}

async function claimDue(db: Database) {
  const earlier = alias(outbox, 'earlier');
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, sql`now()`),
        notExists(
          db
            .select({ id: earlier.id })
            .from(earlier)
            .where(and(eq(earlier.orderId, outbox.orderId), eq(earlier.channel, outbox.channel), lt(earlier.id, outbox.id), eq(earlier.status, 'pending'))),
        ),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Hands a claimed row (attempts already counted) to its channel, which records the outcome on it. */
async function deliverClaimed({ db, logger, mail, messaging }: OutboxSender, row: OutboxRow): Promise<void> {
  if (isMessage(row)) await sendMessage(db, logger, messaging, row);
  else await sendMail(db, logger, mail, row);
}

/**
 * Delivers one pending mail right away, whatever its next attempt time, with the same bookkeeping as the
 * dispatcher: on failure it stays in the outbox and the dispatcher retries it later. For a request that
 * tells its client whether its mail went (a sign-up code).
 */
export async function deliverNow(sender: MailSender, id: number): Promise<DeliveryOutcome> {
  const [row] = await sender.db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending'), eq(outbox.channel, 'email')))
    .returning();
  return row ? sendMail(sender.db, sender.logger, sender.mail, row) : 'not_claimed';
}

/** The job that drains the outbox; a message that fails is recorded on its row and retried by a later run. */
export function sendOutboxJob(sender: OutboxSender): JobHandler {
  return { queue: SEND_OUTBOX_QUEUE, run: async () => void (await deliverDue(sender)) };
}
