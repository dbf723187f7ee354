/**
 * The shop as `pnpm bench:api` measures it: a production start (`pnpm --filter @shop/api start`,
 * NODE_ENV=production) on loopback, on a fresh PostgreSQL database it creates and drops or a fresh PGlite
 * directory, holding the demo catalogue or a generated one, and the shoppers the checkout mix signs in as.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { products, productVariants } from '../src/db/schema';
import { seedDemoIfEmpty } from '../src/seed/seed';
import { createPostgresDatabase, dropPostgresDatabase } from '../test/support/databases';
import { createAddress, createCustomer } from '../test/support/fixtures';
import { MailCatcher } from '../test/support/mail-catcher';
import { insertBenchmarkCatalogue } from './catalogue';

export type Driver = 'postgres' | 'pglite';

export interface Shopper {
  email: string;
  password: string;
  addressId: number;
}

export interface BenchShop {
  baseUrl: string;
  shoppers: Shopper[];
  /** A product to look at and to buy; every variant's stock is made large enough for the whole run. */
  product: { id: number; slug: string };
  /** For checks after the run; stop the server first (PGlite's directory is one process's at a time). */
  openDatabase: () => Promise<DatabaseHandle>;
  stopServer: () => Promise<void>;
  /** Stops the server and removes the database. */
  dispose: () => Promise<void>;
}

const SHOPPER_PASSWORD = 'bench-pigeons-go-away';
const API_DIR = path.resolve(import.meta.dirname, '..');

/** Fills the database before the server starts (for PGlite, this process must let go of it first). */
async function prepare(handle: DatabaseHandle, catalogueSize: number | 'demo', shopperCount: number) {
  if (catalogueSize === 'demo') await seedDemoIfEmpty(handle.db);
  else await insertBenchmarkCatalogue(handle.db, { products: catalogueSize, reviewers: 500 });
  const [first] = await handle.db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.isActive, true)).orderBy(products.id).limit(1);
  if (!first) throw new Error('the catalogue has no product');
  // Stock is each variant's (a pack of the demo's is a variant with its own); the product's follows.
  await handle.db.update(productVariants).set({ stock: 10_000_000 }).where(eq(productVariants.productId, first.id));
  const shoppers: Shopper[] = [];
  for (let index = 0; index < shopperCount; index++) {
    const email = `bench-shopper-${index}@example.in`;
    const customer = await createCustomer(handle.db, { email, name: `Bench Shopper ${index}`, contact: '9876543210', password: SHOPPER_PASSWORD });
    const address = await createAddress(handle.db, customer.id);
    shoppers.push({ email, password: SHOPPER_PASSWORD, addressId: address.id });
  }
  await handle.db.execute(sql`analyze`);
  return { product: first, shoppers };
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop at ${baseUrl} was not ready within 2 minutes`);
}

/** `apiDir`: the API to start (this one by default; another checkout's to compare). */
export async function startBenchShop(driver: Driver, catalogueSize: number | 'demo', port: number, shopperCount: number, apiDir = API_DIR): Promise<BenchShop> {
  const cleanups: (() => Promise<void>)[] = [];
  let databaseEnv: Record<string, string>;
  let open: () => Promise<DatabaseHandle>;
  if (driver === 'postgres') {
    const { name, url } = await createPostgresDatabase();
    cleanups.push(() => dropPostgresDatabase(name));
    databaseEnv = { DATABASE_URL: url };
    open = () => connectDatabase({ dataDir: 'memory://', databaseUrl: url, poolSize: 2 });
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    databaseEnv = { DATA_DIR: dataDir };
    open = () => connectDatabase({ dataDir });
  }

  try {
    // The mail server a production start requires: the order confirmations of the checkout mix are handed over
    // over SMTP, as a real shop's are, and cost the shop what a real server would.
    const mail = await new MailCatcher().listen();
    cleanups.push(() => mail.stop());
    const handle = await open();
    const prepared = await prepare(handle, catalogueSize, shopperCount).finally(() => handle.close());

    const baseUrl = `http://127.0.0.1:${port}`;
    const child = spawn('pnpm', ['--filter', '@shop/api', 'start'], {
      cwd: apiDir,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...databaseEnv,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_URL: baseUrl,
        JWT_SECRET: randomBytes(36).toString('base64url'),
        SMTP_URL: mail.url,
        PAYMENT_PROVIDER: 'demo',
        CARRIER: 'demo',
        SEED_DEMO_DATA: 'false',
        // Each shopper keeps its cash-on-delivery orders confirmed and never delivered, and those count
        // toward the caps on orders held unpaid: the highest caps the shop takes, so the mix measures buying.
        UNPAID_ORDERS_PER_CUSTOMER: '100',
        UNPAID_UNITS_PER_CUSTOMER: '100000',
        ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
      },
    });
    const stopServer = async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // The whole group: pnpm, tsx and node. Asked before and slow to go, it may have gone since (ESRCH).
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
        return;
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    };
    cleanups.unshift(stopServer);
    await waitUntilReady(baseUrl, child);
    return {
      baseUrl,
      ...prepared,
      openDatabase: open,
      stopServer,
      dispose: async () => {
        for (const cleanup of cleanups) await cleanup();
      },
    };
  } catch (error) {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    throw error;
  }
}
