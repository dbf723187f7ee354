/**
 * Probes for a load balancer or an orchestrator, outside the contract (no shopper calls them):
 * - GET /healthz: 200 while the process can answer at all (liveness: restart it when this fails);
 * - GET /readyz: 200 when the database answers and has every migration of this build, else 503 with the
 *   reason (readiness: send it no traffic until then).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { countPendingMigrations } from '../db/migration-status';
import { problem } from '../errors';
import { errorBody } from './errors';

/** A database that does not answer within this long counts as down. */
const READINESS_TIMEOUT_MS = 2_000;
const NO_STORE = 'no-store';

export function registerHealthChecks(app: FastifyInstance, db: Database): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', NO_STORE).send({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    void reply.header('cache-control', NO_STORE);
    let pending: number;
    try {
      pending = await withTimeout(countPendingMigrations(db), READINESS_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'Readiness check: the database did not answer');
      return reply.code(503).header('retry-after', '5').send(errorBody(problem('database_unavailable', 'The database is not reachable.')));
    }
    if (pending > 0) {
      return reply.code(503).header('retry-after', '5').send(errorBody(problem('migrations_pending', `${pending} database migration(s) not applied yet.`)));
    }
    return reply.send({ status: 'ready' });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
