/**
 * The stock level at or below which the dashboard lists a product as low on stock. Staff set it from the
 * dashboard; it is kept in app_settings (shared by every instance), version-checked and audited.
 */
import { eq } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { appSettings } from '../db/schema';
import { inTransaction } from '../db/transaction';

export const LOW_STOCK_SETTING = 'low_stock_threshold';
/** As the products list's "low stock" filter, until staff choose otherwise. */
const DEFAULT_LOW_STOCK_THRESHOLD = 10;

export interface LowStockThreshold {
  threshold: number;
  version: number;
}

export async function lowStockThreshold(db: Database | Transaction): Promise<LowStockThreshold> {
  const [row] = await db.select({ value: appSettings.value, version: appSettings.version }).from(appSettings).where(eq(appSettings.key, LOW_STOCK_SETTING));
  if (!row) return { threshold: DEFAULT_LOW_STOCK_THRESHOLD, version: 1 };
  return { threshold: Number(row.value), version: row.version };
}

export async function setLowStockThreshold(db: Database, change: LowStockThreshold, actorId: number): Promise<LowStockThreshold> {
  return inTransaction(db, async (tx) => {
    // The first save finds no row: store the default first so the version check and lock have one.
    await tx.insert(appSettings).values({ key: LOW_STOCK_SETTING, value: String(DEFAULT_LOW_STOCK_THRESHOLD) }).onConflictDoNothing({ target: appSettings.key });
    const [current] = await tx.select({ value: appSettings.value, version: appSettings.version }).from(appSettings).where(eq(appSettings.key, LOW_STOCK_SETTING)).for('update');
    assertVersion(current!.version, change.version, 'setting');
    const before = { threshold: Number(current!.value), version: current!.version };
    const after = { threshold: change.threshold, version: current!.version + 1 };
    await tx.update(appSettings).set({ value: String(after.threshold), version: after.version }).where(eq(appSettings.key, LOW_STOCK_SETTING));
    await recordAudit(tx, { actorId, action: 'setting.update', entityType: 'setting', entityId: LOW_STOCK_SETTING, before, after });
    return after;
  });
}
