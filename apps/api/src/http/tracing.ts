/**
 * OpenTelemetry traces, on only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector: a span per request
 * (@fastify/otel, Fastify's own instrumentation, named by the route pattern), per database query (its SQL
 * text, never its values) and per background job (src/jobs), sent over OTLP/HTTP in batches. The provider is
 * the process's (main.ts starts it before the server); the instrumentation is the server's.
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { observeQueries } from '../db/observed-queries';

export interface Tracing {
  /** Sends the spans still buffered. */
  flush(): Promise<void>;
  /** Sends what is buffered and stops; the process's tracer is a no-op again. */
  stop(): Promise<void>;
}

/** Registers the process's tracer provider, exporting to `<endpoint>/v1/traces`. */
export function startTracing(settings: NonNullable<Config['tracing']>): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces` }))],
  });
  provider.register();
  return {
    flush: () => provider.forceFlush(),
    async stop() {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/** Spans for the server's requests and the database's queries; call before any route is added. */
export async function traceServer(app: FastifyInstance, db: Database): Promise<void> {
  const requests = new FastifyOtelInstrumentation({
    // One span per request and its handler; a span for each of the many hooks would bury the queries.
    instrumentHooks: false,
    // Named by the route's pattern, as the metrics label it, never by the URL with its ids and query.
    requestHook: (span, request) => span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`),
  });
  await app.register(requests.plugin());
  const tracer = trace.getTracer('shop-database');
  const stop = observeQueries(db, (statement, query) =>
    tracer.startActiveSpan(
      `db ${statement.trimStart().split(/\s/, 1)[0]!.toLowerCase()}`,
      { kind: SpanKind.CLIENT, attributes: { 'db.system': 'postgresql', 'db.statement': statement } },
      async (span) => {
        try {
          return await query();
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    ),
  );
  app.addHook('onClose', async () => stop());
}
