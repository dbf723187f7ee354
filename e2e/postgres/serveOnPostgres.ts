/**
 * The shop's API on PostgreSQL for the `*-postgres` projects (playwright.config.ts): makes a fresh
 * database on the local server, runs `pnpm --filter @shop/api start` against it (migrated and seeded
 * with the demo catalogue on start, as on PGlite), and drops the database again when Playwright stops
 * this process or the API exits. A database left by a run that was killed is dropped at the next start.
 *
 * This shop takes payments through Razorpay, the production provider (the PGlite shop keeps the demo
 * provider, so the browser exercises both): the API tests' fake Razorpay runs in this process on
 * loopback, at the port ports.ts derives from E2E_PORT, and posts its signed webhooks to this shop. Its
 * courier aggregator, the fake Shiprocket, runs here too (courier/fakeShiprocket.ts), and so do its fake WhatsApp
 * and MSG91 (messaging/fakeMessaging.ts).
 *
 * E2E_POSTGRES_URL names the server's maintenance database (trust auth on loopback by default); the
 * database made is `shop_e2e_<PORT>`, so runs on different ports on one machine never share one.
 * Before the shop starts, its packers (members of the staff role) are made with its staff command (packers.ts).
 */
import { spawn } from 'node:child_process';
import postgres from 'postgres';
import { connectDatabase } from '../../apps/api/src/db/connect';
import { FakeRazorpay } from '../../apps/api/test/support/fake-razorpay';
import { courierEnv, startFakeShiprocket } from '../courier/fakeShiprocket';
import { messagingEnv, startFakeMessaging } from '../messaging/fakeMessaging';
import { addPackers } from '../packers';
import { fakeRazorpayPort } from '../ports';
import { stopProcessGroup } from '../processGroups';

const adminUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = process.env.PORT;
if (!port || !/^\d+$/.test(port)) throw new Error('serveOnPostgres: set PORT to the port the API listens on');
const name = `shop_e2e_${port}`;

async function admin(run: (sql: postgres.Sql) => Promise<unknown>): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const dropDatabase = () => admin((sql) => sql`drop database if exists ${sql(name)} with (force)`);

const razorpay = await new FakeRazorpay(`http://127.0.0.1:${port}/api/payments/razorpay/webhook`).start(fakeRazorpayPort()).catch((error: NodeJS.ErrnoException) => {
  throw error.code === 'EADDRINUSE' ? new Error(`The fake Razorpay's port ${fakeRazorpayPort()} is taken; set E2E_RAZORPAY_PORT (or another E2E_PORT).`) : error;
});
const shiprocket = await startFakeShiprocket(Number(port));
const messaging = await startFakeMessaging(Number(port));
await dropDatabase();
await admin((sql) => sql`create database ${sql(name)}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;

const shopEnv = { ...process.env, DATABASE_URL: databaseUrl.toString(), ...razorpay.env(), ...courierEnv(Number(port)), ...messagingEnv(Number(port)) };
// Migrated here, so the packers can be made before the shop starts, which then seeds it.
const database = await connectDatabase({ dataDir: 'memory://', databaseUrl: databaseUrl.toString(), poolSize: 1 });
try {
  await addPackers(database.db, Number(port), ['desktop-postgres']);
} finally {
  await database.close();
}

// Its own process group, so stopping it stops pnpm, tsx and the API alike.
const api = spawn('pnpm', ['--filter', '@shop/api', 'start'], {
  env: shopEnv,
  stdio: 'inherit',
  detached: true,
});

/** Stops the API and drops the database, once, whoever asks first (a signal, or the API's own exit). */
let stopped: Promise<void> | undefined;
function stop(code: number): void {
  stopped ??= (async () => {
    await stopProcessGroup(api, 5_000);
    await Promise.all([dropDatabase(), razorpay.stop(), shiprocket.stop(), messaging.stop()]);
    process.exit(code);
  })();
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(0));
api.on('exit', (code) => stop(code ?? 1));
