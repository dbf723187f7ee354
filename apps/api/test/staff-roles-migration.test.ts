/**
 * The migration that brought roles: a shop that had staff before keeps an owner (its earliest staff
 * member), everyone else who was staff stays staff, and customers stay customers. Run on PGlite from the
 * migrations before it, as a shop upgrading would.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/connect';
import { migrateUpTo } from './support/migrate-before';

const ROLES_MIGRATION = '0020_staff_roles';

describe('the staff roles migration', () => {
  const client = new PGlite('memory://', { extensions: PGLITE_EXTENSIONS });
  afterAll(() => client.close());

  // Two migrated databases on PGlite: well over the usual 30 s on a busy shared machine.
  it('makes the earliest staff member the owner and the others staff', { timeout: 180_000 }, async () => {
    const db = drizzle({ client });
    await migrateUpTo(db, ROLES_MIGRATION);

    await db.execute(sql`
      insert into users (name, email, password_hash, is_staff, created_at) values
        ('Later Packer', 'packer@example.in', '!', true, '2025-03-01T00:00:00Z'),
        ('A Customer', 'asha@example.in', '!', false, '2024-01-01T00:00:00Z'),
        ('First Staff', 'meera@example.in', '!', true, '2025-01-01T00:00:00Z')`);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await db.execute<{ email: string; staff_role: string | null }>(sql`select email, staff_role from users order by email`);
    expect(rows).toEqual([
      { email: 'asha@example.in', staff_role: null },
      { email: 'meera@example.in', staff_role: 'owner' },
      { email: 'packer@example.in', staff_role: 'staff' },
    ]);
  });
});
