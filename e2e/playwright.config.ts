import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, testBrowserPath } from './chromium';
import { MAIL_FROM, smtpUrl } from './mail/mailConfig';
import { courierEnv } from './courier/fakeShiprocket';
import { messagingEnv } from './messaging/fakeMessaging';
import { e2ePort, fakeMsg91Port, fakeShiprocketPort, largeCataloguePort, salesShopPort } from './ports';
import { STAFF_EMAILS } from './staff';
import { testClockToken } from './testClock';

/**
 * Browser tests against the real shop: the API started on a spare port from a
 * fresh demo database, serving the storefront build (`pnpm --filter @shop/storefront build` runs first).
 * The refunds journey runs against a second API on a fresh PostgreSQL database (E2E_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres), which pays through a fake Razorpay on loopback
 * (postgres/serveOnPostgres.ts).
 * Debian's Chromium is used; Playwright never downloads a browser.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const outputDir = path.join(here, '.output');
// E2E_PORT lets several runs share a machine, each with its own server and database.
const port = e2ePort();
const dataDir = path.join(outputDir, `data-${port}`);

const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// The back-office journeys run once more against PostgreSQL, on their own server (postgres/serveOnPostgres.ts).
const postgresPort = Number(process.env.E2E_POSTGRES_PORT ?? port + 2000);
const postgresBaseURL = `http://127.0.0.1:${postgresPort}`;
const onOwnServers = !process.env.E2E_BASE_URL;
// The listing of a large catalogue (tests/products-large.spec.ts): a third shop, seeded with the demo
// catalogue and 250 lots of it (apps/api/scripts/seed-large-catalogue.ts).
const largePort = largeCataloguePort();
const largeDataDir = path.join(outputDir, `data-large-${largePort}`);
const largeBaseURL = `http://127.0.0.1:${largePort}`;
const LARGE_CATALOGUE_SPEC = /products-large\.spec\.ts$/;
// The sales journey moves its shop's clock (SETTABLE_CLOCK, a secret made for the run) to watch a sale start and
// end: on a shop of its own, so no other journey sees a sale's prices or its announcement.
const salesPort = salesShopPort();
const salesDataDir = path.join(outputDir, `data-sales-${salesPort}`);
const salesBaseURL = `http://127.0.0.1:${salesPort}`;
const SALES_SPEC = /sales\.spec\.ts$/;
const OWN_SHOP_SPECS = [LARGE_CATALOGUE_SPEC, SALES_SPEC];

// TRUST_PROXY=1: the journeys' API sign-ups say which customer they are with X-Forwarded-For, as the
// one load balancer in front of a shop would, so one machine's many test customers do not share
// one address's limits.
// STAFF_EMAILS: the accounts the journeys sign in to the back-office with (owners, by that list).
// SITE_URL, per shop: the origin the browser loads it from, since the API's answers carry absolute image
// URLs built from it (and links in mail); the default, http://localhost:3000, is another server.
const shopEnv = { SMTP_URL: smtpUrl(), MAIL_FROM, TRUST_PROXY: '1', STAFF_EMAILS: STAFF_EMAILS.join(',') };

const chromium = { executablePath: process.env.E2E_CHROMIUM ?? testBrowserPath, args: chromiumFlags };

const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
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
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: largeBaseURL },
          },
          // Desktop only, as one journey: the spec looks at 375 px itself, and the shop has one clock.
          {
            name: 'sales',
            testMatch: SALES_SPEC,
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: salesBaseURL },
          },
          {
            name: 'desktop-postgres',
            testMatch: [ON_POSTGRES, ON_BOTH_DATABASES],
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: postgresBaseURL },
          },
        ]
      : []),
  ],
  // Skipped when E2E_BASE_URL points at a shop that is already running.
  webServer: onOwnServers
    ? [
        {
          // The data folder is removed first so every run starts from the seeded demo catalogue; the
          // packers (members of the staff role) are made at the shop's command line before it starts (packers.ts).
          command: `rm -rf '${dataDir}' && node --import tsx addPackers.ts phone desktop && pnpm --filter @shop/api start`,
          env: { PORT: String(port), SITE_URL: baseURL, DATA_DIR: dataDir, ...shopEnv, ...courierEnv(port), ...messagingEnv(port) },
          url: `${baseURL}/api/user/products/`,
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          // The courier aggregator the PGlite shop books and tracks through (the PostgreSQL shop's runs in its script).
          command: 'exec node --import tsx courier/serveFakeShiprocket.ts',
          env: { SHOP_PORT: String(port) },
          port: fakeShiprocketPort(port),
          reuseExistingServer: false,
          timeout: 30_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          // WhatsApp and SMS of the PGlite shop (the PostgreSQL shop's run in its script).
          command: 'exec node --import tsx messaging/serveFakeMessaging.ts',
          env: { SHOP_PORT: String(port) },
          port: fakeMsg91Port(port),
          reuseExistingServer: false,
          timeout: 30_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          command: `rm -rf '${largeDataDir}' && pnpm --filter @shop/api exec tsx scripts/seed-large-catalogue.ts 250 && pnpm --filter @shop/api start`,
          env: { PORT: String(largePort), SITE_URL: largeBaseURL, DATA_DIR: largeDataDir, ...shopEnv },
          url: `${largeBaseURL}/api/user/products/?limit=1`,
          reuseExistingServer: false,
          timeout: 180_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          command: `rm -rf '${salesDataDir}' && pnpm --filter @shop/api start`,
          env: { PORT: String(salesPort), SITE_URL: salesBaseURL, DATA_DIR: salesDataDir, SETTABLE_CLOCK: testClockToken(), ...shopEnv },
          url: `${salesBaseURL}/api/user/products/`,
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          // A fresh database, dropped again when the run ends. `exec node`: the script itself is the process
          // Playwright signals and waits for; under pnpm it would be killed before dropping the database.
          command: 'exec node --import tsx postgres/serveOnPostgres.ts',
          env: { PORT: String(postgresPort), SITE_URL: postgresBaseURL, ...shopEnv },
          url: `${postgresBaseURL}/api/user/products/`,
          reuseExistingServer: false,
          timeout: 120_000,
          // SIGTERM, so the database is dropped before the process ends.
          gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ]
    : undefined,
});
