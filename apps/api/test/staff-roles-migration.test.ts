/**
 * The migration that brought roles: a shop that had staff before keeps an owner (its earliest staff
 * member), everyone else who was staff stays staff, and customers stay customers. Run from the migrations
 * before it, as a shop upgrading would.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from './support/migrate-before';

const ROLES_MIGRATION = '0020_staff_roles';

describe('the staff roles migration', () => {
  let shop: DatabaseBefore | undefined;
  afterAll(() => shop?.close());

  it('makes the earliest staff member the owner and the others staff', async () => {
    shop = await databaseBefore(ROLES_MIGRATION);
    const { db } = shop;

    await db.execute(sql`
      insert into users (name, email, password_hash, is_staff, created_at) values
        ('Later Packer', 'packer@example.in', '!', true, '2025-03-01T00:00:00Z'),
        ('A Customer', 'asha@example.in', '!', false, '2024-01-01T00:00:00Z'),
        ('First Staff', 'meera@example.in', '!', true, '2025-01-01T00:00:00Z')`);
    await shop.upgrade();

    expect(await shop.rows(sql`select email, staff_role from users order by email`)).toEqual([
      { email: 'asha@example.in', staff_role: null },
      { email: 'meera@example.in', staff_role: 'owner' },
      { email: 'packer@example.in', staff_role: 'staff' },
    ]);
  });
});
