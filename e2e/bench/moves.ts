/**
 * Move benchmark: `pnpm bench:moves` (or `pnpm --filter @shop/e2e bench:moves`).
 *
 * How long a move inside the running shop takes on a mid-tier phone on a slow mobile network: from the tap on a link
 * to the frame that draws the next page's heading. Every move to a new path shows the route loader for half a second
 * (the product brief's), while the page's code and its answers are fetched; the move takes longer than that only
 * when they take longer, so what is measured is how the shop fetches a page it moves to, not how it draws one at load.
 *
 * Builds the storefront, starts the real shop from a fresh demo database (shop.ts, as bench:pages does), and in
 * Debian's Chromium at a phone's size (375×812, touch) loads each move's first page as a first visit does (served,
 * hydrated, at full speed, nothing in the cache), measures the host with Lighthouse's CPU benchmark in the page and
 * slows the CPU down by what it calls for (as bench:taps does), slows the network to Lighthouse's mobile preset as
 * Lighthouse applies it through DevTools (slow 4G: its round trip and throughput adjusted for throttling request by
 * request), and taps. Each move --runs times (default 5), in rounds (a run at a busy moment measured again, as
 * bench:pages does); every run printed with how many scripts the move fetched; the medians reported, held to no
 * target.
 *
 * Options (BENCH_PORT in the environment picks the port, 3300 by default): --runs=N, --skip-build (reuse
 * apps/storefront/dist), --moves=home-to-a-product (only those, named as in the report, a space written - and an arrow to).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { launchFullBrowser } from '../chromium';
import { waitingForHydration } from '../fixtures';
import { buildStorefrontUnlessSkipped, chosenByOption, loadAverage, measureInRounds, middleBy, origin, PHONE, runs, slowToAPhone, startShop } from './shop';

/** Lighthouse's mobile network, in the units of DevTools' Network.emulateNetworkConditions (bytes a second). */
const SLOW_4G = {
  offline: false,
  latency: throttling.mobileSlow4G.requestLatencyMs,
  downloadThroughput: (throttling.mobileSlow4G.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (throttling.mobileSlow4G.uploadThroughputKbps * 1024) / 8,
};

/** A move: the page it starts on, and the link a shopper taps there. */
interface Move {
  name: string;
  from: string;
  link: (page: Page) => Locator;
}

const moves: Move[] = [
  { name: 'home → a product', from: '/', link: (page) => page.locator('main a[href^="/products/"]').first() },
  { name: 'a product → home', from: '/products/ss-bird-spikes', link: (page) => page.getByRole('banner').getByRole('link', { name: 'BirdShield India' }) },
  { name: 'the listing → a product', from: '/products', link: (page) => page.locator('main a[href^="/products/"]').first() },
  { name: 'a product → the cart', from: '/products/ss-bird-spikes', link: (page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ }) },
];

interface Run {
  /** From the tap to the frame that drew the next page's heading. */
  ms: number;
  /** How many scripts the move fetched. */
  scripts: number;
  hostBenchmarkIndex: number;
  cpuSlowdown: number;
}

async function main(): Promise<void> {
  buildStorefrontUnlessSkipped();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-moves-'));
  try {
    const stopShop = await startShop(path.join(dataDir, 'shop'));
    try {
      const browser = await launchFullBrowser();
      try {
        const chosenMoves = chosenByOption('moves', moves);
        console.log(`› load average ${loadAverage()}`);
        const measured = await measureInRounds(chosenMoves, async (move, run) => {
          const result = await measure(browser, move);
          console.log(`  ${move.name} run ${run}: ${result.ms} ms, ${result.scripts} scripts; host index ${result.hostBenchmarkIndex}, slowdown ${result.cpuSlowdown.toFixed(2)}×`);
          return result;
        });
        report(chosenMoves.map((move, index) => [move.name, measured[index]!]));
      } finally {
        await browser.close();
      }
    } finally {
      await stopShop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The times the page keeps, from the script `timeTheMove` starts in it. */
interface Timed {
  shopBenchTappedAt?: number;
  shopBenchShownAt?: number;
}

/**
 * Runs in the page before its own scripts: notes when a finger first goes down, then watches for a heading in the
 * page's main landmark other than the one it had then, and notes the frame after it came. The shell keeps the old
 * page under the route loader until the new one is ready, so a new heading is the new page.
 */
function timeTheMove(): void {
  const timed = window as unknown as Timed;
  addEventListener(
    'pointerdown',
    () => {
      if (timed.shopBenchTappedAt !== undefined) return;
      timed.shopBenchTappedAt = performance.now();
      const before = document.querySelector('main h1')?.textContent;
      const observer = new MutationObserver(() => {
        const heading = document.querySelector('main h1');
        if (!heading || heading.textContent === before) return;
        observer.disconnect();
        requestAnimationFrame(() => (timed.shopBenchShownAt = performance.now()));
      });
      const main = document.querySelector('main');
      if (main) observer.observe(main, { childList: true, subtree: true });
    },
    true,
  );
}

async function measure(browser: Browser, move: Move): Promise<Run> {
  const context = await browser.newContext({ ...PHONE, baseURL: origin });
  try {
    await context.addInitScript(timeTheMove);
    const page = waitingForHydration(await context.newPage());
    await page.goto(move.from);
    await page.waitForLoadState('networkidle');
    const link = move.link(page);
    await link.scrollIntoViewIfNeeded();
    const { hostBenchmarkIndex, cpuSlowdown, cdp } = await slowToAPhone(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    let scripts = 0;
    page.on('request', (request) => request.resourceType() === 'script' && scripts++);
    await link.tap();
    // Polled once a second, as a check run in the page takes its main thread; the time is the page's own record.
    const shown = await page.waitForFunction(() => (window as unknown as Timed).shopBenchShownAt, undefined, { polling: 1000, timeout: 60_000 });
    await shown.dispose();
    const ms = await page.evaluate(() => {
      const timed = window as unknown as Timed;
      return Math.round(timed.shopBenchShownAt! - timed.shopBenchTappedAt!);
    });
    return { ms, scripts, hostBenchmarkIndex: Math.round(hostBenchmarkIndex), cpuSlowdown };
  } finally {
    await context.close();
  }
}

function report(results: [string, Run[]][]): void {
  console.log(`\nA move on a phone (375×812, touch) on Lighthouse's slow 4G, each run's CPU slowdown calibrated by its own host index, median of ${runs} runs (no target)`);
  console.table(
    results.map(([name, measured]) => ({
      move: name,
      'to the next page ms': middleBy(measured, (run) => run.ms).ms,
      scripts: middleBy(measured, (run) => run.scripts).scripts,
      'host index': middleBy(measured, (run) => -run.hostBenchmarkIndex).hostBenchmarkIndex,
      slowdown: `${middleBy(measured, (run) => run.cpuSlowdown).cpuSlowdown.toFixed(2)}×`,
    })),
  );
}

await main();
