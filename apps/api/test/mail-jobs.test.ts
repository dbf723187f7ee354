/**
 * The outbox's mail is sent by a job enqueued with it: nothing for a change that rolls back, a send without
 * waiting for the scheduled run for one that commits, and a failure recorded on the mail for a later run.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/database';
import { outbox } from '../src/db/schema';
import { inTransaction } from '../src/db/transaction';
import { startJobs, type JobEngine } from '../src/jobs';
import type { OutgoingMail } from '../src/mail/outgoing-mail';
import type { MailTransport } from '../src/mail/transport';
import { sendOutboxJob } from '../src/notify/dispatcher';
import { SEND_OUTBOX_QUEUE } from '../src/notify/outbox';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/databases';
import { resetDatabase } from './support/fixtures';
import { outboxSender, writeMail } from './support/outbox';

const SETTINGS = { work: true, timeoutSeconds: 30, retryLimit: 2, retryDelaySeconds: 1 };
const quiet = { info() {}, warn() {}, error() {} };
const mail: OutgoingMail = { kind: 'contact_notification', to: 'owner@shop.example.test', subject: 'Contact message #1', text: 'Which net suits a balcony?' };

async function waitingJobs(db: Database): Promise<number> {
  const answer = await db.execute(sql`select count(*)::int as n from pgboss.job where name = ${SEND_OUTBOX_QUEUE.name} and state = 'created'`);
  const rows = Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows;
  return (rows[0] as { n: number }).n;
}

describe.each(DRIVERS)('mail sent by jobs on %s', (driver) => {
  let database: TestDatabase;
  let engine: JobEngine | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  beforeEach(async () => {
    await resetDatabase(database.db);
    await database.db.execute(sql`delete from pgboss.job where name = ${SEND_OUTBOX_QUEUE.name}`);
  });
  afterEach(async () => {
    await engine?.stop();
    engine = undefined;
  });
  afterAll(() => database?.close());

  /** Works the mail queue without its schedule, so only the job enqueued with a mail can send it. */
  async function work(transport: MailTransport) {
    const job = sendOutboxJob(outboxSender(database.db, quiet, { transport }));
    engine = await startJobs({ db: database.db, logger: quiet, handlers: [{ ...job, queue: { ...SEND_OUTBOX_QUEUE, everySeconds: undefined } }], settings: SETTINGS });
  }

  it('enqueues no job for a mail whose transaction rolls back, and one for a burst of committed mails', async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await writeMail(tx, mail);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await waitingJobs(database.db)).toBe(0);

    for (let i = 0; i < 3; i += 1) await inTransaction(database.db, (tx) => writeMail(tx, mail));
    expect(await waitingJobs(database.db)).toBe(1);
  });

  it('sends a committed mail at once, and records a failed send on the mail for a later run', async () => {
    const send = vi.fn<MailTransport['send']>().mockRejectedValueOnce(new Error('451 try later')).mockResolvedValue(undefined);
    await work({ send, close() {} });

    const failed = await inTransaction(database.db, (tx) => writeMail(tx, mail));
    await vi.waitFor(async () => {
      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, failed));
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }, { timeout: 10_000, interval: 100 });

    // Due again, it goes with the next run: here the one a new mail enqueues.
    await database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, failed));
    const next = await inTransaction(database.db, (tx) => writeMail(tx, { ...mail, subject: 'Contact message #2' }));
    await vi.waitFor(async () => {
      const rows = await database.db.select().from(outbox).orderBy(outbox.id);
      expect(rows.map((row) => [row.id, row.status])).toEqual([
        [failed, 'sent'],
        [next, 'sent'],
      ]);
    }, { timeout: 10_000, interval: 100 });
    expect(send).toHaveBeenCalledTimes(3);
  });
});
