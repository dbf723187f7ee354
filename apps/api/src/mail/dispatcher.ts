/**
 * Delivers due mail from the outbox. Safe with several API instances: each batch is claimed with
 * FOR UPDATE SKIP LOCKED and leased by moving next_attempt_at forward, so a sender that dies mid-way
 * only delays its mail until the lease runs out (delivery is at least once).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { pollUntilStopped, type Poller } from '../polling';
import { CLAIM_LEASE, deliverClaimed, type MailSender } from './delivery';

const BATCH_SIZE = 20;

export type MailDispatcherOptions = MailSender;

/** Processes one batch of due mail; returns how many mails it handled. */
export async function deliverDueMail(options: MailDispatcherOptions): Promise<number> {
  const { db } = options;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
    .where(inArray(mailOutbox.id, due))
    .returning();

  for (const mail of claimed) await deliverClaimed(options, mail);
  return claimed.length;
}

/** Polls the outbox until stopped. */
export function startMailDispatcher(options: MailDispatcherOptions, intervalMs = 2000): Poller {
  return pollUntilStopped(async () => (await deliverDueMail(options)) === BATCH_SIZE, { intervalMs, logger: options.logger, what: 'Mail dispatcher' });
}
