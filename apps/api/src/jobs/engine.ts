/**
 * The job engine of one instance: a worker per queue that fetches jobs (SKIP LOCKED, so instances never take
 * the same one), runs its handler, and marks the job completed or failed, which pg-boss turns into a retry
 * with backoff until the queue's limit, then a failure kept for staff to see (troubled-jobs.ts). Scheduled
 * queues are sent from every instance and kept to one job per period by the database (schedules.ts).
 *
 * An idle worker does not poll its queue: one lookout asks, for every queue at once, which have a job ready to
 * start, and wakes their workers. A worker polling each of the shop's fifteen queues on its own was about five
 * queries a second from an instance with nothing to do, on PGlite a twentieth of a core.
 *
 * pg-boss's own `work()` is not used: it leaves the promises of completing and failing a job unawaited, so a
 * database that drops at that moment would crash the process with an unhandled rejection. This loop awaits
 * them, and knows what is running so a stop can wait for it.
 */
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { JobSettings } from './settings';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';
import { errorForLog, type LoggedError } from '../error-log';
import type { Logger } from '../logger';
import { createJobQueues, type JobQueue } from './queues';
import { startSchedules } from './schedules';
import { sqlExecutor } from './sql';

interface RunningJob {
  id: string;
  /** This run's number: 1 the first time, 2 on the first retry… */
  try: number;
}

export interface JobHandler {
  queue: JobQueue;
  /** Throws to fail the job (it is retried); anything it returns is ignored. */
  run(data: unknown, job: RunningJob): Promise<void>;
}

export interface JobEngine {
  /** Stops fetching, waits for the jobs running here, then stops the schedules and the upkeep. */
  stop(): Promise<void>;
}

export interface JobEngineOptions {
  db: Database;
  logger: Logger;
  handlers: readonly JobHandler[];
  settings: JobSettings;
  /** How often the lookout asks for jobs sent by any instance or come due (a retry's wait over); 2 s unless said. */
  pollSeconds?: number;
}

const DEFAULT_POLL_SECONDS = 2;

/** Failed jobs stay in `pgboss.job` this long for staff to see and retry, then go to pgboss.archive. */
const KEEP_FAILED_SECONDS = 7 * 24 * 60 * 60;
const KEEP_COMPLETED_SECONDS = 24 * 60 * 60;

/** Creates the handlers' queues; unless this instance does not work jobs, starts the workers, schedules and upkeep. */
export async function startJobs({ db, logger, handlers, settings, pollSeconds = DEFAULT_POLL_SECONDS }: JobEngineOptions): Promise<JobEngine> {
  await createJobQueues(db, handlers.map((handler) => handler.queue), settings);
  if (!settings.work) return { stop: async () => {} };

  const executor = sqlExecutor(db);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => untraced(() => executor.executeSql(text, values)) },
    // The schema is our migration's (drizzle/0033_job_engine.sql): start() only checks its version.
    migrate: false,
    // Cron is not used: scheduled queues are sent by schedules.ts, whose periods are seconds, not minutes.
    schedule: false,
    // The upkeep (one instance at a time): jobs active past their timeout are failed and so retried, old ones archived.
    supervise: true,
    maintenanceIntervalSeconds: upkeepSeconds(settings.timeoutSeconds),
    archiveCompletedAfterSeconds: KEEP_COMPLETED_SECONDS,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
    deleteAfterDays: 7,
  });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'The job engine met an error'));
  await boss.start();

  const workers = new Map(handlers.map((handler) => [handler.queue.name, new QueueWorker(boss, handler, settings, logger)]));
  const lookout = new Lookout(db, workers, pollSeconds * 1000);
  const schedules = startSchedules(boss, handlers.map((handler) => handler.queue), {
    logger,
    sent: (name) => workers.get(name)?.wake(),
  });
  return {
    async stop() {
      schedules.stop();
      await lookout.stop();
      await Promise.all([...workers.values()].map((worker) => worker.stop()));
      await boss.stop({ graceful: false, close: false });
    },
  };
}

/** The engine's own polling and bookkeeping makes no traces: a root span every poll would bury the real ones. */
function untraced<T>(work: () => Promise<T>): Promise<T> {
  return context.with(suppressTracing(context.active()), work);
}

/** Expired jobs are looked for a few times per timeout, so a dead instance's job is retried soon after it. */
function upkeepSeconds(timeoutSeconds: number): number {
  return Math.min(60, Math.max(1, Math.round(timeoutSeconds / 3)));
}

/**
 * Asks every `pollMs` which of the workers' queues have a job ready to start (pg-boss's own test for a fetch: not
 * yet active, its start time passed), in one query over the partial index each queue's partition has for it, and
 * wakes those workers. A look that fails (the database unreachable) is simply made again at the next turn.
 */
class Lookout {
  private readonly names: string[];
  private readonly alarm = new Alarm();
  private stopped = false;
  private readonly done: Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly workers: ReadonlyMap<string, QueueWorker>,
    private readonly pollMs: number,
  ) {
    this.names = [...workers.keys()];
    this.done = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.alarm.wake();
    await this.done;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      await this.alarm.wait(this.pollMs);
      if (this.stopped) break;
      const ready = await untraced(() => queuesWithJobsReady(this.db, this.names)).catch(() => []);
      for (const name of ready) this.workers.get(name)?.wake();
    }
  }
}

async function queuesWithJobsReady(db: Database, names: readonly string[]): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT name FROM pgboss.job
    WHERE name IN (${sql.join(names.map((name) => sql`${name}`), sql`, `)}) AND state < 'active' AND start_after < now()`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

/**
 * A wait that ends when woken, or after `ms` when given. A wake while nobody waits is kept: the next wait ends at
 * once, so a wake that comes while a worker is busy fetching is not lost.
 */
class Alarm {
  private rung = false;
  private ring: (() => void) | undefined;

  wait(ms?: number): Promise<void> {
    if (this.rung) {
      this.rung = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(() => this.ring?.(), ms);
      this.ring = () => {
        clearTimeout(timer);
        this.ring = undefined;
        resolve();
      };
    });
  }

  wake(): void {
    if (this.ring) this.ring();
    else this.rung = true;
  }
}

/**
 * Runs its queue's jobs one at a time. It fetches until the queue has none ready, then waits to be woken: by the
 * lookout, by a schedule whose job this instance sent, or by a stop. A wake that comes while it is fetching or
 * running makes it fetch again before it waits.
 */
class QueueWorker {
  private stopped = false;
  private readonly alarm = new Alarm();
  private readonly done: Promise<void>;

  constructor(
    private readonly boss: PgBoss,
    private readonly handler: JobHandler,
    private readonly settings: JobSettings,
    private readonly logger: Logger,
  ) {
    this.done = this.loop();
  }

  wake(): void {
    this.alarm.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.done;
  }

  private async loop(): Promise<void> {
    const { name } = this.handler.queue;
    while (!this.stopped) {
      // pg-boss answers no jobs when the database cannot be reached; the lookout's next look wakes it again.
      const [job] = await this.boss.fetch<unknown>(name, { includeMetadata: true });
      if (job) await this.run(job);
      else await this.alarm.wait();
    }
  }

  private async run(job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const { name } = this.handler.queue;
    const running: RunningJob = { id: job.id, try: job.retryCount + 1 };
    const timeoutMs = (this.handler.queue.timeoutSeconds ?? this.settings.timeoutSeconds) * 1000;
    try {
      // A span per run, the job's queries its children: a no-op unless tracing is on (src/http/tracing.ts). The
      // tracer is asked for each time, so a provider registered after the engine started is the one used.
      await trace.getTracer('shop-jobs').startActiveSpan(`job ${name}`, { kind: SpanKind.CONSUMER, attributes: { 'job.name': name, 'job.id': job.id, 'job.try': running.try } }, async (span) => {
        try {
          await withTimeout(this.handler.run(job.data, running), timeoutMs);
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      });
    } catch (error) {
      const final = job.retryCount >= job.retryLimit;
      const details = { job: name, jobId: job.id, try: running.try, err: error };
      if (final) this.logger.error(details, 'A job failed on its last try; staff see it among failed jobs');
      else this.logger.warn(details, 'A job failed; it will be tried again');
      await this.settle(() => this.boss.fail(name, job.id, failureRecord(error)));
      return;
    }
    await this.settle(() => this.boss.complete(name, job.id));
  }

  /** A job that cannot be marked stays active until its timeout, and is then retried. */
  private async settle(mark: () => Promise<unknown>): Promise<void> {
    try {
      await mark();
    } catch (error) {
      this.logger.warn({ job: this.handler.queue.name, err: error }, 'Could not record the outcome of a job; it will be retried after its timeout');
    }
  }
}

/**
 * What is kept of a failure in the job's record and shown to staff: the error's type, message and codes as the
 * log writes them (error-log.ts), never a failed query's text or values, with its first cause (a failed
 * query's database error) the same way; no stacks (the log has them).
 */
function failureRecord(error: unknown): Record<string, unknown> {
  const { stack: _stack, cause, ...kept } = errorForLog(error);
  if (cause === undefined) return kept;
  const { stack: _causeStack, cause: _deeper, ...causeKept } = cause as LoggedError;
  return { ...kept, cause: causeKept };
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The job ran past its timeout of ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
