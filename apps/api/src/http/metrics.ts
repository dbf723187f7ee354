/**
 * GET /metrics in Prometheus' text format, for the operator, outside the contract (no shopper calls it):
 * requests by route pattern (never the raw URL), method and status with their durations; background jobs
 * waiting, running and failed, and the oldest's age, per queue; the outboxes' unsent mail and messages and
 * the oldest's age, per channel; the database's queries in flight against its pool, and their durations;
 * and Node's own figures (event loop, memory, CPU). The figures read from the database are read at scrape
 * time, by whichever instance is scraped: they are the shop's, not the instance's.
 *
 * Closed to the public: with METRICS_TOKEN set it answers only `Authorization: Bearer <token>` (compared in
 * constant time), 401 otherwise; without it, 404.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import { observeQueries } from '../db/observed-queries';
import { jobFigures } from '../jobs';
import { outboxLag } from '../notify';
import { problem } from '../errors';
import { errorBody } from './errors';

export interface MetricsOptions {
  db: Database;
  /** Absent: /metrics answers 404. */
  token: string | undefined;
  /** PostgreSQL's pool size, when the driver has a pool. */
  poolSize: number | undefined;
}

const NO_STORE = 'no-store';

export function registerMetrics(app: FastifyInstance, { db, token, poolSize }: MetricsOptions): void {
  if (token === undefined) {
    app.get('/metrics', async (_request, reply) => reply.code(404).header('cache-control', NO_STORE).send(errorBody(problem('not_found', 'Not found.'))));
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  countRequests(app, registry);
  const stopObserving = watchQueries(db, registry, poolSize);
  app.addHook('onClose', async () => stopObserving());
  readJobs(db, registry, app);
  readOutboxes(db, registry, app);

  app.get('/metrics', async (request, reply) => {
    void reply.header('cache-control', NO_STORE);
    if (!sameSecret(bearerOf(request.headers.authorization), token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send(errorBody(problem('unauthorized', 'A metrics token is required.')));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

function countRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests answered, by method, route pattern and status code, and how long each took.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern (`/api/user/orders/:id/`), never the URL: its ids and query would make a series each.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

function watchQueries(db: Database, registry: Registry, poolSize: number | undefined): () => void {
  const inFlight = new Gauge({
    name: 'shop_db_queries_in_flight',
    help: 'Database queries sent by this instance and not yet answered (each holds a connection of the pool).',
    registers: [registry],
  });
  if (poolSize !== undefined) {
    new Gauge({ name: 'shop_db_pool_size', help: 'Connections this instance may open to PostgreSQL.', registers: [registry] }).set(poolSize);
  }
  const durations = new Histogram({
    name: 'shop_db_query_duration_seconds',
    help: 'How long the database took to answer each query of this instance.',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return observeQueries(db, async (_statement, query) => {
    inFlight.inc();
    const end = durations.startTimer();
    try {
      return await query();
    } finally {
      end();
      inFlight.dec();
    }
  });
}

function readJobs(db: Database, registry: Registry, app: FastifyInstance): void {
  const figures = readOncePerScrape(() => jobFigures(db), (error) => app.log.warn({ err: error }, 'Metrics: the jobs could not be read'));
  new Gauge({
    name: 'shop_jobs',
    help: 'Background jobs per queue: waiting (due, not started), running, and failed on their last try (kept a week).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of (await figures()) ?? []) {
        this.set({ queue: queue.name, state: 'waiting' }, queue.waiting);
        this.set({ queue: queue.name, state: 'running' }, queue.running);
        this.set({ queue: queue.name, state: 'failed' }, queue.failed);
      }
    },
  });
  new Gauge({
    name: 'shop_job_oldest_age_seconds',
    help: 'Per queue, how long the longest-waiting due job has waited, and the longest-running job has run; 0 when none.',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of (await figures()) ?? []) {
        this.set({ queue: queue.name, state: 'waiting' }, queue.oldestWaitingSeconds);
        this.set({ queue: queue.name, state: 'running' }, queue.oldestRunningSeconds);
      }
    },
  });
}

function readOutboxes(db: Database, registry: Registry, app: FastifyInstance): void {
  const lags = readOncePerScrape(
    async () => {
      // The operator's dashboards know e-mail's lag as the 'mail' channel.
      return (await outboxLag(db)).map((lag) => ({ ...lag, channel: lag.channel === 'email' ? 'mail' : lag.channel }));
    },
    (error) => app.log.warn({ err: error }, 'Metrics: the outboxes could not be read'),
  );
  new Gauge({
    name: 'shop_outbox_unsent',
    help: 'Mail, WhatsApp messages and SMS written and not yet sent, per channel.',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const lag of (await lags()) ?? []) this.set({ channel: lag.channel }, lag.unsent);
    },
  });
  new Gauge({
    name: 'shop_outbox_oldest_unsent_age_seconds',
    help: 'Per channel, how long the oldest unsent mail or message has waited; 0 when none.',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const lag of (await lags()) ?? []) this.set({ channel: lag.channel }, lag.oldestSeconds);
    },
  });
}

/**
 * One read of the database shared by the gauges it feeds, which a scrape collects side by side. A read that
 * fails leaves their series out (an alert on their absence sees it) and the rest of the scrape answers.
 */
function readOncePerScrape<T>(read: () => Promise<T>, failed: (error: unknown) => void): () => Promise<T | undefined> {
  let pending: Promise<T | undefined> | undefined;
  return () =>
    (pending ??= read()
      .catch((error: unknown) => {
        failed(error);
        return undefined;
      })
      .finally(() => {
        pending = undefined;
      }));
}

function bearerOf(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

/** Equal without a timing that tells how much of a guess was right: both sides hashed to the same length first. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given !== '' && timingSafeEqual(digest(given), digest(expected));
}
