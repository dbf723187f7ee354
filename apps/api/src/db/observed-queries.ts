/**
 * A way to watch every query a Database runs (its metrics and traces), whichever driver is underneath and
 * inside transactions too. Drizzle has no hook for it: every prepared query of every driver runs through
 * `PgPreparedQuery.queryWithCache`, which this module wraps once, and each database carries its observers in
 * the cache object Drizzle keeps for it (a no-op cache, so nothing is cached). If a Drizzle upgrade removes
 * that method, start-up fails here rather than the metrics quietly going blank.
 */
import { NoopCache } from 'drizzle-orm/cache/core';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** Runs `query` (its SQL text without values is `statement`) and answers what it answers; may time it, trace it… */
export type QueryObserver = <T>(statement: string, query: () => Promise<T>) => Promise<T>;

/** Drizzle's no-op cache, holding the database's observers. */
export class ObservedQueries extends NoopCache {
  readonly observers: QueryObserver[] = [];
}

type QueryWithCache = <T>(this: { cache?: unknown }, queryString: string, params: unknown[], query: () => Promise<T>) => Promise<T>;

const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache?: QueryWithCache };
const original = prototype.queryWithCache;
if (typeof original !== 'function') throw new Error('Drizzle no longer has PgPreparedQuery.queryWithCache: update src/db/observed-queries.ts');
prototype.queryWithCache = function observed<T>(this: { cache?: unknown }, queryString: string, params: unknown[], query: () => Promise<T>): Promise<T> {
  const run = () => original.call(this, queryString, params, query) as Promise<T>;
  if (!(this.cache instanceof ObservedQueries) || this.cache.observers.length === 0) return run();
  return this.cache.observers.reduceRight<() => Promise<T>>((inner, observer) => () => observer(queryString, inner), run)();
};

/** Adds an observer to every query of `db` from now on; answers a function that removes it. */
export function observeQueries(db: Database, observer: QueryObserver): () => void {
  const observed = (db as unknown as { $cache?: unknown }).$cache;
  if (!(observed instanceof ObservedQueries)) throw new Error('This database was not opened by connectDatabase, which makes its queries observable');
  observed.observers.push(observer);
  return () => {
    const index = observed.observers.indexOf(observer);
    if (index !== -1) observed.observers.splice(index, 1);
  };
}
