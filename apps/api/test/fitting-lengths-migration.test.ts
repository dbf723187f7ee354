/**
 * The migration that lets fitting per square metre and per job be booked (decision 070): every service gets a job's
 * length of two hours, and an accepted quotation's order lines get back the service each was priced from, read from
 * the quotation's last sent revision line by line (a free line, an earlier revision and the draft give nothing).
 * Run from the migrations before it, as a shop upgrading would.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from './support/migrate-before';

const FITTING_MIGRATION = '0064_fitting_lengths';

const line = (serviceId: number | null, unit: string, quantity: number, unitPricePaise: number) => ({
  variantId: null,
  ...(serviceId === null ? {} : { serviceId }),
  description: 'Fitting',
  unit,
  quantity,
  unitPricePaise,
  gstRatePercent: 18,
  hsnSac: '995468',
});

describe('the fitting lengths migration', () => {
  let shop: DatabaseBefore | undefined;
  afterAll(() => shop?.close());

  it('gives each service two hours a job and each accepted order line its quoted service', async () => {
    shop = await databaseBefore(FITTING_MIGRATION);
    const { db } = shop;
    await db.execute(sql`
      insert into services (id, name, kind, unit, price_paise, sac_code, gst_rate_percent) overriding system value values
        (5, 'Balcony net fitting', 'installation', 'job', 350000, '995468', 18), (6, 'Bird spike fitting', 'installation', 'running_metre', 15000, '998739', 18)`);
    await db.execute(sql`insert into users (id, name, email, password_hash) overriding system value values (1, 'Meera', 'meera@example.in', '!')`);
    await db.execute(sql`
      insert into orders (id, user_id, ship_full_name, ship_phone, ship_address, ship_city, ship_state, ship_zip_code, subtotal_paise, total_paise, payment_status)
        overriding system value values (1, 1, 'Meera', '9876543210', 'Green Park', 'Pune', 'Maharashtra', '411001', 489700, 489700, 'completed')`);
    // Three quoted lines, in the order acceptance wrote them: the per-job service, a free line, the spikes by the metre.
    await db.execute(sql`
      insert into order_items (order_id, product_name, sku, unit_price_paise, quantity, line_total_paise, quoted_rate_paise, unit, hsn_code, gst_rate_percent) values
        (1, 'Balcony net fitting (per job)', '', 354000, 1, 354000, 300000, 'job', '995468', 18),
        (1, 'Scaffolding (per job)', '', 17700, 1, 17700, 15000, 'job', '995468', 18),
        (1, 'Spikes on the parapet (per running metre)', '', 5900, 20, 118000, 5000, 'running metre', '995468', 18)`);
    await db.execute(sql`
      insert into quotes (id, number, user_id, name, phone, email, site_pincode, site_address, site_kind, wants_installation, requested_lines, status, valid_until, order_id)
        overriding system value values (1, 'Q-2026-000001', 1, 'Meera', '9876543210', 'meera@example.in', '411001', 'Green Park', 'home', true,
          '[{"variantId":null,"description":"Nets","quantity":1}]', 'accepted', '2026-06-30', 1)`);
    const revision = (number: number, lines: unknown[], sent: boolean) =>
      db.execute(sql`
        insert into quote_revisions (quote_id, revision, lines, delivery_terms, installation_terms, valid_until, sent_at)
          values (1, ${number}, ${JSON.stringify(lines)}::jsonb, 'In a week', 'On site', '2026-06-30', ${sent ? sql`now()` : sql`null`})`);
    await revision(1, [line(6, 'running metre', 20, 5000), line(5, 'job', 1, 300000), line(null, 'job', 1, 15000)], true);
    await revision(2, [line(5, 'job', 1, 300000), line(null, 'job', 1, 15000), line(6, 'running metre', 20, 5000)], true);
    await revision(3, [line(6, 'job', 1, 300000), line(5, 'job', 1, 15000), line(5, 'running metre', 20, 5000)], false);
    await shop.upgrade();

    expect(await shop.rows(sql`select id, job_minutes from services where id in (5, 6) order by id`)).toEqual([
      { id: 5, job_minutes: 120 },
      { id: 6, job_minutes: 120 },
    ]);
    expect(await shop.rows(sql`select unit, service_id from order_items order by id`)).toEqual([
      { unit: 'job', service_id: 5 },
      { unit: 'job', service_id: null },
      { unit: 'running metre', service_id: 6 },
    ]);
  });
});
