/**
 * Answers kept in memory for every visitor alike, each with its ETag and its compressed bytes made once,
 * so a hit costs neither the database, nor rendering, nor compressing; a client that already holds
 * one gets a 304. Used for the API's public answers (shared-answers.ts) and the storefront's pages
 * (pages.ts). An answer is kept for one public-data version (db/public-data-version.ts) and is old as soon
 * as the version moves.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Browsers revalidate every time (a 304 is cheap); a shared cache may serve it 10 s. Serving a stale copy
 * while refreshing is said to CDNs only (CDN-Cache-Control, RFC 9213): in Cache-Control, Chrome would apply
 * stale-while-revalidate to its own cache and show a shopper a price staff had just changed.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
const CDN_CACHE_CONTROL = 'max-age=10, stale-while-revalidate=60';

/** RFC 9211 Cache-Status, so operators (and tests) see whether an answer came from memory. */
const CACHE_STATUS = 'cache-status';
const CACHE = 'BirdShield';
export const HIT = `${CACHE}; hit`;

type Encoding = 'br' | 'gzip' | 'identity';

export interface KeptAnswer {
  version: string;
  etag: string;
  contentType: string;
  identity: Buffer;
  /** Made when a client first asks for that encoding (most take brotli only). */
  br?: Buffer;
  gzip?: Buffer;
  /** The headers of a hit in each encoding, made with the first such hit and sent as they are after that. */
  hitHeaders?: Partial<Record<Encoding, Readonly<Record<string, string>>>>;
}

/**
 * Quality 5, as the rest of the API's JSON (decision 011). Quality 11, the smallest, took 0.7–1.2 s of CPU
 * for a 250 KB answer of 200 products (and some 120 ms for a product page) to save some 15 %; at 10,000
 * products most pages and searches are asked for once, and every sale remakes the kept ones (decision
 * 020), so it cost far more than it saved. Quality 5 takes a few milliseconds.
 */
const BROTLI_QUALITY = 5;

export interface KeptAnswerLimits {
  /** Memory for kept answers, all three encodings counted. */
  maxBytes?: number;
  /**
   * How many answers are kept at most: the product list's filters make many valid query strings, and a
   * crawler walking them should push out old pages, not grow the cache's bookkeeping without end.
   */
  maxEntries?: number;
}

/** What a lookup found: a kept answer to send, or the duty to build one and hand it to `built`. */
export type Lookup =
  | { answer: KeptAnswer; cacheStatus: string }
  | { answer: undefined; built: (answer: KeptAnswer | undefined) => void };

export class KeptAnswers {
  readonly #answers: LRUCache<string, KeptAnswer>;
  // Answers being built, by key: when many ask for the same missing answer at once (a cold start, the
  // moment after a write), one request builds it and the others wait for it rather than each asking the
  // database (or the renderer) the same question.
  readonly #building = new Map<string, Promise<KeptAnswer | undefined>>();

  constructor({ maxBytes = 64 * 1024 * 1024, maxEntries = 5000 }: KeptAnswerLimits = {}) {
    this.#answers = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      // The compressed forms, made later and no larger than the text (give or take a few bytes), counted in advance.
      sizeCalculation: (answer) => 3 * answer.identity.length + 200,
    });
  }

  /**
   * The answer kept under `key` for `version`, or one being built by another request. On a miss the
   * caller builds it: `built` keeps what it made (undefined when there is nothing to keep: an error, a
   * redirect, a closed connection) and lets those waiting on it go on.
   */
  async lookup(key: string, version: string): Promise<Lookup> {
    const kept = this.hit(key, version);
    if (kept) return { answer: kept, cacheStatus: HIT };
    const inFlight = this.#building.get(key);
    if (inFlight) {
      const awaited = await inFlight;
      if (awaited?.version === version) return { answer: awaited, cacheStatus: `${CACHE}; fwd=miss; collapsed` };
      // That build failed, or was of another version: this request builds its own, without making others wait.
      return { answer: undefined, built: (answer) => this.#keep(key, answer) };
    }
    // No await between the lookup and the set below, so exactly one request becomes the builder.
    let finish!: (answer: KeptAnswer | undefined) => void;
    this.#building.set(key, new Promise((resolve) => (finish = resolve)));
    let done = false;
    return {
      answer: undefined,
      built: (answer) => {
        if (done) return;
        done = true;
        this.#building.delete(key);
        this.#keep(key, answer);
        finish(answer);
      },
    };
  }

  /** The answer kept under `key` for `version`, if there is one: asked without waiting, as most requests find it. */
  hit(key: string, version: string): KeptAnswer | undefined {
    const kept = this.#answers.get(key);
    return kept?.version === version ? kept : undefined;
  }

  #keep(key: string, answer: KeptAnswer | undefined): void {
    if (answer) this.#answers.set(key, answer);
  }
}

/**
 * The query string an answer is kept under: only the parameters in `names` (those that shape the answer),
 * decoded and in name order, the values of a repeated name in their order. So `?b=1&a=2` and
 * `?a=2&b=1&utm_source=x` share one entry instead of each making a new one. Empty, or `?` and the rest.
 */
export function keptQuery(search: string, names: ReadonlySet<string>): string {
  const kept = [...new URLSearchParams(search)].filter(([name]) => names.has(name));
  // Stable: the values of a repeated name keep their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length === 0 ? '' : `?${new URLSearchParams(kept).toString()}`;
}

/** An answer as it is kept, for one version of the public data. */
export function keepAnswer(version: string, contentType: string, text: string): KeptAnswer {
  const identity = Buffer.from(text);
  return { version, contentType, etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`, identity };
}

/** The answer's bytes in `encoding`, compressed the first time a client asks for it. */
export function encoded(answer: KeptAnswer, encoding: Encoding): Buffer {
  const { identity } = answer;
  if (encoding === 'identity') return identity;
  if (encoding === 'br') {
    return (answer.br ??= brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }));
  }
  return (answer.gzip ??= gzipSync(identity, { level: 9 }));
}

/** The headers every kept answer goes out with, whether sent whole, as a 304 or as it is stored. */
export function describeKept(reply: FastifyReply, answer: KeptAnswer, cacheStatus: string): FastifyReply {
  return reply
    .header('etag', answer.etag)
    .header('cache-control', SHARED_CACHE_CONTROL)
    .header('cdn-cache-control', CDN_CACHE_CONTROL)
    .header('vary', withVary(reply.getHeader('vary'), 'accept-encoding'))
    .header(CACHE_STATUS, cacheStatus);
}

/** The Vary header with `name` added to what earlier hooks put there (CORS adds `Origin`). */
function withVary(current: ReturnType<FastifyReply['getHeader']>, name: string): string {
  if (current === undefined) return name;
  const names = (Array.isArray(current) ? current.join(',') : String(current))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((entry) => entry.toLowerCase() === name)) return names.join(', ');
  return [...names, name].join(', ');
}

export const STORED = `${CACHE}; fwd=miss; stored`;

/** Sends a kept answer in the encoding the client takes best, or a 304 when the client holds it already. */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer, cacheStatus: string): FastifyReply {
  if (ifNoneMatch(request.headers['if-none-match'], answer.etag)) return describeKept(reply, answer, cacheStatus).code(304).send();
  const encoding = acceptedEncoding(request);
  if (cacheStatus !== HIT) {
    describeKept(reply, answer, cacheStatus).type(answer.contentType);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(encoded(answer, encoding));
  }
  // The common case, made cheap: the same headers for every hit, built once per answer and encoding.
  const vary = reply.getHeader('vary');
  const headers = ((answer.hitHeaders ??= {})[encoding] ??= hitHeaders(answer, encoding));
  void reply.headers(headers);
  if (vary !== undefined) void reply.header('vary', withVary(vary, 'accept-encoding'));
  return reply.send(encoded(answer, encoding));
}

function hitHeaders(answer: KeptAnswer, encoding: Encoding): Readonly<Record<string, string>> {
  return {
    etag: answer.etag,
    'cache-control': SHARED_CACHE_CONTROL,
    'cdn-cache-control': CDN_CACHE_CONTROL,
    vary: 'accept-encoding',
    [CACHE_STATUS]: HIT,
    'content-type': answer.contentType,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  };
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}

/** Browsers send a handful of distinct Accept-Encoding headers: each is read once. Bounded against made-up ones. */
const encodingByHeader = new Map<string, Encoding>();
const MAX_REMEMBERED_HEADERS = 100;

/** Brotli when the client takes it, then gzip; a `q=0` refuses an encoding. */
export function acceptedEncoding(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'] ?? '';
  let encoding = encodingByHeader.get(header);
  if (encoding === undefined) {
    encoding = preferredEncoding(header);
    if (encodingByHeader.size < MAX_REMEMBERED_HEADERS) encodingByHeader.set(header, encoding);
  }
  return encoding;
}

function preferredEncoding(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
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
