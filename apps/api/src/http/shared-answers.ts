/**
 * Answers that are the same for every visitor (the contract's public GET operations: products,
 * categories, reviews, blogs, gallery, seo.json) are built once and served from memory until the public
 * data changes (db/public-data-version.ts). Each is kept with its ETag and its compressed bytes, so
 * a hit costs neither the database, nor serialising, nor compressing; a client that already holds it gets
 * a 304. Cache-Control lets a CDN keep them briefly too. Personal answers never come here: only
 * operations without a security scheme do.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicDataVersion } from '../db/public-data-version';
import {
  acceptedEncoding,
  describeKept,
  encoded,
  keepAnswer,
  KeptAnswers,
  keptQuery,
  sendKept,
  STORED,
  type KeptAnswer,
  type KeptAnswerLimits,
} from './kept-answers';

/** Not built from the shop's own data, so a write here says nothing about its freshness. */
const NOT_SHARED = new Set(['checkPincode']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a miss: the version the answer being built will be kept for. */
    sharedAnswerVersion: number | undefined;
    /** Set on a miss: keeps the answer this request built, and lets those waiting for it go on. */
    sharedAnswerBuilt: ((answer: KeptAnswer | undefined) => void) | undefined;
  }
}

export function registerSharedAnswers(app: FastifyInstance, version: PublicDataVersion, limits: KeptAnswerLimits = {}): void {
  const answers = new KeptAnswers(limits);
  const shared = (request: FastifyRequest) => {
    if (request.method !== 'GET') return false;
    const operationId = request.routeOptions.config.operationId;
    return operationId !== undefined && !NOT_SHARED.has(operationId) && app.contract.operations.get(operationId)?.auth === null;
  };
  // The query parameters the contract declares for each operation (its handler reads no others).
  const declaredParams = new Map(
    [...app.contract.operations].map(([operationId, { schema }]) => {
      const querystring = schema.querystring as { properties?: Record<string, unknown> } | undefined;
      return [operationId, new Set(Object.keys(querystring?.properties ?? {}))];
    }),
  );

  app.decorateRequest('sharedAnswerVersion', undefined);
  app.decorateRequest('sharedAnswerBuilt', undefined);

  app.addHook('onRequest', async (request, reply) => {
    if (!shared(request)) return;
    const current = await version.current();
    const found = await answers.lookup(answerKey(request.url, declaredParams.get(request.routeOptions.config.operationId!)!), current);
    if (found.answer) return sendKept(request, reply, found.answer, found.cacheStatus);
    request.sharedAnswerVersion = current;
    request.sharedAnswerBuilt = (answer) => {
      request.sharedAnswerBuilt = undefined;
      found.built(answer);
    };
  });

  // Registered before compression's own hook runs (it is attached to each route), so this sees the
  // answer as text and keeps it before it is compressed per request.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.sharedAnswerVersion === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const answer = keepAnswer(request.sharedAnswerVersion, String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), payload);
    request.sharedAnswerBuilt?.(answer);
    describeKept(reply, answer, STORED);
    const encoding = acceptedEncoding(request);
    if (encoding === 'identity') return payload;
    reply.header('content-encoding', encoding);
    return encoded(answer, encoding);
  });

  // Whatever this instance changes shows on its very next read. A build that ended without an answer to
  // keep (an error, a 404, a closed connection) lets its waiters ask for themselves.
  app.addHook('onResponse', async (request) => {
    request.sharedAnswerBuilt?.(undefined);
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') version.markStale();
  });
  app.addHook('onRequestAbort', async (request) => request.sharedAnswerBuilt?.(undefined));
}

/**
 * What an answer is kept under: the path without its trailing slash, and only the query parameters the
 * contract declares for the operation (`declared`: the handler reads no others), so `/products?…` and
 * `/products/?…` share one entry.
 */
function answerKey(url: string, declared: ReadonlySet<string>): string {
  const [path = '', search = ''] = url.split('?', 2);
  const canonicalPath = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `${canonicalPath}${keptQuery(search, declared)}`;
}
