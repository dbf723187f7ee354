/**
 * Who is staff, and in which role, as the owner changes it from the command line (scripts/staff.ts):
 * promote an account or change its role, or create one with a generated password shown once; take the
 * role away and end that person's back-office sessions at once. The command line may do everything, and
 * each change is in the audit log with the actor `cli`.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../accounts';
import { recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { users } from '../db/schema';
import { TEXT_LIMITS, type StaffRole } from '../db/tables/values';
import { NotFoundError, problem } from '../errors';
import { emailAddress, parseOrThrow } from '../validation';
import { z } from 'zod';
import { revokeAllStaffSessions } from './sessions';
import { inTransaction } from '../db/transaction';

export type StaffGrant = { role: StaffRole; userId: number } & (
  | { outcome: 'promoted' | 'already_staff' | 'role_changed' }
  /** The password is shown to the owner once and kept nowhere but as its hash. */
  | { outcome: 'created'; password: string }
);

/**
 * Makes the account staff in `role`. Without one, a shop with no owner gets its owner (the first
 * `staff:add`), and otherwise the new member is `staff`; an existing member keeps their role.
 */
export async function grantStaffRole(db: Database, rawEmail: string, role?: StaffRole): Promise<StaffGrant> {
  const email = checkedEmail(rawEmail);
  return inTransaction(db, async (tx) => {
    const [existing] = await tx.select({ id: users.id, staffRole: users.staffRole }).from(users).where(sql`lower(${users.email}) = ${email}`).for('update');
    if (existing?.staffRole && (role === undefined || role === existing.staffRole)) return { outcome: 'already_staff', role: existing.staffRole, userId: existing.id };
    const granted = role ?? ((await shopHasOwner(tx)) ? 'staff' : 'owner');
    if (existing) {
      await tx.update(users).set({ staffRole: granted }).where(eq(users.id, existing.id));
      await auditRoleChange(tx, existing.id, existing.staffRole, granted);
      return { outcome: existing.staffRole ? 'role_changed' : 'promoted', role: granted, userId: existing.id };
    }
    // Long and random: the owner passes it on once, and the staff member changes it in their account.
    const password = randomBytes(18).toString('base64url');
    const [created] = await tx
      .insert(users)
      .values({ name: nameFromEmail(email), email, passwordHash: await hashPassword(password), staffRole: granted })
      .returning({ id: users.id });
    await auditRoleChange(tx, created!.id, null, granted);
    return { outcome: 'created', role: granted, userId: created!.id, password };
  });
}

export async function revokeStaffRole(db: Database, rawEmail: string): Promise<{ userId: number; sessionsEnded: number }> {
  const email = checkedEmail(rawEmail);
  return inTransaction(db, async (tx) => {
    const [user] = await tx.select({ id: users.id, staffRole: users.staffRole }).from(users).where(sql`lower(${users.email}) = ${email}`).for('update');
    if (!user) throw new NotFoundError(problem('account_not_found', `No account has the e-mail address ${email}.`));
    await tx.update(users).set({ staffRole: null }).where(eq(users.id, user.id));
    if (user.staffRole) await auditRoleChange(tx, user.id, user.staffRole, null);
    return { userId: user.id, sessionsEnded: await revokeAllStaffSessions(tx, user.id) };
  });
}

async function shopHasOwner(tx: Transaction): Promise<boolean> {
  // Serialises two first grants racing each other, so a new shop gets exactly one owner from them.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff roles'))`);
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.staffRole, 'owner')).limit(1);
  return owner !== undefined;
}

/** Ids and roles only: the audit log keeps no contact details. */
function auditRoleChange(tx: Transaction, userId: number, before: StaffRole | null, after: StaffRole | null): Promise<void> {
  return recordAudit(tx, {
    actorId: 'cli',
    action: after ? 'staff.grant' : 'staff.remove',
    entityType: 'staff',
    entityId: userId,
    before: before && { id: userId, role: before },
    after: after && { id: userId, role: after },
  });
}

/**
 * An address typed at the command line meets no contract, so its length is held to the bound the database
 * keeps on account addresses (users_email_shape), and refused here in words rather than by a CHECK.
 */
const commandLineEmail = emailAddress().refine(
  (email) => email.length <= TEXT_LIMITS.email,
  `Ensure this field has no more than ${TEXT_LIMITS.email} characters.`,
);

function checkedEmail(raw: string): string {
  return parseOrThrow(z.object({ email: commandLineEmail }), { email: raw }).email;
}

/** `meera.iyer@…` → `Meera Iyer`: a readable name for the audit log until the person sets their own. */
function nameFromEmail(email: string): string {
  const words = email.split('@')[0]!.split(/[._+-]+/).filter(Boolean);
  const name = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
  return name.slice(0, TEXT_LIMITS.personName) || 'Staff member';
}
