/**
 * The migration that made numbers proved before they are messaged: a saved number is proved only when it wrote
 * to the shop itself through the signed webhook (a STOP is the one such message whose number was kept), and only
 * for the one account that saved it; every other number stays unproved. Run from the migrations before it, as a
 * shop upgrading would.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from './support/migrate-before';

const NUMBER_PROOF_MIGRATION = '0038_number_proof';

describe('the number proof migration', () => {
  let shop: DatabaseBefore | undefined;
  afterAll(() => shop?.close());

  it('proves the numbers that sent STOP, for their one account, and leaves every other number unproved', async () => {
    shop = await databaseBefore(NUMBER_PROOF_MIGRATION);
    const { db } = shop;

    // Asha's number said STOP (suppressed); Ravi's STOP is in his choices only; Meera just typed hers; Kiran and
    // Dev both saved a number that said STOP.
    await db.execute(sql`
      insert into users (id, name, email, password_hash) overriding system value values
        (1, 'Asha', 'asha@example.in', '!'), (2, 'Ravi', 'ravi@example.in', '!'), (3, 'Meera', 'meera@example.in', '!'),
        (4, 'Kiran', 'kiran@example.in', '!'), (5, 'Dev', 'dev@example.in', '!')`);
    await db.execute(sql`
      insert into messaging_contacts (user_id, mobile) values
        (1, '9876543210'), (2, '9123456780'), (3, '9000000001'), (4, '9000000002'), (5, '9000000002')`);
    await db.execute(sql`
      insert into messaging_consents (user_id, purpose, channel, granted, source, mobile) values
        (2, 'order_updates', 'whatsapp', false, 'reply_stop', '9123456780'),
        (3, 'order_updates', 'whatsapp', true, 'checkout', '9000000001')`);
    await db.execute(sql`
      insert into messaging_suppressions (mobile, channel, source) values ('9876543210', 'whatsapp', 'reply_stop'), ('9000000002', 'whatsapp', 'reply_stop')`);
    await shop.upgrade();

    expect(await shop.rows(sql`select user_id, proved_at is not null as proved from messaging_contacts order by user_id`)).toEqual([
      { user_id: 1, proved: true },
      { user_id: 2, proved: true },
      { user_id: 3, proved: false },
      { user_id: 4, proved: false },
      { user_id: 5, proved: false },
    ]);
  });
});
