/** The signed-in customer's own record (Manage Account). */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { reshapeProfile, type ProfileView } from './reshape';
import { validateProfileChanges } from './validate';

export async function getProfile(db: Database, userId: number): Promise<ProfileView> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  // The session check found this user a moment ago; only a deletion in between gets here.
  if (!user) throw new Error(`Signed-in user ${userId} no longer exists`);
  return reshapeProfile(user);
}

/** Changes the name, contact number and the language of the customer's messages; fields not sent stay as they are. */
export async function updateProfile(db: Database, userId: number, input: unknown): Promise<ProfileView> {
  const changes = validateProfileChanges(input);
  if (Object.keys(changes).length === 0) return getProfile(db, userId);
  const [user] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!user) throw new Error(`Signed-in user ${userId} no longer exists`);
  return reshapeProfile(user);
}
