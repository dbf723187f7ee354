/**
 * What the operator sees, on both databases: GET /metrics behind its token (404 without one configured, 401
 * without the token) with requests by route pattern and status, jobs per queue and state, the outboxes' lag per
 * channel and the database's queries; and traces of a request, its queries and a job reaching a local OTLP/HTTP
 * collector.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueue, startJobs, type JobQueue } from '../src/jobs';
import { registerMetrics } from '../src/http/metrics';
import { startTracing, type Tracing } from '../src/http/tracing';
import { startTestApp, type TestApp } from './support/app';
import { DRIVERS } from './support/databases';
import { createProduct } from './support/fixtures';

const TOKEN = 'a-test-only-metrics-token-of-enough-length';

interface ReceivedSpan {
  name: string;
  traceId: string;
  parentSpanId?: string;
  spanId: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

/** An OpenTelemetry collector's OTLP/HTTP traces endpoint, on loopback: keeps every span posted as JSON. */
class TraceCollector {
  readonly spans: ReceivedSpan[] = [];
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceSpans: { scopeSpans: { spans: ReceivedSpan[] }[] }[] };
        for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) this.spans.push(...scope.spans);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else {
        response.writeHead(404).end();
      }
    });
  });
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

it('answers /metrics with 404 when no token is configured', async () => {
  const app = Fastify();
  registerMetrics(app, { db: {} as never, token: undefined, poolSize: undefined });
  const answer = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.statusCode).toBe(404);
  await app.close();
});

describe('what the operator sees', () => {
  let collector: TraceCollector;
  let tracing: Tracing;

  // The tracer provider is the process's: one for the file, as main.ts has one for the process.
  beforeAll(async () => {
    collector = await new TraceCollector().start();
    tracing = startTracing({ endpoint: collector.url, serviceName: 'shop-test' });
  });
  afterAll(async () => {
    await tracing?.stop();
    await collector?.stop();
  });

  describe.each(DRIVERS)('on %s', (driver) => {
    let t: TestApp;

    beforeAll(async () => {
      t = await startTestApp(driver, { METRICS_TOKEN: TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
    });
    afterAll(() => t?.close());

    it('answers /metrics to its token only, with requests by route pattern, jobs, outbox lag and the database', async () => {
      const product = await createProduct(t.database.db, {});
      expect((await t.app.inject({ method: 'GET', url: `/api/user/products/${product.id}/` })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/user/products/987654/' })).statusCode).toBe(404);

      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer not-the-metrics-token' } })).statusCode).toBe(401);
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      const text = answer.body;

      expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/user\/products\/:slugOrId\/",status_code="200"\} 1\n/);
      expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/user\/products\/:slugOrId\/",status_code="404"\} 1\n/);
      expect(text).not.toContain('987654');
      expect(text).toContain('shop_jobs{queue="expire-unpaid-orders",state="waiting"} 0');
      expect(text).toContain('shop_jobs{queue="reconcile-payments",state="failed"} 0');
      expect(text).toContain('shop_job_oldest_age_seconds{queue="expire-unpaid-orders",state="running"} 0');
      for (const channel of ['mail', 'whatsapp', 'sms']) {
        expect(text).toContain(`shop_outbox_unsent{channel="${channel}"}`);
        expect(text).toContain(`shop_outbox_oldest_unsent_age_seconds{channel="${channel}"}`);
      }
      expect(text).toMatch(/shop_db_queries_in_flight \d+/);
      expect(text).toMatch(/shop_db_query_duration_seconds_count [1-9]\d*/);
      if (driver === 'postgres') expect(text).toContain('shop_db_pool_size 4');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    });

    it('sends spans of a request with its queries, and of a job, to the OTLP collector', async () => {
      await tracing.flush();
      collector.spans.length = 0;
      const queue: JobQueue = { name: 'traced-test-job' };
      let done!: () => void;
      const ran = new Promise<void>((resolve) => (done = resolve));
      const engine = await startJobs({
        db: t.database.db,
        logger: { info() {}, warn() {}, error() {} },
        settings: { work: true, timeoutSeconds: 30, retryLimit: 0, retryDelaySeconds: 1 },
        pollSeconds: 0.2,
        handlers: [{ queue, run: async () => void (await t.database.db.execute(sql`select 1`), done()) }],
      });
      try {
        expect((await t.app.inject({ method: 'GET', url: '/api/user/gallery/' })).statusCode).toBe(200);
        await enqueue(t.database.db, queue, { orderId: 1 });
        await ran;
      } finally {
        await engine.stop();
      }

      await vi.waitFor(
        async () => {
          await tracing.flush();
          const request = collector.spans.find((span) => span.name === 'GET /api/user/gallery/');
          expect(request).toBeDefined();
          // A query of that request, in its trace, with its SQL and no values.
          expect(collector.spans.some((span) => span.traceId === request!.traceId && span.name.startsWith('db ') && span.parentSpanId)).toBe(true);
          const job = collector.spans.find((span) => span.name === `job ${queue.name}`);
          expect(job).toBeDefined();
          expect(collector.spans.some((span) => span.traceId === job!.traceId && span.name === 'db select' && span.parentSpanId === job!.spanId)).toBe(true);
        },
        { timeout: 10_000, interval: 200 },
      );
    });
  });
});
