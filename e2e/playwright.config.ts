import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, testBrowserPath } from './chromium';
import { outputDir, shops } from './shops';
import { testClockToken } from './testClock';
import { PHONE } from './viewports';

/**
 * Browser tests against the real shop: the API started on a spare port from a
 * fresh demo database, serving the storefront build (`pnpm --filter @shop/storefront build` runs first).
 * The refunds journey runs against a second API on a fresh PostgreSQL database (E2E_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres), which pays through a fake Razorpay on loopback
 * (postgres/serveOnPostgres.ts). Every shop of the run is started by serveShops.ts (shops.ts says which).
 * Debian's Chromium is used; Playwright never downloads a browser.
 */

// E2E_PORT lets several runs share a machine, each with its own servers and databases (ports.ts).
const port = shops.demo.port;
const baseURL = process.env.E2E_BASE_URL ?? shops.demo.baseURL;
const onOwnServers = !process.env.E2E_BASE_URL;
// The listing of a large catalogue (tests/products-large.spec.ts): a shop seeded with the demo catalogue and 250
// lots of it (apps/api/scripts/seed-large-catalogue.ts).
const LARGE_CATALOGUE_SPEC = /products-large\.spec\.ts$/;
// The sales journey moves its shop's clock (SETTABLE_CLOCK, a secret made for the run) to watch a sale start and
// end: on a shop of its own, so no other journey sees a sale's prices or its announcement.
const SALES_SPEC = /sales\.spec\.ts$/;
const OWN_SHOP_SPECS = [LARGE_CATALOGUE_SPEC, SALES_SPEC];

const chromium = { executablePath: process.env.E2E_CHROMIUM ?? testBrowserPath, args: chromiumFlags };

// The refunds journey runs on the PostgreSQL shop, which takes payments through (the fake) Razorpay: there a
// refund waits for the provider's signed webhook, which is what a shop in production shows its staff. Two shoppers'
// race for one survey time runs there too (and on the phone's PGlite): two holds are two connections there.
const ON_POSTGRES = /(admin-refunds|quote-installation|book-survey-race)\.spec\.ts$/;
// The Hindi shopper's purchase runs on both databases, a width on each: on a phone on PGlite, and at 1280 px on
// PostgreSQL, where the order is paid through Razorpay. A third run, at 1280 px on PGlite, went the same pages at the
// same width as the PostgreSQL one, for 37 s of a worker; the demo payment's dialog at that width is still walked by
// the business buyer's journey.
const ON_BOTH_DATABASES = /hindi-purchase\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // A real SMTP server on loopback receives the shop's mail (sign-up codes); tests read it with
  // mail/mailbox.ts. Playwright starts the webServer before this setup runs; that is fine, because
  // the shop only sends mail when a test asks it to, and the port is fixed in mail/mailConfig.ts.
  globalSetup: './mail/globalSetup.ts',
  // Per port, because Playwright empties its output folder when a run starts.
  outputDir: path.join(outputDir, 'test-results', String(port)),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a journey that fails once is fixed, not run again.
  retries: 0,
  // Two cores: one worker per core, and the API shares them.
  workers: 2,
  // In CI the journeys share the two cores with the Storybook runner and the API tests, and in a slow hour the
  // whole stage has run 2.7 times as long as alone (3353 s against 1225 s), where a short journey has taken over
  // a minute; a test's waits stay event-driven, so this costs a passing test nothing.
  timeout: 120_000,
  // What a test waits for stays the same; on these shared two-core machines a full page (the 500 ms
  // route loader, the API call, 26 product cards) has taken longer than the default 5 s to appear, and
  // twice as long again in a slow hour.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(outputDir, 'report', String(port)), open: 'never' }]],
  use: {
    baseURL,
    launchOptions: chromium,
    // No trace: recording one films every action of every journey (the browser encodes a frame per paint) and
    // snapshots the page after each step, which took a fifth of the journeys' time, and CI keeps no files.
    // To see a failure step by step, run it again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  },
  // A journey runs at both widths unless its pages do not differ by width where it goes: then it is tagged with
  // the width its person uses, `@phone` (a shopper's failure states, a packer at the shelf) or `@desktop` (an owner
  // at the desk, the keyboard and mouse paths), and runs there alone. The API tests hold the rules, money and
  // permissions on both databases; a journey is the path through the pages.
  projects: [
    {
      name: 'phone',
      testIgnore: OWN_SHOP_SPECS,
      grepInvert: /@desktop/,
      use: PHONE,
    },
    {
      name: 'desktop',
      testIgnore: [...OWN_SHOP_SPECS, ON_POSTGRES, ON_BOTH_DATABASES],
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    ...(onOwnServers
      ? [
          // Desktop only: the spec looks at 375 px itself, on the same server.
          {
            name: 'large-catalogue',
            testMatch: LARGE_CATALOGUE_SPEC,
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: shops.largeCatalogue.baseURL },
          },
          // Desktop only, as one journey: the spec looks at 375 px itself, and the shop has one clock.
          {
            name: 'sales',
            testMatch: SALES_SPEC,
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: shops.sales.baseURL },
          },
          {
            name: 'desktop-postgres',
            testMatch: [ON_POSTGRES, ON_BOTH_DATABASES],
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: shops.postgres.baseURL },
          },
        ]
      : []),
  ],
  // Skipped when E2E_BASE_URL points at a shop that is already running. One server for all the shops, which start
  // side by side (Playwright starts a list of web servers one after another); it prints `shops ready` when every
  // shop answers, and stops them all on SIGTERM, the PostgreSQL shop dropping its database.
  webServer: onOwnServers
    ? {
        command: 'exec node --import tsx serveShops.ts',
        // The sales shop's clock secret, made here so the journeys' workers have it too.
        env: { E2E_TEST_CLOCK_TOKEN: testClockToken() },
        wait: { stdout: /^shops ready$/m },
        reuseExistingServer: false,
        // 47 s on a quiet machine; a slow hour runs the suite up to 2.7 times longer.
        timeout: 300_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
        stdout: 'ignore',
        stderr: 'pipe',
      }
    : undefined,
});
