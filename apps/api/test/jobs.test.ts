/**
 * The job engine on both databases: a failing job retried with growing waits until it succeeds, its tries
 * recorded; an enqueue rolled back with its transaction; a job that failed for good shown to staff without a
 * query's values and tried again by an owner (audited); a stuck one shown; a stop that lets a running job
 * finish; and, with two instances on one PostgreSQL, a scheduled job run once per period.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backgroundJobs, JOB_QUEUES } from '../src/background-jobs';
import { loadConfig } from '../src/config';
import { IN_MEMORY_DATA_DIR } from '../src/db/database';
import { connectDatabase } from '../src/db/connect';
import type { Database } from '../src/db/database';
import { rowsOf } from '../src/db/rows';
import { auditLog } from '../src/db/schema';
import { createJobQueues, enqueue, startJobs, type JobEngine, type JobHandler, type JobQueue } from '../src/jobs';
import type { MessagingSetup } from '../src/messaging/setup';
import type { Carrier } from '../src/shipping/carrier';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { DRIVERS } from './support/databases';
import { staffSessionFor } from './support/fixtures';

const SETTINGS = { work: true, timeoutSeconds: 30, retryLimit: 2, retryDelaySeconds: 1 };
const quiet = { info() {}, warn() {}, error() {} };

it('runs every background queue the shop declares, each with one handler: the outboxes\' senders, the sweeps and the tracking pull', () => {
  const handlers = backgroundJobs({} as Database, quiet as never, loadConfig({ DATA_DIR: IN_MEMORY_DATA_DIR }), {} as Carrier, { mailTransport: null, messaging: {} as MessagingSetup });
  expect(handlers.map((handler) => handler.queue.name).sort()).toEqual(JOB_QUEUES.map((queue) => queue.name).sort());
  expect(new Set(handlers.map((handler) => handler.queue.name)).size).toBe(handlers.length);
  expect(JOB_QUEUES.find((queue) => queue.name === 'pull-tracking')?.everySeconds).toBeGreaterThan(0);
});

interface JobRow {
  state: string;
  retry_count: number;
  singleton_on: string | null;
}

async function jobsOf(db: Database, queue: JobQueue): Promise<(JobRow & { id: string })[]> {
  return rowsOf(await db.execute(sql`select id::text, state::text, retry_count, singleton_on::text from pgboss.job where name = ${queue.name} order by created_on`));
}

async function jobById(db: Database, id: string): Promise<JobRow> {
  const [row] = rowsOf<JobRow>(await db.execute(sql`select state::text, retry_count, singleton_on::text from pgboss.job where id = ${id}::uuid`));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

describe.each(DRIVERS)('background jobs on %s', (driver) => {
  let t: TestApp;
  let db: Database;
  let api: ReturnType<typeof client>;
  const engines: JobEngine[] = [];

  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    db = t.database.db;
    api = client(t);
  });
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((engine) => engine.stop()));
  });
  afterAll(() => t?.close());

  async function start(handlers: JobHandler[], on: Database = db): Promise<JobEngine> {
    const engine = await startJobs({ db: on, logger: quiet, handlers, settings: SETTINGS, pollSeconds: 0.2 });
    engines.push(engine);
    return engine;
  }

  it('retries a failing job with growing waits until it succeeds, recording its tries; a rolled-back enqueue leaves nothing', async () => {
    const queue: JobQueue = { name: 'flaky-test-job' };
    const runs: { try: number; at: number; data: unknown }[] = [];
    await start([
      {
        queue,
        run: async (data, job) => {
          runs.push({ try: job.try, at: Date.now(), data });
          if (job.try < 3) throw new Error(`Not yet (try ${job.try})`);
        },
      },
    ]);

    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, queue, { orderId: 6 });
        throw new Error('The order failed');
      }),
    ).rejects.toThrow('The order failed');
    const id = await db.transaction((tx) => enqueue(tx, queue, { orderId: 7 }));

    await vi.waitFor(async () => expect((await jobById(db, id)).state).toBe('completed'), { timeout: 20_000, interval: 200 });
    expect(await jobsOf(db, queue)).toHaveLength(1);
    expect(runs.map((run) => [run.try, run.data])).toEqual([
      [1, { orderId: 7 }],
      [2, { orderId: 7 }],
      [3, { orderId: 7 }],
    ]);
    // Two retries recorded; the second waited at least twice the first's minimum (1 s, then 2 s).
    expect((await jobById(db, id)).retry_count).toBe(2);
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(2000);
  });

  it('shows staff a failed job without its query values and a stuck one; an owner tries the failed one again, audited', async () => {
    const doomed: JobQueue = { name: 'doomed-test-job', retryLimit: 0 };
    const idle: JobQueue = { name: 'idle-test-job' };
    let runs = 0;
    await start([
      {
        queue: doomed,
        run: async () => {
          runs += 1;
          await db.execute(sql`select ${'asha@example.in'}::int`);
        },
      },
    ]);
    await createJobQueues(db, [idle], SETTINGS);
    const failing = await enqueue(db, doomed, { orderId: 1 });
    const stuck = await enqueue(db, idle, { orderId: 2 });
    await db.execute(sql`update pgboss.job set start_after = now() - interval '10 minutes' where id = ${stuck}::uuid`);
    await vi.waitFor(async () => expect((await jobById(db, failing)).state).toBe('failed'), { timeout: 20_000, interval: 200 });

    const owner = await staffSessionFor(db, TEST_KEYS);
    const staff = await staffSessionFor(db, TEST_KEYS, { staffRole: 'staff' });
    const listed = await api.get('/api/admin/jobs/', staff.token);
    expect(listed.statusCode).toBe(200);
    await expectToMatchContract('listTroubledJobs', 200, listed.json());
    const items = listed.json().items as Record<string, unknown>[];
    expect(items.find((job) => job.id === failing)).toMatchObject({ name: doomed.name, state: 'failed', tries: 1, max_tries: 1 });
    // The failure's type and words as the log keeps them, without the query's text or values.
    expect(items.find((job) => job.id === failing)!.error).toMatch(/^DrizzleQueryError: Failed query/);
    expect(listed.body).not.toContain('asha@example.in');
    expect(items.find((job) => job.id === stuck)).toMatchObject({ name: idle.name, state: 'waiting', tries: 0, error: null });

    expect((await api.post(`/api/admin/jobs/${failing}/retry/`, {}, staff.token)).statusCode).toBe(403);
    expect((await api.post('/api/admin/jobs/6f1c8a52-3e9b-4c1d-9a57-2b8e4f0d7c13/retry/', {}, owner.token)).statusCode).toBe(404);
    expect((await api.post('/api/admin/jobs/not-a-job/retry/', {}, owner.token)).statusCode).toBe(400);
    expect((await api.post(`/api/admin/jobs/${stuck}/retry/`, {}, owner.token)).statusCode).toBe(409);

    const retried = await api.post(`/api/admin/jobs/${failing}/retry/`, {}, owner.token);
    expect(retried.statusCode, retried.body).toBe(200);
    await expectToMatchContract('retryJob', 200, retried.json());
    expect(retried.json()).toMatchObject({ id: failing, state: 'waiting', tries: 1, max_tries: 2 });
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.entityId, failing)));
    expect(entry).toMatchObject({ actorId: owner.user.id, entityType: 'job' });

    await vi.waitFor(async () => expect(await jobById(db, failing)).toMatchObject({ state: 'failed', retry_count: 1 }), { timeout: 20_000, interval: 200 });
    expect(runs).toBe(2);
  });

  it('lets the job running on an instance finish when the instance stops', async () => {
    const queue: JobQueue = { name: 'slow-test-job' };
    let begun!: () => void;
    let finish!: () => void;
    const running = new Promise<void>((resolve) => (begun = resolve));
    const engine = await start([{ queue, run: () => (begun(), new Promise<void>((resolve) => (finish = resolve))) }]);
    const id = await enqueue(db, queue, { orderId: 3 });
    await running;

    let stopped = false;
    const stopping = engine.stop().then(() => (stopped = true));
    expect((await jobById(db, id)).state).toBe('active');
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect((await jobById(db, id)).state).toBe('completed');
  });

  it('asks for every queue’s jobs in one query a poll while idle, and runs a job sent after it started', async () => {
    let queries = 0;
    const counted = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'execute' ? (...args: Parameters<Database['execute']>) => ((queries += 1), target.execute(...args)) : Reflect.get(target, key, receiver),
    });
    const queues: JobQueue[] = [1, 2, 3, 4, 5, 6].map((n) => ({ name: `idle-test-job-${n}` }));
    const ran: string[] = [];
    await start(queues.map((queue) => ({ queue, run: async () => void ran.push(queue.name) })), counted);
    // Past the start: each worker's first fetch, and the upkeep's first round.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = queries;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // Ten looks at most in 2 s at 0.2 s apiece, and a round of upkeep; six queues polling apart would be sixty.
    expect(queries - before).toBeGreaterThan(0);
    expect(queries - before).toBeLessThanOrEqual(14);

    await enqueue(db, queues[4]!, { orderId: 4 });
    await vi.waitFor(() => expect(ran).toEqual(['idle-test-job-5']), { timeout: 10_000, interval: 50 });
  });

  it.runIf(driver === 'postgres')('runs a scheduled job once per period with two instances offering it', async () => {
    const other = await connectDatabase({ dataDir: 'memory://', databaseUrl: t.database.url, poolSize: 2 });
    try {
      const queue: JobQueue = { name: 'every-second-test-job', everySeconds: 1 };
      const runs: string[] = [];
      const handler = (instance: string): JobHandler => ({ queue, run: async () => void runs.push(instance) });
      await start([handler('a')]);
      await start([handler('b')], other.db);
      await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(4), { timeout: 20_000, interval: 100 });
      await Promise.all(engines.splice(0).map((engine) => engine.stop()));

      const jobs = await jobsOf(db, queue);
      const slots = jobs.map((job) => Date.parse(`${job.singleton_on!}Z`) / 1000);
      expect(jobs.every((job) => job.state === 'completed')).toBe(true);
      expect(jobs).toHaveLength(runs.length);
      // One job per second: no slot twice, and none skipped between the first and the last.
      expect(new Set(slots).size).toBe(slots.length);
      expect(Math.max(...slots) - Math.min(...slots) + 1).toBe(slots.length);
    } finally {
      await other.close();
    }
  });
});
