/**
 * The API under load: `pnpm bench:api` (or `pnpm --filter @shop/api bench:api`).
 *
 * For PostgreSQL (a fresh database on the test server, created and dropped; skipped when none answers) and
 * PGlite (a fresh directory), and for the demo catalogue and a generated one of 10,000 products, starts the
 * shop as production does and measures with autocannon on loopback: 50 connections, 3 rounds of 10 s, the
 * median round. Each read the shop answers from memory is measured beside its ceiling: a bare Fastify on the
 * same machine sending the same bytes (ceiling.ts), their rounds taken in turn; the share of that ceiling is
 * the figure that holds from one hour to the next, as absolute req/s do not. Then a checkout mix on the demo
 * catalogue: 20 shoppers buying for 60 s, with the database checked afterwards (refusals named by the shop
 * counted apart from errors). Prints the host's cores and
 * load average before and after, so a reader can judge the sitting.
 *
 * Needs the built storefront for the product page's HTML (`pnpm --filter @shop/storefront build`).
 * Options: --quick (1 round of 3 s, a 10 s checkout mix), --rounds=N, --seconds=N, --connections=N,
 * --products=N, --checkout-seconds=N (0: no checkout mix), --shoppers=N, --port=N (first port; default 3335),
 * --only=postgres|pglite, --catalogue=demo|large, --api-dir=PATH (start the API of another checkout, e.g. a
 * worktree of an older commit, to compare in the same sitting; its storefront build is the one served).
 * BENCH_NODE_OPTIONS is passed to the server as NODE_OPTIONS (e.g. `--inspect=127.0.0.1:9229` to profile it from
 * DevTools; Node refuses `--cpu-prof` there).
 */
import { existsSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, dropPostgresDatabase, POSTGRES_ADMIN_URL } from '../test/support/databases';
import { BROWSER_HEADERS, measure, measureBeside, type LoadOptions, type LoadResult, type Target } from './api-load';
import { startBenchShop, type BenchShop, type Driver } from './api-server';
import { recordAnswer, startCeiling } from './ceiling';
import { runCheckoutMix, type CheckoutMixResult } from './checkout-mix';
import { SEARCHES } from './search-queries';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const option = (name: string, pattern: string) =>
  args.map((arg) => new RegExp(`^--${name}=(${pattern})$`).exec(arg)?.[1]).find((found) => found !== undefined);
const numberOption = (name: string, fallback: number) => Number(option(name, '\\d+') ?? fallback);
const only = option('only', 'postgres|pglite') as Driver | undefined;
const catalogues = option('catalogue', 'demo|large');

const load: LoadOptions = {
  connections: numberOption('connections', 50),
  seconds: numberOption('seconds', quick ? 3 : 10),
  rounds: numberOption('rounds', quick ? 1 : 3),
};
const LARGE_CATALOGUE = numberOption('products', 10_000);
const CHECKOUT_SECONDS = numberOption('checkout-seconds', quick ? 10 : 60);
const SHOPPERS = numberOption('shoppers', 20);
const FIRST_PORT = numberOption('port', 3335);
const API_DIR = path.resolve(option('api-dir', '.+') ?? path.resolve(import.meta.dirname, '..'));
const STOREFRONT_BUILT = existsSync(path.resolve(API_DIR, '../storefront/dist/index.html'));

/** The targets on PostgreSQL: a kept read's share of its ceiling, or a p95 for reads built anew. */
interface Goal {
  minShare?: number;
  maxP95?: number;
}
const GOALS: Record<string, Goal> = {
  'product list': { minShare: 0.9 },
  'product by slug': { minShare: 0.5 },
  "a product page's HTML": { minShare: 0.9 },
  search: { maxP95: 20 },
  'first page of the list': { maxP95: 50 },
};

interface Row {
  driver: Driver;
  catalogue: string;
  name: string;
  goal: string | undefined;
  result: LoadResult;
  /** The same answers from a bare server, in the same sitting: for reads the shop keeps in memory. */
  ceiling?: LoadResult;
  /** The shop's req/s as a share of the ceiling's: the median of the rounds' own ratios. */
  share?: number;
}

interface Scenario {
  name: string;
  goal?: string;
  target: Target;
  /** Answered from memory (the same bytes every time), so it has a ceiling to be measured beside. */
  kept?: boolean;
}

const rows: Row[] = [];
const mixes: { driver: Driver; result: CheckoutMixResult }[] = [];
let nextPort = FIRST_PORT;

function randomInt(below: number): number {
  return Math.floor(Math.random() * below);
}

/** The measurements of one shop: what a visitor reads most, and at 10,000 products the paged reads. */
function scenarios(shop: BenchShop, large: boolean): Scenario[] {
  const list: Scenario[] = [];
  // At 10,000 products the plain array is megabytes no client asks for any more; the first page replaces it.
  if (!large) list.push({ name: 'product list (plain array)', goal: 'product list', target: { path: '/api/user/products/' }, kept: true });
  list.push({ name: 'product by slug', goal: 'product by slug', target: { path: `/api/user/products/${shop.product.slug}/` }, kept: true });
  if (STOREFRONT_BUILT) list.push({ name: "a product page's HTML", goal: "a product page's HTML", target: { path: `/products/${shop.product.slug}` }, kept: true });
  if (large) {
    const searches = SEARCHES.map((query) => `/api/user/products/?query=${encodeURIComponent(query)}&limit=200`);
    list.push(
      { name: 'search, 30 queries (kept answers)', target: { paths: searches }, kept: true },
      // A page size drawn at random makes nearly every request a new answer: the search itself, timed.
      {
        name: 'search, 30 queries (built anew)',
        goal: 'search',
        target: { nextPath: () => `${searches[randomInt(searches.length)]!.replace('limit=200', `limit=${1 + randomInt(200)}`)}` },
      },
      { name: 'first page of the list (kept)', target: { path: '/api/user/products/?limit=24' }, kept: true },
      {
        name: 'a page at a random offset (built anew)',
        goal: 'first page of the list',
        target: { nextPath: () => `/api/user/products/?limit=24&offset=${randomInt(LARGE_CATALOGUE)}` },
      },
      { name: "the products page's first call", target: { path: '/api/user/products/?limit=24&price_to=50000' }, kept: true },
    );
  }
  return list;
}

const pathsOf = (target: Target): readonly string[] => ('path' in target ? [target.path] : 'paths' in target ? target.paths : []);

async function benchShop(driver: Driver, catalogue: 'demo' | number, withCheckout: boolean): Promise<void> {
  const label = catalogue === 'demo' ? 'demo' : `${catalogue.toLocaleString('en-IN')} products`;
  const started = performance.now();
  const shop = await startBenchShop(driver, catalogue, nextPort++, withCheckout ? SHOPPERS : 0, API_DIR);
  console.log(`${driver} · ${label}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s at ${shop.baseUrl}`);
  const list = scenarios(shop, catalogue !== 'demo');
  const answers = [];
  for (const scenario of list.filter((s) => s.kept)) {
    for (const requestPath of pathsOf(scenario.target)) answers.push(await recordAnswer(shop.baseUrl, requestPath, BROWSER_HEADERS));
  }
  const ceiling = await startCeiling(nextPort++, answers);
  try {
    for (const scenario of list) {
      await settle(shop);
      const load1 = loadavg()[0]!;
      const measured = scenario.kept
        ? await measureBeside(shop.baseUrl, ceiling.baseUrl, scenario.target, load)
        : { shop: await measure(shop.baseUrl, scenario.target, load) };
      const row: Row = { driver, catalogue: label, name: scenario.name, goal: scenario.goal, result: measured.shop, ...('ceiling' in measured ? { ceiling: measured.ceiling, share: measured.share } : {}) };
      rows.push(row);
      console.log(`  ${scenario.name}: ${format(row.result)}${row.ceiling ? ` · ceiling ${format(row.ceiling)} · ${share(row)}` : ''} (load ${load1.toFixed(2)})`);
    }
    if (withCheckout) {
      const result = await runCheckoutMix(shop, CHECKOUT_SECONDS);
      mixes.push({ driver, result });
      console.log(`  checkout mix: ${describeMix(result)}`);
    }
  } finally {
    await ceiling.stop();
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
const share = (row: Row) => (row.share === undefined ? '' : `${Math.round(100 * row.share)} % of the ceiling`);
const describeMix = (r: CheckoutMixResult) =>
  `${r.shoppers} shoppers × ${r.seconds} s: ${r.ordersPlaced} orders placed, ${r.ordersPaid} paid online, ${r.ordersConfirmed} cash on delivery confirmed, ${r.refusals} refused by the shop, ${r.errors} errors, ` +
  `purchase p50 ${r.purchaseP50.toFixed(0)} ms p95 ${r.purchaseP95.toFixed(0)} ms; in the database ${r.lost} lost, ${r.duplicated} duplicated` +
  (r.refusalSamples.length ? `\n    refused: ${r.refusalSamples.join(' | ')}` : '') +
  (r.errorSamples.length ? `\n    errors: ${r.errorSamples.join(' | ')}` : '');

function verdict(row: Row): { target: string; met: string } {
  const { minShare, maxP95 } = (row.goal ? GOALS[row.goal] : undefined) ?? {};
  const target = minShare !== undefined ? `≥ ${Math.round(minShare * 100)} % of ceiling` : maxP95 !== undefined ? `p95 ≤ ${maxP95} ms` : '';
  const met =
    minShare !== undefined ? (row.share! >= minShare ? 'yes' : 'NO')
    : maxP95 !== undefined ? (row.result.p95 <= maxP95 ? 'yes' : 'NO')
    : '';
  return { target: row.driver === 'postgres' ? target : target && `(${target})`, met: row.driver === 'postgres' ? met : met && `(${met})` };
}

function printTable(): void {
  const header = ['database', 'catalogue', 'measurement', 'req/s', 'ceiling req/s', 'share', 'p50 ms', 'p95 ms', 'errors', 'target', 'met'];
  const lines = rows.map((row) => {
    const v = verdict(row);
    return [
      row.driver,
      row.catalogue,
      row.name,
      number(row.result.requestsPerSecond),
      row.ceiling ? number(row.ceiling.requestsPerSecond) : '',
      row.share === undefined ? '' : `${Math.round(100 * row.share)} %`,
      row.result.p50.toFixed(1),
      row.result.p95.toFixed(1),
      String(row.result.errors + (row.ceiling?.errors ?? 0)),
      v.target,
      v.met,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const print = (cells: string[]) => console.log(`| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
  console.log('');
  print(header);
  print(widths.map((width) => '-'.repeat(width)));
  for (const line of lines) print(line);
  for (const { driver, result } of mixes) {
    const ok = result.errors === 0 && result.lost === 0 && result.duplicated === 0;
    console.log(`\nCheckout mix on ${driver} (target on PostgreSQL: 0 errors, 0 lost or duplicated, refusals apart; ${ok ? 'met' : 'NOT met'}): ${describeMix(result)}`);
  }
  console.log('\nTargets are for PostgreSQL; PGlite figures show them in brackets. The ceiling: a bare Fastify sending the same bytes, measured in turn with the shop.');
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

const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(' ');
console.log(
  `API load: ${load.connections} connections, ${load.rounds} × ${load.seconds} s per measurement (median round), Node ${process.version}, ` +
    `API at ${API_DIR}.` +
    (STOREFRONT_BUILT ? '' : ' No storefront build: the HTML page is left out (pnpm --filter @shop/storefront build).'),
);
console.log(`Host: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}); load average before (1, 5, 15 min): ${loadAverage()}`);
const drivers: Driver[] = [];
if (only !== 'pglite') {
  if (await postgresReachable()) drivers.push('postgres');
  else console.log(`postgres skipped: no server at ${new URL(POSTGRES_ADMIN_URL).host} (set TEST_POSTGRES_URL to use another)`);
}
if (only !== 'postgres') drivers.push('pglite');

for (const driver of drivers) {
  if (catalogues !== 'large') await benchShop(driver, 'demo', CHECKOUT_SECONDS > 0);
  if (catalogues !== 'demo') await benchShop(driver, LARGE_CATALOGUE, false);
}
printTable();
console.log(`Host: load average after (1, 5, 15 min): ${loadAverage()}`);
