/** A staff member as the back-office shows them: never more than name and e-mail. */
import { eq } from 'drizzle-orm';
import type { Schema } from '@shop/contracts';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { NotFoundError, problem } from '../errors';

export async function staffMember(db: Database, userId: number): Promise<Schema<'StaffMember'>> {
  const [member] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!member) throw new NotFoundError(problem('staff_member_not_found', 'No such staff member.'));
  return member;
}
