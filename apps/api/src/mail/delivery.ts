/**
 * Delivering one claimed mail and recording the outcome: the bookkeeping shared by the dispatcher (which
 * claims due mail in batches) and `deliverNow` (which a request uses to send its own mail at once and learn
 * whether it went).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';
import { withoutSecretLinks } from '../secret-links';
import type { MailTransport } from './transport';

/** How long a claimed mail is left alone by other senders; a sender that dies only delays it this much. */
export const CLAIM_LEASE = sql`interval '5 minutes'`;
const MAX_ATTEMPTS = 6;

export interface MailSender {
  db: Database;
  /** Null when no SMTP server is configured: mail stays in the outbox, marked `logged`, and is printed to the log. */
  transport: MailTransport | null;
  from: string;
  logger: Logger;
}

/** sent/logged: done; retrying: failed now, will be tried again; failed: gave up; not_claimed: another sender has it. */
export type DeliveryOutcome = 'sent' | 'logged' | 'retrying' | 'failed' | 'not_claimed';

type ClaimedMail = typeof mailOutbox.$inferSelect;

/** Sends one mail the caller has claimed (attempts already counted) and records the outcome. */
export async function deliverClaimed({ db, transport, from, logger }: MailSender, mail: ClaimedMail): Promise<DeliveryOutcome> {
  if (!transport) {
    // Demo mode: the log is the mailbox. Only the mail itself is printed, nothing about the request, and a
    // secret link withheld (a signed-in customer answers their order on its page instead).
    logger.info(
      { mailId: mail.id, kind: mail.kind, to: mail.toAddress, subject: mail.subject, text: withoutSecretLinks(mail.textBody) },
      'Mail kept in the outbox (no SMTP_URL configured)',
    );
    await db.update(mailOutbox).set({ status: 'logged', processedAt: new Date(), ...spent(mail) }).where(eq(mailOutbox.id, mail.id));
    return 'logged';
  }
  try {
    await transport.send({
      from,
      to: mail.toAddress,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody ?? undefined,
      unsubscribeUrl: mail.unsubscribeUrl ?? undefined,
    });
    await db.update(mailOutbox).set({ status: 'sent', processedAt: new Date(), lastError: null, ...spent(mail) }).where(eq(mailOutbox.id, mail.id));
    logger.info({ mailId: mail.id, kind: mail.kind }, 'Mail sent');
    return 'sent';
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const givingUp = mail.attempts >= MAX_ATTEMPTS;
    await db
      .update(mailOutbox)
      .set(
        givingUp
          ? { status: 'failed', processedAt: new Date(), lastError, ...spent(mail) }
          : { lastError, nextAttemptAt: sql`now() + ${retryDelay(mail.attempts)}` },
      )
      .where(eq(mailOutbox.id, mail.id));
    // SMTP errors often quote the recipient; the log gets the reason without the address (the row keeps it all).
    logger.warn({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts, givingUp, err: withoutAddresses(lastError) }, 'Mail delivery failed');
    return givingUp ? 'failed' : 'retrying';
  }
}

/**
 * Delivers one pending mail right away, whatever its next attempt time, with the same bookkeeping as the
 * dispatcher: on failure it stays in the outbox and the dispatcher retries it later.
 */
export async function deliverNow(sender: MailSender, mailId: number): Promise<DeliveryOutcome> {
  const [mail] = await sender.db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'pending')))
    .returning();
  return mail ? deliverClaimed(sender, mail) : 'not_claimed';
}

/** A mail that will not be sent again keeps no secret link: the outbox is kept, and the link is the customer's alone. */
function spent(mail: ClaimedMail): Pick<ClaimedMail, 'textBody' | 'htmlBody' | 'unsubscribeUrl'> {
  return { textBody: withoutSecretLinks(mail.textBody), htmlBody: mail.htmlBody === null ? null : withoutSecretLinks(mail.htmlBody), unsubscribeUrl: null };
}

function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '[address]');
}

/** 1, 4, 16, 64, 256 minutes: a broken SMTP server gets room to recover. */
function retryDelay(attempts: number) {
  const minutes = 4 ** Math.max(0, attempts - 1);
  return sql`make_interval(mins => ${minutes})`;
}
