/**
 * The audit log: every staff write records who did it, what, when, and the record's values before and
 * after, less the values that are a person's own (personal-fields.ts). It is written inside the caller's
 * transaction, so a change and its record land together or not at all.
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Schema } from '@shop/contracts';
import type { Database, Transaction } from '../db/database';
import { auditLog, users } from '../db/schema';
import { withoutPersonalFields, type AuditEntityType } from './personal-fields';

export interface AuditRecord {
  /** The signed-in staff member, or `cli`: the owner at the shop's command line. */
  actorId: number | 'cli';
  /** `<entity>.<verb>`, e.g. `product.update`. */
  action: string;
  entityType: AuditEntityType;
  entityId: string | number;
  /** The record's admin shape before the change; null for a creation. */
  before: unknown;
  /** The record's admin shape after the change; null for a deletion. */
  after: unknown;
}

export async function recordAudit(tx: Database | Transaction, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId === 'cli' ? null : record.actorId,
    actorKind: record.actorId === 'cli' ? 'cli' : 'staff',
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    before: withoutPersonalFields(record.entityType, toJson(record.before)),
    after: withoutPersonalFields(record.entityType, toJson(record.after)),
  });
}

/** Dates and other class instances as JSON would write them, so what is read back equals what was shown. */
function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}

export interface AuditFilter {
  page: number;
  pageSize: number;
  entityType?: string;
  entityId?: string;
  actorId?: number;
  from?: Date;
  to?: Date;
}

export async function listAuditEntries(db: Database, filter: AuditFilter): Promise<Schema<'AuditEntryPage'>> {
  const conditions: SQL[] = [];
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  const where = conditions.length ? and(...conditions) : undefined;

  const [rows, totals] = await Promise.all([
    db
      .select({ entry: auditLog, actor: { id: users.id, name: users.name, email: users.email } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(({ entry, actor }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor,
      actor_kind: entry.actorKind,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
    total: totals[0]?.total ?? 0,
    page: filter.page,
    page_size: filter.pageSize,
  };
}
