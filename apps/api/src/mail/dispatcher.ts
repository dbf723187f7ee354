/**
 * Delivers due mail from the outbox. Safe with several API instances: each batch is claimed with
 * FOR UPDATE SKIP LOCKED and leased by moving next_attempt_at forward, so a sender that dies mid-way
 * only delays its mail until the lease runs out (delivery is at least once).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';
import type { MailTransport } from './transport';

const LEASE = sql`interval '5 minutes'`;
const MAX_ATTEMPTS = 6;
const BATCH_SIZE = 20;

export interface MailDispatcherOptions {
  db: Database;
  /** Null when no SMTP server is configured: mail stays in the outbox, marked `logged`, and is printed to the log. */
  transport: MailTransport | null;
  from: string;
  logger: Logger;
}

/** Processes one batch of due mail; returns how many mails it handled. */
export async function deliverDueMail({ db, transport, from, logger }: MailDispatcherOptions): Promise<number> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${LEASE}` })
    .where(inArray(mailOutbox.id, due))
    .returning();

  for (const mail of claimed) {
    if (!transport) {
      // Demo mode: the log is the mailbox. Only the mail itself is printed, nothing about the request.
      logger.info(
        { mailId: mail.id, kind: mail.kind, to: mail.toAddress, subject: mail.subject, text: mail.textBody },
        'Mail kept in the outbox (no SMTP_URL configured)',
      );
      await db.update(mailOutbox).set({ status: 'logged', processedAt: new Date() }).where(eq(mailOutbox.id, mail.id));
      continue;
    }
    try {
      await transport.send({
        from,
        to: mail.toAddress,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
      });
      await db.update(mailOutbox).set({ status: 'sent', processedAt: new Date(), lastError: null }).where(eq(mailOutbox.id, mail.id));
      logger.info({ mailId: mail.id, kind: mail.kind }, 'Mail sent');
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const givingUp = mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set(
          givingUp
            ? { status: 'failed', processedAt: new Date(), lastError }
            : { lastError, nextAttemptAt: sql`now() + ${retryDelay(mail.attempts)}` },
        )
        .where(eq(mailOutbox.id, mail.id));
      logger.warn({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts, givingUp, err: lastError }, 'Mail delivery failed');
    }
  }
  return claimed.length;
}

/** 1, 4, 16, 64, 256 minutes: a broken SMTP server gets room to recover. */
function retryDelay(attempts: number) {
  const minutes = 4 ** Math.max(0, attempts - 1);
  return sql`make_interval(mins => ${minutes})`;
}

export interface MailDispatcher {
  stop(): Promise<void>;
}

/** Polls the outbox until stopped; a run never overlaps the previous one. */
export function startMailDispatcher(options: MailDispatcherOptions, intervalMs = 2000): MailDispatcher {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      try {
        // Drain a backlog batch by batch before sleeping.
        while (!stopped && (await deliverDueMail(options)) === BATCH_SIZE);
      } catch (error) {
        options.logger.error({ err: error }, 'Mail dispatcher run failed');
      }
      if (!stopped) timer = setTimeout(tick, intervalMs);
    })();
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
