/**
 * The one outbox's writer and its bookkeeping. A message is written in the transaction of the change it tells
 * about, with the job that sends it (dispatcher.ts), so it exists exactly when the change does. Only notify/
 * writes here (lint keeps the rest out); what the message says and whom it may reach is decided before.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import type { MessageLanguage } from '../db/tables/values';
import { outbox } from '../db/schema';
import { enqueueDrain, type JobQueue } from '../jobs';
import type { OutgoingMail } from '../mail';
import { PermanentSendError } from '../messaging';

/**
 * At most one job waits and one runs ('stately'), so a burst of messages makes one or two runs, not one each.
 * The scheduled job is for retries and for a message committed while a run had already started past it.
 */
export const SEND_OUTBOX_QUEUE: JobQueue = { name: 'send-outbox', everySeconds: 10, policy: 'stately' };

/** How long a claimed message is left alone by other senders; a sender that dies only delays it this much. */
export const CLAIM_LEASE = sql`interval '5 minutes'`;

/** 1, 4, 16, 64 and 256 minutes apart: a provider's outage gets about six hours before it is given up. */
const MAX_ATTEMPTS = 6;

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxEntry = typeof outbox.$inferInsert;

/** A mail as its module wrote it, as an outbox row; `userId` is the account it is for, if any, and `language` the one it is written in. */
export function mailEntry(mail: OutgoingMail, userId: number | null, language: MessageLanguage): OutboxEntry {
  return {
    channel: 'email',
    language,
    event: mail.kind,
    userId,
    orderId: mail.orderId ?? null,
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    replyTo: mail.replyTo ?? null,
    unsubscribeUrl: mail.unsubscribeUrl ?? null,
  };
}

export interface EnqueueOptions {
  /**
   * The caller sends the message itself right after its transaction commits (`deliverNow`), to tell its client
   * whether it went. The dispatcher leaves it alone for a lease meanwhile, and takes over only if the caller
   * never gets to it.
   */
  deliverNow?: boolean;
}

/**
 * Writes one message, and the job that sends it; pass the caller's transaction. Once per order, event key and
 * channel: an event told twice writes one message, and then the answer is null.
 */
export async function enqueue(db: Database | Transaction, entry: OutboxEntry, options: EnqueueOptions = {}): Promise<number | null> {
  const [row] = await db
    .insert(outbox)
    .values({ ...entry, ...(options.deliverNow ? { nextAttemptAt: sql`now() + ${CLAIM_LEASE}` } : {}) })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  // A message sent right away needs no job until its lease runs out, when the scheduled one takes it.
  if (!options.deliverNow) await enqueueDrain(db, SEND_OUTBOX_QUEUE);
  return row?.id ?? null;
}

/** Records how a message ended or where it stands (sent, logged, delivered, failed…). */
export async function record(db: Database | Transaction, id: number, values: Partial<OutboxRow>): Promise<void> {
  await db.update(outbox).set(values).where(eq(outbox.id, id));
}

export type FailureOutcome = 'retrying' | 'failed' | 'dead';

/**
 * The one retry policy, for every channel: a send that failed is tried again after growing pauses, and after
 * the last attempt it is given up: `dead` for a WhatsApp or SMS message (staff see it and may send it again),
 * `failed` for a mail, whose contract (a contact reply's delivery) knows no other word. A send the provider
 * refused for good is not tried again. `givenUp` holds what else changes on a message given up.
 */
export async function recordFailure(db: Database | Transaction, row: OutboxRow, error: unknown, givenUp: Partial<OutboxRow> = {}): Promise<FailureOutcome> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const permanent = error instanceof PermanentSendError;
  if (!permanent && row.attempts < MAX_ATTEMPTS) {
    await db
      .update(outbox)
      .set({ lastError, nextAttemptAt: sql`now() + make_interval(mins => ${4 ** Math.max(0, row.attempts - 1)})` })
      .where(eq(outbox.id, row.id));
    return 'retrying';
  }
  const status = permanent || row.channel === 'email' ? 'failed' : 'dead';
  await record(db, row.id, { ...givenUp, status, lastError, processedAt: new Date() });
  return status;
}
