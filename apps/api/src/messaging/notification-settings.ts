/**
 * Which order events message customers on WhatsApp or SMS: the owner switches each event's template on or
 * off (a template Meta has not approved yet is switched off, not sent to fail). Kept in app_settings as one
 * JSON value shared by every instance, version-checked and audited. Every event is on until the owner says
 * otherwise: a customer who chose WhatsApp expects to hear about their order.
 */
import { eq } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { appSettings } from '../db/schema';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '../db/tables/values';
import { inTransaction } from '../db/transaction';

const NOTIFICATION_SETTINGS = 'notification_settings';

export interface NotificationSettings {
  enabledEvents: NotificationEvent[];
  version: number;
}

export async function notificationSettings(db: Database | Transaction): Promise<NotificationSettings> {
  const [row] = await db.select({ value: appSettings.value, version: appSettings.version }).from(appSettings).where(eq(appSettings.key, NOTIFICATION_SETTINGS));
  if (!row) return { enabledEvents: [...NOTIFICATION_EVENTS], version: 1 };
  const { enabledEvents } = JSON.parse(row.value) as { enabledEvents: NotificationEvent[] };
  return { enabledEvents: NOTIFICATION_EVENTS.filter((event) => enabledEvents.includes(event)), version: row.version };
}

/** Saves the switches whole (the contract has bounded the list to known events); a stale version is refused. */
export async function updateNotificationSettings(db: Database, change: NotificationSettings, actorId: number): Promise<NotificationSettings> {
  return inTransaction(db, async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: NOTIFICATION_SETTINGS, value: JSON.stringify({ enabledEvents: NOTIFICATION_EVENTS }) })
      .onConflictDoNothing({ target: appSettings.key });
    const [current] = await tx.select({ version: appSettings.version }).from(appSettings).where(eq(appSettings.key, NOTIFICATION_SETTINGS)).for('update');
    assertVersion(current!.version, change.version, 'setting');
    const before = await notificationSettings(tx);
    const after = { enabledEvents: NOTIFICATION_EVENTS.filter((event) => change.enabledEvents.includes(event)), version: current!.version + 1 };
    await tx
      .update(appSettings)
      .set({ value: JSON.stringify({ enabledEvents: after.enabledEvents }), version: after.version })
      .where(eq(appSettings.key, NOTIFICATION_SETTINGS));
    await recordAudit(tx, { actorId, action: 'setting.update', entityType: 'setting', entityId: NOTIFICATION_SETTINGS, before, after });
    return after;
  });
}
