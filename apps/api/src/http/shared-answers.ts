/**
 * Answers that are the same for every visitor (the contract's public GET operations: products,
 * categories, reviews, blogs, gallery, seo.json) are built once and served from memory until the public
 * data changes (db/public-data-version.ts). Each is kept with its ETag and its brotli and gzip bytes, so
 * a hit costs neither the database, nor serialising, nor compressing; a client that already holds it gets
 * a 304. Cache-Control lets a CDN keep them briefly too. Personal answers never come here: only
 * operations without a security scheme do.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PublicDataVersion } from '../db/public-data-version';

/** Not built from the shop's own data, so a write here says nothing about its freshness. */
const NOT_SHARED = new Set(['checkPincode']);

/**
 * Browsers revalidate every time (a 304 is cheap); a shared cache may serve it 10 s. Serving a stale copy
 * while refreshing is said to CDNs only (CDN-Cache-Control, RFC 9213): in Cache-Control, Chrome would apply
 * stale-while-revalidate to its own cache and show a shopper a price staff had just changed.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
const CDN_CACHE_CONTROL = 'max-age=10, stale-while-revalidate=60';

interface SharedAnswer {
  version: number;
  etag: string;
  contentType: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a miss: the version the answer being built will be kept for. */
    sharedAnswerVersion: number | undefined;
    /** Set on a miss: the others waiting for this request's answer learn of it here. */
    sharedAnswerBuilt: ((answer: SharedAnswer | undefined) => void) | undefined;
  }
}

/** RFC 9211 Cache-Status, so operators (and tests) see whether an answer came from memory. */
const CACHE_STATUS = 'cache-status';
const CACHE = 'BirdShield';

export interface SharedAnswerOptions {
  /** Memory for kept answers, all three encodings counted. */
  maxBytes?: number;
  /**
   * How many answers are kept at most: the product list's filters make many valid query strings, and a
   * crawler walking them should push out old pages, not grow the cache's bookkeeping without end.
   */
  maxEntries?: number;
}

export function registerSharedAnswers(
  app: FastifyInstance,
  version: PublicDataVersion,
  { maxBytes = 64 * 1024 * 1024, maxEntries = 5000 }: SharedAnswerOptions = {},
): void {
  const answers = new LRUCache<string, SharedAnswer>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (answer) => answer.identity.length + answer.br.length + answer.gzip.length + 200,
  });
  const shared = (request: FastifyRequest) => {
    if (request.method !== 'GET') return false;
    const operationId = request.routeOptions.config.operationId;
    return operationId !== undefined && !NOT_SHARED.has(operationId) && app.contract.operations.get(operationId)?.auth === null;
  };

  // Answers being built, by key: when many ask for the same missing answer at once (a cold start, the
  // moment after a write), one request builds it and the others wait for it rather than each asking the
  // database the same question.
  const building = new Map<string, Promise<SharedAnswer | undefined>>();

  app.decorateRequest('sharedAnswerVersion', undefined);
  app.decorateRequest('sharedAnswerBuilt', undefined);

  app.addHook('onRequest', async (request, reply) => {
    if (!shared(request)) return;
    const current = await version.current();
    const key = answerKey(app, request);
    const kept = answers.get(key);
    if (kept?.version === current) return send(request, reply, kept, `${CACHE}; hit`);
    const inFlight = building.get(key);
    if (inFlight) {
      const awaited = await inFlight;
      if (awaited?.version === current) return send(request, reply, awaited, `${CACHE}; fwd=miss; collapsed`);
      return; // That build failed, or was of another version: this request asks the database itself.
    }
    // No await between the lookup and the set below, so exactly one request becomes the builder.
    request.sharedAnswerVersion = current;
    building.set(
      key,
      new Promise((resolve) => {
        request.sharedAnswerBuilt = (answer) => {
          building.delete(key);
          request.sharedAnswerBuilt = undefined;
          resolve(answer);
        };
      }),
    );
  });

  // Registered before compression's own hook runs (it is attached to each route), so this sees the
  // answer as text and keeps it before it is compressed per request.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.sharedAnswerVersion === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const answer = keep(request.sharedAnswerVersion, String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), payload);
    answers.set(answerKey(app, request), answer);
    request.sharedAnswerBuilt?.(answer);
    describe(reply, answer);
    reply.header(CACHE_STATUS, `${CACHE}; fwd=miss; stored`);
    const encoding = acceptedEncoding(request);
    if (encoding === 'identity') return payload;
    reply.header('content-encoding', encoding);
    return answer[encoding];
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
 * contract declares for the operation (the handler reads no others), decoded and in name order. So
 * `?b=1&a=2`, `?a=2&b=1&utm_source=x` and `/products?…` share one entry instead of each making a new one.
 */
function answerKey(app: FastifyInstance, request: FastifyRequest): string {
  const [path = '', search = ''] = request.url.split('?', 2);
  const declared = app.contract.operations.get(request.routeOptions.config.operationId!)?.schema.querystring as
    | { properties?: Record<string, unknown> }
    | undefined;
  const names = new Set(Object.keys(declared?.properties ?? {}));
  const kept = [...new URLSearchParams(search)].filter(([name]) => names.has(name));
  // Stable: the values of a repeated name keep their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonicalPath = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return kept.length === 0 ? canonicalPath : `${canonicalPath}?${new URLSearchParams(kept).toString()}`;
}

function keep(version: number, contentType: string, text: string): SharedAnswer {
  const identity = Buffer.from(text);
  return {
    version,
    contentType,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    // Made once per version, so the smallest is worth its CPU.
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

function describe(reply: FastifyReply, answer: SharedAnswer): void {
  reply
    .header('etag', answer.etag)
    .header('cache-control', SHARED_CACHE_CONTROL)
    .header('cdn-cache-control', CDN_CACHE_CONTROL)
    .header('vary', 'accept-encoding');
}

function send(request: FastifyRequest, reply: FastifyReply, answer: SharedAnswer, cacheStatus: string): FastifyReply {
  describe(reply, answer);
  reply.header(CACHE_STATUS, cacheStatus);
  if (ifNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(request);
  reply.type(answer.contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(answer[encoding]);
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}

/** Brotli when the client takes it, then gzip; a `q=0` refuses an encoding. */
function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (request.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}
