/**
 * The migration that made one outbox of the mail outbox and the WhatsApp and SMS outbox: a running shop's
 * mail and messages, pending or done, are all in the one table afterwards, each with its channel; mail keeps
 * its id, which a contact reply points to. Run from the migrations before it, as a shop upgrading would.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from './support/migrate-before';

const ONE_OUTBOX_MIGRATION = '0039_one-outbox';

describe('the one outbox migration', () => {
  let shop: DatabaseBefore | undefined;
  afterAll(() => shop?.close());

  it('moves every mail and message into the one outbox, and drops the two old ones', async () => {
    shop = await databaseBefore(ONE_OUTBOX_MIGRATION);
    const { db } = shop;

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
    await shop.upgrade();

    const rows = await shop.rows(sql`
      select id, channel, event, event_key, user_id, order_id, recipient, subject, reply_to, parameters, status, attempts, provider, provider_message_id
      from outbox order by id`);
    expect(rows).toEqual([
      { id: 3, channel: 'email', event: 'contact_reply', event_key: null, user_id: null, order_id: null, recipient: 'visitor@example.in', subject: 'Re: Nets', reply_to: 'shop@example.in', parameters: [], status: 'sent', attempts: 1, provider: 'smtp', provider_message_id: null },
      { id: 5, channel: 'email', event: 'order_shipped', event_key: null, user_id: null, order_id: 7, recipient: 'asha@example.in', subject: 'On its way', reply_to: null, parameters: [], status: 'pending', attempts: 2, provider: null, provider_message_id: null },
      { id: 6, channel: 'whatsapp', event: 'abandoned_cart', event_key: 'abandoned_cart:1', user_id: 1, order_id: null, recipient: '9876543210', subject: null, reply_to: null, parameters: ['Asha'], status: 'pending', attempts: 0, provider: null, provider_message_id: null },
      { id: 7, channel: 'sms', event: 'abandoned_cart', event_key: 'abandoned_cart:2', user_id: 1, order_id: null, recipient: '9876543210', subject: null, reply_to: null, parameters: ['Asha'], status: 'dead', attempts: 0, provider: 'msg91', provider_message_id: 'req-1' },
    ]);
    // The contact reply still finds its mail, and a new row is numbered after the moved ones.
    expect(await shop.rows(sql`select mail_id from contact_replies`)).toEqual([{ mail_id: 3 }]);
    expect(await shop.rows(sql`insert into outbox (channel, event, recipient, subject, text_body) values ('email', 'test', 'a@example.in', 'S', 'T') returning id`)).toEqual([{ id: 8 }]);
    expect(await shop.rows(sql`select table_name as name from information_schema.tables where table_name in ('mail_outbox', 'notification_outbox')`)).toEqual([]);
  });
});
