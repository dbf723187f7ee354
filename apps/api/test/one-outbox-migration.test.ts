/**
 * The migration that made one outbox of the mail outbox and the WhatsApp and SMS outbox: a running shop's
 * mail and messages, pending or done, are all in the one table afterwards, each with its channel; mail keeps
 * its id, which a contact reply points to. Run on PGlite from the migrations before it, as a shop upgrading would.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/connect';
import { migrateUpTo } from './support/migrate-before';

const ONE_OUTBOX_MIGRATION = '0039_one-outbox';

describe('the one outbox migration', () => {
  const client = new PGlite('memory://', { extensions: PGLITE_EXTENSIONS });
  afterAll(() => client.close());

  // A migrated database on PGlite: well over the usual 30 s on a busy shared machine.
  it('moves every mail and message into the one outbox, and drops the two old ones', { timeout: 180_000 }, async () => {
    const db = drizzle({ client });
    await migrateUpTo(db, ONE_OUTBOX_MIGRATION);

    await db.execute(sql`insert into users (id, name, email, password_hash) overriding system value values (1, 'Asha', 'asha@example.in', '!')`);
    await db.execute(sql`
      insert into mail_outbox (id, kind, to_address, reply_to, subject, text_body, order_id, status, attempts) overriding system value values
        (3, 'contact_reply', 'visitor@example.in', 'shop@example.in', 'Re: Nets', 'Thank you', null, 'sent', 1),
        (5, 'order_shipped', 'asha@example.in', null, 'On its way', 'Your order', 7, 'pending', 2)`);
    await db.execute(sql`insert into contact_messages (id, name, email, subject, message) overriding system value values (1, 'Visitor', 'visitor@example.in', 'Nets', 'Which net?')`);
    await db.execute(sql`insert into contact_replies (message_id, body, mail_id) values (1, 'Thank you', 3)`);
    await db.execute(sql`
      insert into notification_outbox (user_id, order_id, event, event_key, channel, parameters, buttons, to_mobile, status, provider, provider_message_id) values
        (1, null, 'abandoned_cart', 'abandoned_cart:1', 'whatsapp', '["Asha"]'::jsonb, '[]'::jsonb, '9876543210', 'pending', null, null),
        (1, null, 'abandoned_cart', 'abandoned_cart:2', 'sms', '["Asha"]'::jsonb, '[]'::jsonb, '9876543210', 'dead', 'msg91', 'req-1')`);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = await db.execute<Record<string, unknown>>(sql`
      select id, channel, event, event_key, user_id, order_id, recipient, subject, reply_to, parameters, status, attempts, provider, provider_message_id
      from outbox order by id`);
    expect(rows.rows).toEqual([
      { id: 3, channel: 'email', event: 'contact_reply', event_key: null, user_id: null, order_id: null, recipient: 'visitor@example.in', subject: 'Re: Nets', reply_to: 'shop@example.in', parameters: [], status: 'sent', attempts: 1, provider: 'smtp', provider_message_id: null },
      { id: 5, channel: 'email', event: 'order_shipped', event_key: null, user_id: null, order_id: 7, recipient: 'asha@example.in', subject: 'On its way', reply_to: null, parameters: [], status: 'pending', attempts: 2, provider: null, provider_message_id: null },
      { id: 6, channel: 'whatsapp', event: 'abandoned_cart', event_key: 'abandoned_cart:1', user_id: 1, order_id: null, recipient: '9876543210', subject: null, reply_to: null, parameters: ['Asha'], status: 'pending', attempts: 0, provider: null, provider_message_id: null },
      { id: 7, channel: 'sms', event: 'abandoned_cart', event_key: 'abandoned_cart:2', user_id: 1, order_id: null, recipient: '9876543210', subject: null, reply_to: null, parameters: ['Asha'], status: 'dead', attempts: 0, provider: 'msg91', provider_message_id: 'req-1' },
    ]);
    // The contact reply still finds its mail, and a new row is numbered after the moved ones.
    const replies = await db.execute<{ mail_id: number }>(sql`select mail_id from contact_replies`);
    expect(replies.rows).toEqual([{ mail_id: 3 }]);
    const added = await db.execute<{ id: number }>(sql`insert into outbox (channel, event, recipient, subject, text_body) values ('email', 'test', 'a@example.in', 'S', 'T') returning id`);
    expect(added.rows).toEqual([{ id: 8 }]);
    const tables = await db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables where table_name in ('mail_outbox', 'notification_outbox')`);
    expect(tables.rows).toEqual([]);
  });
});
