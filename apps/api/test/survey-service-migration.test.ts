/**
 * The migration that made services catalogue items (decision 058): a shop's survey fee, kept until then in the
 * booking settings, becomes the site survey service's price unchanged and leaves the settings, whose other values
 * stay; a shop that never saved the settings gets a free survey. Run on PGlite from the migrations before it, as a
 * shop upgrading would.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/connect';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';
import { migrateUpTo } from './support/migrate-before';

const SERVICES_MIGRATION = '0053_services';

describe('the services migration', () => {
  const clients: PGlite[] = [];
  afterAll(() => Promise.all(clients.map((client) => client.close())));
  const database = () => {
    const client = new PGlite('memory://', { extensions: PGLITE_EXTENSIONS });
    clients.push(client);
    return drizzle({ client });
  };

  // Migrated databases on PGlite: well over the usual 30 s on a busy shared machine.
  it('moves the survey fee to the survey service’s price, and leaves the other settings', { timeout: 300_000 }, async () => {
    const db = database();
    await migrateUpTo(db, SERVICES_MIGRATION);
    await db.execute(sql`insert into app_settings (key, value) values ('booking_settings', '{"surveyMinutes":90,"surveyFeePaise":49900,"holdMinutes":15,"freeCancelHours":24}')`);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const services = await db.execute(sql`select name, kind, unit, price_paise, sac_code, gst_rate_percent from services`);
    expect(services.rows).toEqual([{ name: 'Site survey', kind: 'survey', unit: 'visit', price_paise: 49900, sac_code: '998399', gst_rate_percent: 18 }]);
    const settings = await db.execute<{ value: string }>(sql`select value from app_settings where key = 'booking_settings'`);
    expect(JSON.parse(settings.rows[0]!.value)).toEqual({ surveyMinutes: 90, holdMinutes: 15, freeCancelHours: 24 });

    const fresh = database();
    await migrate(fresh, { migrationsFolder: MIGRATIONS_FOLDER });
    expect((await fresh.execute(sql`select kind, price_paise from services`)).rows).toEqual([{ kind: 'survey', price_paise: 0 }]);
  });
});
