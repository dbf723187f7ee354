/**
 * The migration that made services catalogue items (decision 058): a shop's survey fee, kept until then in the
 * booking settings, becomes the site survey service's price unchanged and leaves the settings, whose other values
 * stay; a shop that never saved the settings gets a free survey. Run from the migrations before it, as a shop
 * upgrading would.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { services } from '../src/db/schema';
import { openTestDatabase, type TestDatabase } from './support/databases';
import { databaseBefore, type DatabaseBefore } from './support/migrate-before';

const SERVICES_MIGRATION = '0053_services';

describe('the services migration', () => {
  let shop: DatabaseBefore | undefined;
  let fresh: TestDatabase | undefined;
  afterAll(() => Promise.all([shop?.close(), fresh?.close()]));

  it('moves the survey fee to the survey service’s price, and leaves the other settings', async () => {
    shop = await databaseBefore(SERVICES_MIGRATION);
    await shop.db.execute(sql`insert into app_settings (key, value) values ('booking_settings', '{"surveyMinutes":90,"surveyFeePaise":49900,"holdMinutes":15,"freeCancelHours":24}')`);
    await shop.upgrade();

    expect(await shop.rows(sql`select name, kind, unit, price_paise::integer, sac_code, gst_rate_percent from services`)).toEqual([{ name: 'Site survey', kind: 'survey', unit: 'visit', price_paise: 49900, sac_code: '998399', gst_rate_percent: 18 }]);
    const [settings] = await shop.rows<{ value: string }>(sql`select value from app_settings where key = 'booking_settings'`);
    expect(JSON.parse(settings!.value)).toEqual({ surveyMinutes: 90, holdMinutes: 15, freeCancelHours: 24 });

    // A new shop, migrated from nothing.
    fresh = await openTestDatabase('postgres');
    expect(await fresh.db.select({ kind: services.kind, pricePaise: services.pricePaise }).from(services)).toEqual([{ kind: 'survey', pricePaise: 0 }]);
  });
});
