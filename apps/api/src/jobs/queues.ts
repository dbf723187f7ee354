/**
 * A queue per kind of job, declared in code (src/background-jobs.ts lists them all) and created in the
 * database at start-up: pg-boss keeps each as a partition of `pgboss.job` with its retry policy, which every
 * job sent to it takes, wherever it is enqueued from.
 */
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { JobSettings } from './settings';
import type { Database, Transaction } from '../db/database';
import { sqlExecutor } from './sql';
import { inTransaction } from '../db/transaction';

export interface JobQueue {
  /** Lower-case words joined by hyphens, e.g. `expire-unpaid-orders`. */
  name: string;
  /**
   * A scheduled job: one is sent per period of this many seconds, across all instances (the period's slot is
   * read from the database's clock, and the queue takes one job per slot). Absent: jobs are only enqueued.
   */
  everySeconds?: number;
  /** The engine's settings (JOB_RETRY_LIMIT…) unless the queue needs its own. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  timeoutSeconds?: number;
  /**
   * 'stately': at most one job waits to start and one runs, whoever sends them (pg-boss refuses a second waiting
   * one). For a queue whose job drains a table: one waiting job will see every row committed before it starts.
   */
  policy?: 'stately';
}

/** What the queue's jobs are held to: the queue's own numbers, or the engine's. */
export type RetryPolicy = Pick<JobSettings, 'timeoutSeconds' | 'retryLimit' | 'retryDelaySeconds'>;

/**
 * Creates the queues that are missing and brings every queue's policy to what the code and configuration say.
 * Instances starting together take turns: each queue is a partition of `pgboss.job`, and two instances creating
 * the same partitions at once deadlock in PostgreSQL.
 */
export async function createJobQueues(db: Database, queues: readonly JobQueue[], defaults: RetryPolicy): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shop: create job queues'))`);
    await createQueuesIn(tx, queues, defaults);
  });
}

async function createQueuesIn(tx: Transaction, queues: readonly JobQueue[], defaults: RetryPolicy): Promise<void> {
  const boss = new PgBoss({ db: sqlExecutor(tx), migrate: false, schedule: false, supervise: false });
  for (const queue of queues) {
    const options = {
      name: queue.name,
      // A scheduled job never runs beside its own previous run, which may still be busy on another instance.
      policy: queue.policy ?? (queue.everySeconds ? 'singleton' : 'standard'),
      retryLimit: queue.retryLimit ?? defaults.retryLimit,
      retryDelay: queue.retryDelaySeconds ?? defaults.retryDelaySeconds,
      // Each retry waits about twice as long as the one before (pg-boss adds up to as much again at random).
      retryBackoff: true,
      expireInSeconds: queue.timeoutSeconds ?? defaults.timeoutSeconds,
    } as const;
    // Creating an existing queue changes nothing, so its settings are written again each time.
    await boss.createQueue(queue.name, options);
    await boss.updateQueue(queue.name, options);
  }
}
