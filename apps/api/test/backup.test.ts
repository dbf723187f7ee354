/**
 * db:backup and db:restore on both drivers: a backup of a shop with an order, restored into an empty
 * database, opens with the order, its lines and its payment; a restore never goes over existing data.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backupDatabase, restoreDatabase, type BackupTarget } from '../src/db/backup';
import { connectDatabase } from '../src/db/connect';
import { orderItems, orders, payments } from '../src/db/schema';
import { placeOrder } from '../src/flows/checkout/place-order';
import { checkoutWith } from './support/checkout';
import { createDemoGateway } from '../src/payments/demo-gateway';
import { createPostgresDatabase, DRIVERS, dropPostgresDatabase, type Driver } from './support/databases';
import { createAddress, createProduct, createUser } from './support/fixtures';

describe.each(DRIVERS)('backing up and restoring on %s', (driver: Driver) => {
  let work: string;
  const databases: string[] = [];

  /** An empty database of this driver (nothing created in it yet). */
  async function emptyTarget(name: string): Promise<BackupTarget> {
    if (driver === 'pglite') return { dataDir: path.join(work, name) };
    const created = await createPostgresDatabase();
    databases.push(created.name);
    return { dataDir: path.join(work, name), databaseUrl: created.url };
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), `shop-backup-${driver}-`));
  });
  afterAll(async () => {
    for (const name of databases) await dropPostgresDatabase(name);
    await rm(work, { recursive: true, force: true });
  });

  // Four PGlite boots from disk: slow on a busy machine, not stuck.
  it('restores a backup into an empty database, which opens with the orders', { timeout: 180_000 }, async () => {
    const source = await emptyTarget('source');
    let handle = await connectDatabase(source);
    const product = await createProduct(handle.db, { stock: 4, pricePaise: 129900 });
    const user = await createUser(handle.db);
    const address = await createAddress(handle.db, user.id);
    const placed = await placeOrder(handle.db, checkoutWith(await createDemoGateway(handle.db)), user.id, { address: address.id, items: [{ product: product.id, quantity: 2 }] });
    await handle.close();

    const file = path.join(work, 'shop.backup');
    await backupDatabase(source, file);
    const target = await emptyTarget('restored');
    await restoreDatabase(target, file);

    handle = await connectDatabase(target);
    try {
      const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.id));
      expect(order).toMatchObject({ userId: user.id, totalPaise: 259800, providerOrderId: placed.razorpay_order_id, paymentStatus: 'pending' });
      expect(await handle.db.select({ quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, placed.id))).toEqual([{ quantity: 2 }]);
      expect(await handle.db.select({ provider: payments.provider }).from(payments).where(eq(payments.orderId, placed.id))).toEqual([{ provider: 'demo' }]);
      // The restored shop goes on numbering where the old one stopped.
      const next = await placeOrder(handle.db, checkoutWith(await createDemoGateway(handle.db)), user.id, { address: address.id, items: [{ product: product.id, quantity: 1 }] });
      expect(next.id).toBeGreaterThan(placed.id);
    } finally {
      await handle.close();
    }

    // A database with data is never restored over.
    await expect(restoreDatabase(target, file)).rejects.toBeInstanceOf(BackupError);
  });

  it('says what is wrong with a file that is not a backup', async () => {
    const file = path.join(work, 'not-a-backup');
    await writeFile(file, 'hello');
    const target = await emptyTarget('from-garbage');
    await expect(restoreDatabase(target, file)).rejects.toThrow();
  });
});
