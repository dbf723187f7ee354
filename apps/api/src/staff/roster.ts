/**
 * Who is staff, as the owner changes it from the command line (scripts/staff.ts): promote an account,
 * or create one with a generated password shown once; take the role away and end that person's
 * back-office sessions at once.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../accounts/password-hash';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { TEXT_LIMITS } from '../db/tables/values';
import { NotFoundError } from '../errors';
import { emailAddress } from '../validation/email';
import { parseOrThrow } from '../validation/fields';
import { z } from 'zod';
import { revokeAllStaffSessions } from './sessions';

export type StaffGrant =
  | { outcome: 'promoted' | 'already_staff'; userId: number }
  /** The password is shown to the owner once and kept nowhere but as its hash. */
  | { outcome: 'created'; userId: number; password: string };

export async function grantStaffRole(db: Database, rawEmail: string): Promise<StaffGrant> {
  const email = checkedEmail(rawEmail);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, isStaff: users.isStaff }).from(users).where(sql`lower(${users.email}) = ${email}`).for('update');
    if (existing) {
      if (existing.isStaff) return { outcome: 'already_staff', userId: existing.id };
      await tx.update(users).set({ isStaff: true }).where(eq(users.id, existing.id));
      return { outcome: 'promoted', userId: existing.id };
    }
    // Long and random: the owner passes it on once, and the staff member changes it in their account.
    const password = randomBytes(18).toString('base64url');
    const [created] = await tx
      .insert(users)
      .values({ name: nameFromEmail(email), email, passwordHash: await hashPassword(password), isStaff: true })
      .returning({ id: users.id });
    return { outcome: 'created', userId: created!.id, password };
  });
}

export async function revokeStaffRole(db: Database, rawEmail: string): Promise<{ userId: number; sessionsEnded: number }> {
  const email = checkedEmail(rawEmail);
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ isStaff: false }).where(sql`lower(${users.email}) = ${email}`).returning({ id: users.id });
    if (!user) throw new NotFoundError(`No account has the e-mail address ${email}.`);
    return { userId: user.id, sessionsEnded: await revokeAllStaffSessions(tx, user.id) };
  });
}

function checkedEmail(raw: string): string {
  return parseOrThrow(z.object({ email: emailAddress() }), { email: raw }).email;
}

/** `meera.iyer@…` → `Meera Iyer`: a readable name for the audit log until the person sets their own. */
function nameFromEmail(email: string): string {
  const words = email.split('@')[0]!.split(/[._+-]+/).filter(Boolean);
  const name = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
  return name.slice(0, TEXT_LIMITS.personName) || 'Staff member';
}
