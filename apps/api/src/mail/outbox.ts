/**
 * The mail outbox. Code that causes a mail enqueues it inside its own transaction, so the mail exists
 * exactly when the change does, and with it the job that delivers it (dispatcher.ts).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import { enqueueDrain } from '../jobs';
import { CLAIM_LEASE } from './delivery';
import { SEND_MAIL_QUEUE } from './dispatcher';

export interface OutgoingMail {
  /** What the mail is about, e.g. `contact_notification`. */
  kind: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  /** The order it is about: mails of one order are sent in the order they were enqueued. */
  orderId?: number | undefined;
  /** For marketing mail: where a mail client's one-click unsubscribe posts (RFC 8058). */
  unsubscribeUrl?: string | undefined;
}

export interface EnqueueOptions {
  /**
   * The caller sends the mail itself right after its transaction commits (`deliverNow`), to tell its client
   * whether it went. The dispatcher leaves the mail alone for a lease meanwhile, and takes over only if the
   * caller never gets to it.
   */
  deliverNow?: boolean;
}

/** Pass the caller's transaction as `db` so the mail commits or rolls back with the change. */
export async function enqueueMail(db: Database, mail: OutgoingMail, options: EnqueueOptions = {}): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      orderId: mail.orderId ?? null,
      unsubscribeUrl: mail.unsubscribeUrl ?? null,
      ...(options.deliverNow ? { nextAttemptAt: sql`now() + ${CLAIM_LEASE}` } : {}),
    })
    .returning({ id: mailOutbox.id });
  // A mail sent right away needs no job until its lease runs out, when the scheduled one takes it.
  if (!options.deliverNow) await enqueueDrain(db, SEND_MAIL_QUEUE);
  return row!.id;
}
