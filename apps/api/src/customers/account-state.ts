/**
 * Deactivating and reactivating a customer account. A deactivated account cannot sign in, and every
 * session it had ends at once: the session version moves on (shopper tokens carry the version they were
 * issued under) and any back-office sessions are revoked. Reactivation lets the person sign in again;
 * the tokens that ended stay ended.
 */
import { eq, sql } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { users } from '../db/schema';
import type { StaffRole } from '../db/tables/values';
import { ConflictError, ForbiddenError, NotFoundError, problem } from '../errors';
import { revokeAllStaffSessions } from '../staff';
import { CUSTOMER_NOT_FOUND, customerStatus, getAdminCustomer, type AdminCustomer } from './admin-customers';
import { inTransaction } from '../db/transaction';

const NOT_YOURSELF = problem('cannot_deactivate_self', 'You cannot deactivate your own account: ask another staff member.');
const ERASED = problem('account_erased', 'This account was erased; it cannot be changed any more.');
const OWNER_CHANGES_STAFF = problem('owner_changes_staff', 'Only the shop’s owner may deactivate or reactivate a staff account.');

export interface CustomerChangeContext {
  actorId: number;
  /** What the staff member may do: only an owner changes another staff member's account. */
  actorRole: StaffRole;
  version: number;
}

/** A packer must not lock out the owner or their colleagues. */
function refuseStaffAccountUnlessOwner(target: { staffRole: StaffRole | null }, context: CustomerChangeContext): void {
  if (target.staffRole !== null && context.actorRole !== 'owner') throw new ForbiddenError(OWNER_CHANGES_STAFF);
}

/** The account row locked for the change, after the version check; erased accounts are refused. */
export async function lockCustomer(tx: Transaction, customerId: number, version: number) {
  if (!isPossibleId(customerId)) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  const [row] = await tx
    .select({ id: users.id, email: users.email, version: users.version, isActive: users.isActive, staffRole: users.staffRole, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, customerId))
    .for('update');
  if (!row) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  assertVersion(row.version, version, 'customer');
  if (row.erasedAt) throw new ConflictError(ERASED, { non_field_errors: [ERASED] });
  return row;
}

/** What the audit log keeps of an account change: ids and state, never the person's details. */
export function auditShape(row: { id: number; version: number; isActive: boolean; erasedAt: Date | null }) {
  return { id: row.id, status: customerStatus(row), version: row.version };
}

export async function deactivateCustomer(db: Database, customerId: number, context: CustomerChangeContext): Promise<AdminCustomer> {
  return inTransaction(db, async (tx) => {
    if (customerId === context.actorId) throw new ConflictError(NOT_YOURSELF, { non_field_errors: [NOT_YOURSELF] });
    const before = await lockCustomer(tx, customerId, context.version);
    refuseStaffAccountUnlessOwner(before, context);
    const [after] = await tx
      .update(users)
      .set({ isActive: false, sessionVersion: sql`${users.sessionVersion} + 1`, passwordChangedInSession: null, version: before.version + 1 })
      .where(eq(users.id, customerId))
      .returning({ id: users.id, version: users.version, isActive: users.isActive, erasedAt: users.erasedAt });
    await revokeAllStaffSessions(tx, customerId);
    await recordAudit(tx, { actorId: context.actorId, action: 'customer.deactivate', entityType: 'customer', entityId: customerId, before: auditShape(before), after: auditShape(after!) });
    return getAdminCustomer(tx, customerId);
  });
}

export async function reactivateCustomer(db: Database, customerId: number, context: CustomerChangeContext): Promise<AdminCustomer> {
  return inTransaction(db, async (tx) => {
    const before = await lockCustomer(tx, customerId, context.version);
    refuseStaffAccountUnlessOwner(before, context);
    const [after] = await tx
      .update(users)
      .set({ isActive: true, version: before.version + 1 })
      .where(eq(users.id, customerId))
      .returning({ id: users.id, version: users.version, isActive: users.isActive, erasedAt: users.erasedAt });
    await recordAudit(tx, { actorId: context.actorId, action: 'customer.reactivate', entityType: 'customer', entityId: customerId, before: auditShape(before), after: auditShape(after!) });
    return getAdminCustomer(tx, customerId);
  });
}
