/**
 * Answers that are the same for every visitor (the contract's public GET operations: products,
 * categories, reviews, blogs, gallery, seo.json) are built once and served from memory until the public
 * data changes (db/public-data-version.ts). Each is kept with its ETag and its compressed bytes, so
 * a hit costs neither the database, nor serialising, nor compressing; a client that already holds it gets
 * a 304. Cache-Control lets a CDN keep them briefly too. Personal answers never come here: only
 * operations without a security scheme do.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicVersion } from '../sales';
import {
  acceptedEncoding,
  describeKept,
  encoded,
  HIT,
  keepAnswer,
  KeptAnswers,
  keptQuery,
  sendKept,
  STORED,
  type KeptAnswer,
  type KeptAnswerLimits,
} from './kept-answers';

/**
 * Public reads that are not the same for every visitor: the pincode check and delivery estimate are not built
 * from the shop's own data (a write here says nothing about their freshness), and a cash-on-delivery
 * confirmation link, a complaint's status page and a quote's page are one customer's, read by their secret; the
 * free slots for a site survey change with every booking and hold, which are private tables no shared answer watches;
 * the services offered at a PIN code follow the crews' PIN codes, which no shared answer watches either.
 */
const NOT_SHARED = new Set(['checkPincode', 'getDeliveryEstimate', 'getCodConfirmation', 'getComplaint', 'getQuote', 'getBookingSlots', 'listServices']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a miss: the version the answer being built will be kept for. */
    sharedAnswerVersion: string | undefined;
    /** Set on a miss: keeps the answer this request built, and lets those waiting for it go on. */
    sharedAnswerBuilt: ((answer: KeptAnswer | undefined) => void) | undefined;
  }
}

export function registerSharedAnswers(app: FastifyInstance, version: PublicVersion, limits: KeptAnswerLimits = {}): void {
  const answers = new KeptAnswers(limits);
  // The operations whose answers are shared, with the query parameters the contract declares for each
  // (its handler reads no others).
  const declaredParams = new Map(
    [...app.contract.operations]
      .filter(([operationId, operation]) => operation.method === 'GET' && operation.auth === null && !NOT_SHARED.has(operationId))
      .map(([operationId, { schema }]) => {
        const querystring = schema.querystring as { properties?: Record<string, unknown> } | undefined;
        return [operationId, new Set(Object.keys(querystring?.properties ?? {}))];
      }),
  );

  app.decorateRequest('sharedAnswerVersion', undefined);
  app.decorateRequest('sharedAnswerBuilt', undefined);

  /** A miss, or a version not read lately: may wait for the database or for another request's build. */
  const lookUp = async (request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> => {
    const current = await version.current();
    const found = await answers.lookup(key, current);
    if (found.answer) {
      sendKept(request, reply, found.answer, found.cacheStatus);
      return true;
    }
    request.sharedAnswerVersion = current;
    request.sharedAnswerBuilt = (answer) => {
      request.sharedAnswerBuilt = undefined;
      found.built(answer);
    };
    return false;
  };

  // Callback hooks, not async ones: a hit is answered without waiting for anything, as most reads are.
  app.addHook('onRequest', (request, reply, done) => {
    const operationId = request.routeOptions.config.operationId;
    const declared = request.method === 'GET' && operationId !== undefined ? declaredParams.get(operationId) : undefined;
    if (!declared) {
      done();
      return;
    }
    const key = answerKey(request.url, declared);
    const known = version.known();
    const kept = known === undefined ? undefined : answers.hit(key, known);
    if (kept) {
      sendKept(request, reply, kept, HIT);
      return;
    }
    lookUp(request, reply, key).then((sent) => {
      if (!sent) done();
    }, done);
  });

  // Registered before compression's own hook runs (it is attached to each route), so this sees the
  // answer as text and keeps it before it is compressed per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.sharedAnswerVersion === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      done(null, payload);
      return;
    }
    const answer = keepAnswer(request.sharedAnswerVersion, String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), payload);
    request.sharedAnswerBuilt?.(answer);
    describeKept(reply, answer, STORED);
    const encoding = acceptedEncoding(request);
    if (encoding === 'identity') {
      done(null, payload);
      return;
    }
    reply.header('content-encoding', encoding);
    done(null, encoded(answer, encoding));
  });

  // Whatever this instance changes shows on its very next read. A build that ended without an answer to
  // keep (an error, a 404, a closed connection) lets its waiters ask for themselves.
  app.addHook('onResponse', (request, _reply, done) => {
    request.sharedAnswerBuilt?.(undefined);
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') version.markStale();
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    request.sharedAnswerBuilt?.(undefined);
    done();
  });
}

/**
 * What an answer is kept under: the path without its trailing slash, and only the query parameters the
 * contract declares for the operation (`declared`: the handler reads no others), so `/products?…` and
 * `/products/?…` share one entry.
 */
function answerKey(url: string, declared: ReadonlySet<string>): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const canonicalPath = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
  return queryAt === -1 ? canonicalPath : `${canonicalPath}${keptQuery(url.slice(queryAt + 1), declared)}`;
}
