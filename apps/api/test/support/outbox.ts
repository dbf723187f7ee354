/** The one outbox as tests drive it: a mail written straight to it, and a sender for the dispatcher. */
import type { Database } from '../../src/db/database';
import type { Logger } from '../../src/logger';
import type { OutgoingMail } from '../../src/mail/outgoing-mail';
import type { MailTransport } from '../../src/mail/transport';
import { messagingSetup, type MessagingSetup } from '../../src/messaging/setup';
import type { OutboxSender } from '../../src/notify/dispatcher';
import { enqueue, mailEntry, type EnqueueOptions } from '../../src/notify/outbox';

const TEST_MAIL_FROM = 'BirdShield India <no-reply@birdshield.invalid>';

/** Writes a mail as notify would, without an event: for tests of the outbox and its dispatcher themselves. */
export async function writeMail(db: Database, mail: OutgoingMail, options: EnqueueOptions = {}): Promise<number> {
  return (await enqueue(db, mailEntry(mail, null, 'en'), options))!;
}

/** The dispatcher's sender: the given mail transport (none: the log), and the demo's WhatsApp and SMS unless given. */
export function outboxSender(db: Database, logger: Logger, { transport = null, messaging }: { transport?: MailTransport | null; messaging?: MessagingSetup } = {}): OutboxSender {
  return { db, logger, mail: { transport, from: TEST_MAIL_FROM }, messaging: messaging ?? messagingSetup({}, logger) };
}
