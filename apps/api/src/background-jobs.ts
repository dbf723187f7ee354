/**
 * Every queue of the shop's background jobs and the handlers that run them. main.ts starts them; the test
 * runs' migrated templates create the queues, so a test database can take a job without an engine running.
 */
import type { Config } from './config';
import type { Database } from './db/database';
import { SEND_DELIVERY_ANSWER_QUEUE, sendDeliveryAnswerJob } from './flows/delivery-problems/send-answer';
import { BOOK_RETURN_PICKUP_QUEUE, bookReturnPickupJob } from './flows/return-requests/book-pickup';
import { HOUSEKEEPING_QUEUES, housekeepingJobs } from './housekeeping';
import type { JobHandler, JobQueue } from './jobs';
import type { Logger } from './logger';
import type { MailTransport } from './mail';
import type { MessagingSetup } from './messaging';
import { SEND_OUTBOX_QUEUE, sendOutboxJob } from './notify';
import type { Carrier } from './shipping';

export const JOB_QUEUES: readonly JobQueue[] = [SEND_OUTBOX_QUEUE, SEND_DELIVERY_ANSWER_QUEUE, BOOK_RETURN_PICKUP_QUEUE, ...Object.values(HOUSEKEEPING_QUEUES)];

export interface Senders {
  /** None: mail stays in the outbox and is printed to the log. */
  mailTransport: MailTransport | null;
  messaging: MessagingSetup;
}

export function backgroundJobs(db: Database, logger: Logger, config: Config, carrier: Carrier, { mailTransport, messaging }: Senders): JobHandler[] {
  return [
    sendOutboxJob({ db, logger, mail: { transport: mailTransport, from: config.mailFrom }, messaging }),
    sendDeliveryAnswerJob(db, carrier, logger),
    bookReturnPickupJob(db, carrier, { siteUrl: config.siteUrl, seller: config.seller, pickupPincode: config.pickupPincode, shopEmail: config.shopNotifyEmail }, logger),
    ...housekeepingJobs(db, logger, config, carrier),
  ];
}
