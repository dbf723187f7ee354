/**
 * `node --import tsx serveShops.ts`: every shop a run of the journeys uses (shops.ts), started side by side for
 * Playwright's one web server (playwright.config.ts), which waits for the line `shops ready` and stops them all
 * with SIGTERM. Playwright starts the web servers of a list one after another, which took 95 s on a quiet machine
 * before the first journey; and the three PGlite shops each migrated and seeded a new directory, where here they
 * open copies of one migrated and seeded once.
 *
 * Beside the demo shop on PGlite run its fake courier aggregator, WhatsApp and SMS gateway (in this process); the
 * PostgreSQL shop runs its own (postgres/serveOnPostgres.ts). The packers of the demo shop are made with its staff
 * command before it starts (packers.ts), as on PostgreSQL; the other two shops have them too, unused.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from '../apps/api/src/db/connect';
import { seedDemoIfEmpty } from '../apps/api/src/seed/seed';
import { courierEnv, startFakeShiprocket } from './courier/fakeShiprocket';
import { messagingEnv, startFakeMessaging } from './messaging/fakeMessaging';
import { addPackers } from './packers';
import { stopProcessGroup } from './processGroups';
import { outputDir, shopEnv, shops } from './shops';
import { testClockToken } from './testClock';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.join(here, '..', 'apps', 'api');

const servers: ChildProcess[] = [];
const fakes: { stop(): Promise<void> }[] = [];
let stopped: Promise<void> | undefined;

/** Node with `args` in `cwd`; its errors go to this process's standard error, where Playwright shows them. */
const node = (cwd: string, args: string[], env: Record<string, string>, detached = false) =>
  spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached });

/** Runs a step to its end. */
function step(cwd: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = node(cwd, args, env);
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} in ${cwd} exited with ${code}`))));
  });
}

/**
 * Starts a server in a process group of its own (so a signal reaches whatever it starts) and waits until `baseURL`
 * answers /readyz. A server that exits before the run ends stops the run: a journey would only time out against it.
 */
async function serve(cwd: string, args: string[], env: Record<string, string>, baseURL: string): Promise<void> {
  const child = node(cwd, args, env, true);
  servers.push(child);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => {
      if (stopped) return;
      const error = new Error(`${args.join(' ')} (${baseURL}) exited with ${code ?? signal}`);
      reject(error);
      void stop(1, error);
    }),
  );
  exited.catch(() => {});
  for (;;) {
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
}

/** The API of a PGlite shop on a copy of `template`, after the step that must run before it (PGlite admits one process per directory). */
async function servePglite(shop: (typeof shops)['demo'], template: string, env: Record<string, string>, before?: () => Promise<void>) {
  await rm(shop.dataDir, { recursive: true, force: true });
  // cp(1): Node's own recursive copy took ten times as long for the directory's 1,500 files.
  await new Promise<void>((resolve, reject) => execFile('cp', ['-r', '--', template, shop.dataDir], (error) => (error ? reject(error) : resolve())));
  await before?.();
  await serve(apiDir, ['--import', 'tsx', 'src/main.ts'], { ...shopEnv(shop), DATA_DIR: shop.dataDir, ...env }, shop.baseURL);
}

/** The demo shop's database, migrated and seeded once with its packers, closed cleanly so its directory can be copied. */
async function seededTemplate(): Promise<string> {
  const dataDir = path.join(outputDir, `data-template-${shops.demo.port}`);
  await rm(dataDir, { recursive: true, force: true });
  const database = await connectDatabase({ dataDir });
  try {
    await seedDemoIfEmpty(database.db);
    await addPackers(database.db, shops.demo.port, ['phone', 'desktop']);
  } finally {
    await database.close();
  }
  return dataDir;
}

/** Stops every server (the PostgreSQL shop drops its database on SIGTERM) and the fakes, then exits; once. */
function stop(code: number, error?: Error): Promise<void> {
  return (stopped ??= (async () => {
    if (error) console.error(error.message);
    await Promise.all(servers.map((server) => stopProcessGroup(server, 15_000)));
    await Promise.all(fakes.map((fake) => fake.stop()));
    process.exit(code);
  })());
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(0));

try {
  fakes.push(...(await Promise.all([startFakeShiprocket(shops.demo.port), startFakeMessaging(shops.demo.port)])));
  await Promise.all([
    serve(here, ['--import', 'tsx', 'postgres/serveOnPostgres.ts'], shopEnv(shops.postgres), shops.postgres.baseURL),
    seededTemplate().then(async (template) => {
      await Promise.all([
        servePglite(shops.demo, template, { ...courierEnv(shops.demo.port), ...messagingEnv(shops.demo.port) }),
        servePglite(shops.largeCatalogue, template, {}, () =>
          step(apiDir, ['--import', 'tsx', 'scripts/seed-large-catalogue.ts', '250'], { DATA_DIR: shops.largeCatalogue.dataDir }),
        ),
        servePglite(shops.sales, template, { SETTABLE_CLOCK: testClockToken() }),
      ]);
      await rm(template, { recursive: true, force: true });
    }),
  ]);
  console.log('shops ready');
} catch (error) {
  await stop(1, error instanceof Error ? error : new Error(String(error)));
}
