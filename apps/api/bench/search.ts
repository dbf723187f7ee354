/**
 * Product search benchmark: `pnpm bench:search` (or `pnpm --filter @shop/api bench:search`).
 *
 * For each driver (in-memory PGlite, and PostgreSQL when the test server answers), builds a fresh
 * database with a generated catalogue of 10,000 products, warms up, then times ~300 searches from a fixed
 * list of realistic queries (some with typos) twice: through the domain function, and through HTTP with
 * inject() (routing, validation, JSON). Prints median and p95 latency and how many products came back.
 *
 * Options: --products=N (default 10000), --rounds=N (default 10 passes over the 30 queries).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { KeptPerVersion } from '../src/catalog/kept-per-version';
import { listProducts } from '../src/catalog/products';
import { loadConfig } from '../src/config';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { buildServer } from '../src/http/server';
import { createPostgresDatabase, dropPostgresDatabase, POSTGRES_ADMIN_URL } from '../test/support/databases';
import { insertBenchmarkCatalogue } from './catalogue';
import { SEARCHES } from './search-queries';

const QUERIES = SEARCHES;

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => /^--(\w+)=(\d+)$/.exec(arg))
    .filter((match) => match !== null)
    .map((match) => [match[1], Number(match[2])]),
);
const PRODUCTS = options.products ?? 10_000;
const ROUNDS = options.rounds ?? 10;

interface Timing {
  milliseconds: number[];
  results: number[];
}

async function timeSearches(search: (query: string) => Promise<number>): Promise<Timing> {
  for (const query of QUERIES) await search(query); // warm-up: plans, caches, JIT
  const timing: Timing = { milliseconds: [], results: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      const start = performance.now();
      const count = await search(query);
      timing.milliseconds.push(performance.now() - start);
      timing.results.push(count);
    }
  }
  return timing;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function report(driver: string, path: string, timing: Timing): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(
    `${driver.padEnd(10)} ${path.padEnd(7)} searches ${String(timing.milliseconds.length).padStart(4)}` +
      `  median ${ms(percentile(timing.milliseconds, 50))}  p95 ${ms(percentile(timing.milliseconds, 95))}` +
      `  max ${ms(Math.max(...timing.milliseconds))}  results median ${percentile(timing.results, 50)}, max ${Math.max(...timing.results)}`,
  );
}

async function benchmark(driver: string, handle: DatabaseHandle): Promise<void> {
  const started = performance.now();
  const reviewCount = await insertBenchmarkCatalogue(handle.db, { products: PRODUCTS, reviewers: 500 });
  await handle.db.execute(sql`analyze`);
  console.log(`${driver.padEnd(10)} catalogue: ${PRODUCTS} products, ${reviewCount} reviews in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // As the server does: the titles' words, which typos are corrected against, kept while the data is unchanged.
  const keep = new KeptPerVersion().forVersion('0.0');
  report(driver, 'domain', await timeSearches(async (query) => (await listProducts(handle.db, 'http://localhost:3000', { query }, keep)).length));

  const config = loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    STOREFRONT_DIST: '/nonexistent',
    STORYBOOK_DIST: '/nonexistent',
    MEDIA_DIR: '/nonexistent',
  });
  const app = await buildServer({ config, db: handle.db });
  try {
    report(
      driver,
      'http',
      await timeSearches(async (query) => {
        const response = await app.inject({ method: 'GET', url: `/api/user/products/?query=${encodeURIComponent(query)}` });
        if (response.statusCode !== 200) throw new Error(`${query}: HTTP ${response.statusCode}`);
        return (response.json() as unknown[]).length;
      }),
    );
  } finally {
    await app.close();
  }
}

async function postgresReachable(): Promise<boolean> {
  try {
    const { name } = await createPostgresDatabase();
    await dropPostgresDatabase(name);
    return true;
  } catch {
    return false;
  }
}

console.log(`Product search: ${QUERIES.length} queries x ${ROUNDS} rounds per path, after one warm-up round. Node ${process.version}.`);

const pglite = await connectDatabase({ dataDir: 'memory://' });
try {
  await benchmark('pglite', pglite);
} finally {
  await pglite.close();
}

if (await postgresReachable()) {
  const { name, url } = await createPostgresDatabase();
  try {
    const postgres = await connectDatabase({ dataDir: 'memory://', databaseUrl: url, poolSize: 4 });
    try {
      await benchmark('postgres', postgres);
    } finally {
      await postgres.close();
    }
  } finally {
    await dropPostgresDatabase(name);
  }
} else {
  console.log(`postgres   skipped: no server at ${new URL(POSTGRES_ADMIN_URL).host} (set TEST_POSTGRES_URL to use another)`);
}
