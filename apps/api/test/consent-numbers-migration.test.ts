/**
 * The migration that made STOP a number's and consent rows name their number: each choice made before it gets
 * the account's number, and a STOP made before it suppresses that number when the account's number has not
 * changed since (an account ticking WhatsApp again afterwards does not undo it). Run from the migrations
 * before it, as a shop upgrading would.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from './support/migrate-before';

const SUPPRESSIONS_MIGRATION = '0036_number_suppressions_and_consent_numbers';

describe('the number suppressions migration', () => {
  let shop: DatabaseBefore | undefined;
  afterAll(() => shop?.close());

  it('gives each choice its account’s number and suppresses the numbers that said STOP', async () => {
    shop = await databaseBefore(SUPPRESSIONS_MIGRATION);
    const { db } = shop;

    // Asha replied STOP, then ticked WhatsApp again; Ravi replied STOP, then changed his number; Meera removed hers.
    await db.execute(sql`
      insert into users (id, name, email, password_hash) overriding system value values
        (1, 'Asha', 'asha@example.in', '!'), (2, 'Ravi', 'ravi@example.in', '!'), (3, 'Meera', 'meera@example.in', '!')`);
    await db.execute(sql`
      insert into messaging_contacts (user_id, mobile, updated_at) values
        (1, '9876543210', '2026-01-01T00:00:00Z'), (2, '9123456780', '2026-03-01T00:00:00Z')`);
    await db.execute(sql`
      insert into messaging_consents (user_id, purpose, channel, granted, source, created_at) values
        (1, 'order_updates', 'whatsapp', true, 'checkout', '2026-01-01T00:00:00Z'),
        (1, 'order_updates', 'whatsapp', false, 'reply_stop', '2026-02-01T00:00:00Z'),
        (1, 'order_updates', 'whatsapp', true, 'account', '2026-02-02T00:00:00Z'),
        (2, 'order_updates', 'whatsapp', false, 'reply_stop', '2026-02-01T00:00:00Z'),
        (3, 'marketing', 'sms', true, 'sign_up', '2026-01-01T00:00:00Z')`);
    await shop.upgrade();

    expect(await shop.rows(sql`select user_id, mobile from messaging_consents order by id`)).toEqual([
      { user_id: 1, mobile: '9876543210' },
      { user_id: 1, mobile: '9876543210' },
      { user_id: 1, mobile: '9876543210' },
      { user_id: 2, mobile: '9123456780' },
      { user_id: 3, mobile: null },
    ]);
    expect(await shop.rows(sql`select mobile, channel, source, created_at::text from messaging_suppressions`)).toEqual([{ mobile: '9876543210', channel: 'whatsapp', source: 'reply_stop', created_at: '2026-02-01 00:00:00+00' }]);
  });
});
