/**
 * The e-mail channel: sends one claimed mail through SMTP, or prints it to the log when no SMTP server is
 * configured (the demo's mailbox), and records the outcome on its row.
 */
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { MailTransport } from '../mail';
import { withoutSecretLinks } from '../secret-links';
import { record, recordFailure, type FailureOutcome, type OutboxRow } from './outbox';

export interface MailSetup {
  /** Null when no SMTP server is configured: mail is marked `logged` and printed to the log. */
  transport: MailTransport | null;
  from: string;
}

/** sent/logged: done; retrying: failed now, will be tried again; failed: given up (outbox.ts); not_claimed: another sender has it. */
export type DeliveryOutcome = 'sent' | 'logged' | FailureOutcome | 'not_claimed';

export async function sendMail(db: Database, logger: Logger, { transport, from }: MailSetup, mail: OutboxRow): Promise<DeliveryOutcome> {
  const textBody = mail.textBody ?? '';
  if (!transport) {
    // Demo mode: the log is the mailbox. Only the mail itself is printed, nothing about the request, and a
    // secret link withheld (a signed-in customer answers their order on its page instead).
    logger.info(
      { mailId: mail.id, kind: mail.event, to: mail.recipient, subject: mail.subject, text: withoutSecretLinks(textBody) },
      'Mail kept in the outbox (no SMTP_URL configured)',
    );
    await record(db, mail.id, { status: 'logged', provider: 'demo', processedAt: new Date(), ...spent(mail) });
    return 'logged';
  }
  try {
    await transport.send({
      from,
      to: mail.recipient,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject ?? '',
      text: textBody,
      html: mail.htmlBody ?? undefined,
      unsubscribeUrl: mail.unsubscribeUrl ?? undefined,
    });
    await record(db, mail.id, { status: 'sent', provider: 'smtp', processedAt: new Date(), lastError: null, ...spent(mail) });
    logger.info({ mailId: mail.id, kind: mail.event }, 'Mail sent');
    return 'sent';
  } catch (error) {
    const outcome = await recordFailure(db, mail, error, { provider: 'smtp', ...spent(mail) });
    // SMTP errors often quote the recipient; the log gets the reason without the address (the row keeps it all).
    const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
    logger.warn({ mailId: mail.id, kind: mail.event, attempts: mail.attempts, givingUp: outcome !== 'retrying', err: reason }, 'Mail delivery failed');
    return outcome;
  }
}

/** A mail that will not be sent again keeps no secret link: the outbox is kept, and the link is the customer's alone. */
function spent(mail: OutboxRow): Pick<OutboxRow, 'textBody' | 'htmlBody' | 'unsubscribeUrl'> {
  return { textBody: withoutSecretLinks(mail.textBody ?? ''), htmlBody: mail.htmlBody === null ? null : withoutSecretLinks(mail.htmlBody), unsubscribeUrl: null };
}

function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '[address]');
}
