/**
 * Who may act for the shop. An account is staff when its row says so, or when its e-mail is listed in
 * STAFF_EMAILS: the owner names the first staff there, with no database access needed.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { ForbiddenError } from '../errors';

export function isStaffAccount(user: { email: string; isStaff: boolean }, staffEmails: readonly string[]): boolean {
  return user.isStaff || staffEmails.includes(user.email.toLowerCase());
}

export async function requireStaff(db: Database, userId: number, staffEmails: readonly string[]): Promise<void> {
  const [user] = await db.select({ email: users.email, isStaff: users.isStaff }).from(users).where(eq(users.id, userId));
  if (user && isStaffAccount(user, staffEmails)) return;
  throw new ForbiddenError('Only the shop’s staff may do this.');
}
