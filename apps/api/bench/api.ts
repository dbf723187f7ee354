/**
 * The API under load: `pnpm bench:api` (or `pnpm --filter @shop/api bench:api`).
 *
 * For PostgreSQL (a fresh database on the test server, created and dropped; skipped when none answers) and
 * PGlite (a fresh directory), and for the demo catalogue and a generated one of 10,000 products, starts the
 * shop as production does and measures with autocannon on loopback: 50 connections, 3 rounds of 10 s, the
 * median round. Then a checkout mix on the demo catalogue: 20 shoppers buying for 60 s, with the database
 * checked afterwards. Prints each figure beside the issue's target and the figure measured before (#16).
 *
 * Needs the built storefront for the product page's HTML (`pnpm --filter @shop/storefront build`).
 * Options: --quick (1 round of 3 s, a 10 s checkout mix), --rounds=N, --seconds=N, --connections=N,
 * --products=N, --checkout-seconds=N, --shoppers=N, --port=N (first port; default 3335), --only=postgres|pglite.
 * BENCH_NODE_OPTIONS is passed to the server as NODE_OPTIONS (e.g. `--inspect=127.0.0.1:9229` to profile it from
 * DevTools; Node refuses `--cpu-prof` there).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createPostgresDatabase, dropPostgresDatabase, POSTGRES_ADMIN_URL } from '../test/support/databases';
import { measure, type LoadOptions, type LoadResult, type Target } from './api-load';
import { startBenchShop, type BenchShop, type Driver } from './api-server';
import { runCheckoutMix, type CheckoutMixResult } from './checkout-mix';
import { SEARCHES } from './search-queries';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const numberOption = (name: string, fallback: number) => {
  const match = args.map((arg) => new RegExp(`^--${name}=(\\d+)$`).exec(arg)).find((found) => found !== null);
  return match ? Number(match[1]) : fallback;
};
const only = args.map((arg) => /^--only=(postgres|pglite)$/.exec(arg)?.[1]).find((found) => found !== undefined) as Driver | undefined;

const load: LoadOptions = {
  connections: numberOption('connections', 50),
  seconds: numberOption('seconds', quick ? 3 : 10),
  rounds: numberOption('rounds', quick ? 1 : 3),
};
const LARGE_CATALOGUE = numberOption('products', 10_000);
const CHECKOUT_SECONDS = numberOption('checkout-seconds', quick ? 10 : 60);
const SHOPPERS = numberOption('shoppers', 20);
const FIRST_PORT = numberOption('port', 3335);
const STOREFRONT_BUILT = existsSync(path.resolve(import.meta.dirname, '../../storefront/dist/index.html'));

/** What #16 asks for on PostgreSQL, and what main measured before it (req/s; PGlite's list and slug too). */
interface Goal {
  target: { minRequestsPerSecond?: number; maxP95?: number };
  before?: Partial<Record<Driver, number>>;
}
const GOALS: Record<string, Goal> = {
  'product list': { target: { minRequestsPerSecond: 3000 }, before: { postgres: 295, pglite: 262 } },
  'product by slug': { target: { minRequestsPerSecond: 5000 }, before: { postgres: 1112, pglite: 506 } },
  "a product page's HTML": { target: { minRequestsPerSecond: 2500 }, before: { postgres: 387 } },
  search: { target: { maxP95: 20 }, before: { postgres: 346 } },
  'first page of the list': { target: { maxP95: 50 } },
};

interface Row {
  driver: Driver;
  catalogue: string;
  name: string;
  goal: string | undefined;
  result: LoadResult;
}

const rows: Row[] = [];
const mixes: { driver: Driver; result: CheckoutMixResult }[] = [];
let nextPort = FIRST_PORT;

function randomInt(below: number): number {
  return Math.floor(Math.random() * below);
}

/** The measurements of one shop: what a visitor reads most, and at 10,000 products the paged reads. */
function scenarios(shop: BenchShop, large: boolean): { name: string; goal?: string; target: Target }[] {
  const list: { name: string; goal?: string; target: Target }[] = [];
  // At 10,000 products the plain array is megabytes no client asks for any more; the first page replaces it.
  if (!large) list.push({ name: 'product list (plain array)', goal: 'product list', target: { path: '/api/user/products/' } });
  list.push({ name: 'product by slug', goal: 'product by slug', target: { path: `/api/user/products/${shop.product.slug}/` } });
  if (STOREFRONT_BUILT) list.push({ name: "a product page's HTML", goal: "a product page's HTML", target: { path: `/products/${shop.product.slug}` } });
  if (large) {
    const searches = SEARCHES.map((query) => `/api/user/products/?query=${encodeURIComponent(query)}&limit=200`);
    list.push(
      { name: 'search, 30 queries (kept answers)', goal: 'search', target: { paths: searches } },
      // A page size drawn at random makes nearly every request a new answer: the search itself, timed.
      {
        name: 'search, 30 queries (built anew)',
        goal: 'search',
        target: { nextPath: () => `${searches[randomInt(searches.length)]!.replace('limit=200', `limit=${1 + randomInt(200)}`)}` },
      },
      { name: 'first page of the list (kept)', goal: 'first page of the list', target: { path: '/api/user/products/?limit=24' } },
      {
        name: 'a page at a random offset (built anew)',
        goal: 'first page of the list',
        target: { nextPath: () => `/api/user/products/?limit=24&offset=${randomInt(LARGE_CATALOGUE)}` },
      },
      { name: 'product list (first 200, as the storefront asks)', target: { path: '/api/user/products/?limit=200' } },
    );
  }
  return list;
}

async function benchShop(driver: Driver, catalogue: 'demo' | number, withCheckout: boolean): Promise<void> {
  const label = catalogue === 'demo' ? 'demo' : `${catalogue.toLocaleString('en-IN')} products`;
  const started = performance.now();
  const shop = await startBenchShop(driver, catalogue, nextPort++, withCheckout ? SHOPPERS : 0);
  console.log(`${driver} · ${label}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s at ${shop.baseUrl}`);
  try {
    for (const scenario of scenarios(shop, catalogue !== 'demo')) {
      await settle(shop);
      const result = await measure(shop.baseUrl, scenario.target, load);
      rows.push({ driver, catalogue: label, name: scenario.name, goal: scenario.goal, result });
      console.log(`  ${scenario.name}: ${format(result)}`);
    }
    if (withCheckout) {
      const result = await runCheckoutMix(shop, CHECKOUT_SECONDS);
      mixes.push({ driver, result });
      console.log(`  checkout mix: ${describeMix(result)}`);
    }
  } finally {
    await shop.dispose();
  }
}

/**
 * Waits until the shop has worked off what the last measurement left queued (autocannon stops sending, the
 * server does not stop answering), so one measurement's backlog is not the next one's latency. The probe is
 * a page no one asked before: it needs the database, as the queued requests did.
 */
async function settle(shop: BenchShop): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    const started = performance.now();
    const response = await fetch(`${shop.baseUrl}/api/user/products/?limit=1&offset=${attempt}&sort=price-desc`);
    await response.arrayBuffer();
    if (performance.now() - started < 500) return;
  }
}

const number = (value: number) => Math.round(value).toLocaleString('en-IN');
const format = (result: LoadResult) =>
  `${number(result.requestsPerSecond)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms${result.errors ? `, ${result.errors} errors` : ''}`;
const describeMix = (r: CheckoutMixResult) =>
  `${r.shoppers} shoppers × ${r.seconds} s: ${r.ordersPlaced} orders placed, ${r.ordersPaid} paid, ${r.errors} errors, ` +
  `purchase p50 ${r.purchaseP50.toFixed(0)} ms p95 ${r.purchaseP95.toFixed(0)} ms; in the database ${r.lost} lost, ${r.duplicated} duplicated` +
  (r.errorSamples.length ? `\n    errors: ${r.errorSamples.join(' | ')}` : '');

function verdict(row: Row): { target: string; met: string; before: string; ratio: string } {
  const goal = row.goal ? GOALS[row.goal] : undefined;
  const { minRequestsPerSecond, maxP95 } = goal?.target ?? {};
  const target = minRequestsPerSecond ? `≥ ${number(minRequestsPerSecond)} req/s` : maxP95 ? `p95 ≤ ${maxP95} ms` : '';
  const met =
    minRequestsPerSecond !== undefined ? (row.result.requestsPerSecond >= minRequestsPerSecond ? 'yes' : 'NO')
    : maxP95 !== undefined ? (row.result.p95 <= maxP95 ? 'yes' : 'NO')
    : '';
  const before = goal?.before?.[row.driver];
  return {
    target: row.driver === 'postgres' ? target : target && `(${target})`,
    met: row.driver === 'postgres' ? met : met && `(${met})`,
    before: before ? `${number(before)} req/s` : '',
    ratio: before ? `× ${(row.result.requestsPerSecond / before).toFixed(1)}` : '',
  };
}

function printTable(): void {
  const header = ['database', 'catalogue', 'measurement', 'req/s', 'p50 ms', 'p95 ms', 'errors', 'target (#16)', 'met', 'before', 'ratio'];
  const lines = rows.map((row) => {
    const v = verdict(row);
    return [row.driver, row.catalogue, row.name, number(row.result.requestsPerSecond), row.result.p50.toFixed(1), row.result.p95.toFixed(1), String(row.result.errors), v.target, v.met, v.before, v.ratio];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const print = (cells: string[]) => console.log(`| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
  console.log('');
  print(header);
  print(widths.map((width) => '-'.repeat(width)));
  for (const line of lines) print(line);
  for (const { driver, result } of mixes) {
    const ok = result.errors === 0 && result.lost === 0 && result.duplicated === 0;
    console.log(`\nCheckout mix on ${driver} (target on PostgreSQL: 0 errors, 0 lost or duplicated; ${ok ? 'met' : 'NOT met'}): ${describeMix(result)}`);
  }
  console.log('\nTargets are for PostgreSQL; PGlite figures show them in brackets. "before": main, measured in #16.');
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

console.log(
  `API load: ${load.connections} connections, ${load.rounds} × ${load.seconds} s per measurement (median round), Node ${process.version}.` +
    (STOREFRONT_BUILT ? '' : ' No storefront build: the HTML page is left out (pnpm --filter @shop/storefront build).'),
);
const drivers: Driver[] = [];
if (only !== 'pglite') {
  if (await postgresReachable()) drivers.push('postgres');
  else console.log(`postgres skipped: no server at ${new URL(POSTGRES_ADMIN_URL).host} (set TEST_POSTGRES_URL to use another)`);
}
if (only !== 'postgres') drivers.push('pglite');

for (const driver of drivers) {
  await benchShop(driver, 'demo', true);
  await benchShop(driver, LARGE_CATALOGUE, false);
}
printTable();
