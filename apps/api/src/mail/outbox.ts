/**
 * The mail outbox. Code that causes a mail enqueues it inside its own transaction, so the mail exists
 * exactly when the change does; the dispatcher delivers it afterwards.
 */
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  /** What the mail is about, e.g. `contact_notification`. */
  kind: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
}

/** Pass the caller's transaction as `db` so the mail commits or rolls back with the change. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
