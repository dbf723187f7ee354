/**
 * Enqueueing a job inside the transaction of the change that causes it: the job is a row written by that
 * transaction, so a rolled-back order enqueues nothing, and a committed one can never lose its job.
 */
import PgBoss from 'pg-boss';
import type { Database, Transaction } from '../db/database';
import type { JobQueue } from './queues';
import { sqlExecutor } from './sql';

/** Only its `send` is used, each time with the caller's database or transaction; it is never started. */
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('The job sender writes through the caller’s transaction only')),
  },
  migrate: false,
  schedule: false,
  supervise: false,
});

/**
 * Job data is a few ids and words the handler reads the rest by: never personal data (an e-mail address, a
 * phone number), which would outlive its erasure in the jobs' tables. Answers the new job's id.
 */
export async function enqueue(tx: Database | Transaction, queue: JobQueue, data: Record<string, string | number | boolean | null>): Promise<string> {
  const id = await sender.send(queue.name, data, { db: sqlExecutor(tx) });
  // pg-boss inserts nothing, silently, for a queue that does not exist.
  if (!id) throw new Error(`No job queue named ${queue.name}: is it listed in src/background-jobs.ts?`);
  return id;
}

/**
 * Asks a 'stately' queue's job to run: the caller's rows are picked up by the job already waiting to start if
 * there is one (pg-boss then inserts nothing), or by the one this enqueues.
 */
export async function enqueueDrain(tx: Database | Transaction, queue: JobQueue): Promise<void> {
  if (queue.policy !== 'stately') throw new Error(`The queue ${queue.name} is not stately: its drain jobs would pile up`);
  await sender.send(queue.name, {}, { db: sqlExecutor(tx) });
}
