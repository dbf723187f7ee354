/**
 * Delivers due mail from the outbox, as a job (SEND_MAIL_QUEUE): enqueueMail enqueues one in the mail's own
 * transaction, and a scheduled one picks up the retries that fall due later. Safe with several API instances: each batch is claimed with
 * FOR UPDATE SKIP LOCKED and leased by moving next_attempt_at forward, so a sender that dies mid-way
 * only delays its mail until the lease runs out (delivery is at least once).
 *
 * One order's mails go in the order they were written: a mail waits while an earlier one about the same order
 * is still pending (being sent by another instance, or waiting to be retried), so a retried "on its way" is
 * never overtaken by "came back to us". One that was given up on no longer holds the rest.
 */
import { and, asc, eq, inArray, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { JobHandler, JobQueue } from '../jobs';
import { CLAIM_LEASE, deliverClaimed, type MailSender } from './delivery';

const BATCH_SIZE = 20;

/**
 * At most one job waits and one runs ('stately'), so a burst of mails makes one or two runs, not one each. The
 * scheduled job is for retries and for a mail committed while a run had already started past it.
 */
export const SEND_MAIL_QUEUE: JobQueue = { name: 'send-mail', everySeconds: 10, pollSeconds: 2, policy: 'stately' };

export type MailDispatcherOptions = MailSender;

/**
 * Delivers the mail that is due, batch by batch, until none is left: a mail held behind an earlier one of its
 * order goes in the next round once that one is sent. Returns how many mails it handled. Each mail is handled
 * at most once per call, since a failed one waits for its retry and a sent one is done.
 */
export async function deliverDueMail(options: MailDispatcherOptions): Promise<number> {
  let handled = 0;
  for (;;) {
    const claimed = await claimDueMail(options.db);
    if (claimed.length === 0) return handled;
    for (const mail of claimed) await deliverClaimed(options, mail);
    handled += claimed.length;
  }
}

async function claimDueMail(db: Database) {
  const earlier = alias(mailOutbox, 'earlier');
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        notExists(
          db
            .select({ id: earlier.id })
            .from(earlier)
            .where(and(eq(earlier.orderId, mailOutbox.orderId), lt(earlier.id, mailOutbox.id), eq(earlier.status, 'pending'))),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** The job that drains the outbox; a mail that fails is recorded on its row and retried by a later run. */
export function sendMailJob(options: MailDispatcherOptions): JobHandler {
  return { queue: SEND_MAIL_QUEUE, run: async () => void (await deliverDueMail(options)) };
}
