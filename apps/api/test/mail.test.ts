import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../src/db/connect';
import { outbox } from '../src/db/schema';
import type { Logger } from '../src/logger';
import type { OutgoingMail } from '../src/mail/outgoing-mail';
import { createSmtpTransport, type MailTransport } from '../src/mail/transport';
import { deliverDue, deliverNow } from '../src/notify/dispatcher';
import { resetDatabase } from './support/fixtures';
import { RULE_DRIVERS, openTestDatabase, type TestDatabase } from './support/databases';
import { outboxSender, writeMail } from './support/outbox';

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'contact_notification',
  to: 'owner@shop.example.test',
  replyTo: 'asha@example.com',
  subject: 'Contact message #1: Nets',
  text: 'Which net suits a balcony?',
  ...overrides,
});

const quietLogger = () => ({
  info: vi.fn<Logger['info']>(),
  warn: vi.fn<Logger['warn']>(),
  error: vi.fn<Logger['error']>(),
});

describe.each(RULE_DRIVERS)('mail outbox on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await resetDatabase(database.db);
  });

  const rows = () => database.db.select().from(outbox).orderBy(outbox.id);

  it('without SMTP, keeps mail in the outbox as logged and prints it to the log once', async () => {
    await writeMail(database.db, mail());
    await writeMail(database.db, mail({ subject: 'Second' }));
    const logger = quietLogger();

    expect(await deliverDue(outboxSender(database.db, logger, { transport: null }))).toBe(2);
    expect(await deliverDue(outboxSender(database.db, logger, { transport: null }))).toBe(0);

    expect((await rows()).map((row) => row.status)).toEqual(['logged', 'logged']);
    expect(logger.info).toHaveBeenCalledTimes(2);
    expect(logger.info.mock.calls[0]![0]).toMatchObject({ to: 'owner@shop.example.test', subject: 'Contact message #1: Nets' });
  });

  it('prints and keeps a mail with a secret link with the secret withheld, once it is done with', async () => {
    const secret = 'Zq3xY8vB1nM4kL7pR2tW5sD9fG6hJ0aC3eU8iO1yT4w';
    const text = `Please confirm your order: https://shop.example.test/confirm-order/${secret}`;
    await writeMail(database.db, mail({ kind: 'cod_confirmation_request', text, html: `<a href="https://shop.example.test/confirm-order/${secret}">Confirm</a>` }));
    const logger = quietLogger();

    await deliverDue(outboxSender(database.db, logger, { transport: null }));
    expect(logger.info.mock.calls[0]![0]).toMatchObject({ text: 'Please confirm your order: https://shop.example.test/confirm-order/[withheld]' });
    const [kept] = await rows();
    expect(kept).toMatchObject({ status: 'logged', textBody: 'Please confirm your order: https://shop.example.test/confirm-order/[withheld]' });
    expect(JSON.stringify([logger.info.mock.calls, kept])).not.toContain(secret);
  });

  it('sends mail through SMTP and marks it sent', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      await writeMail(database.db, mail());
      expect(await deliverDue(outboxSender(database.db, quietLogger(), { transport }))).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Contact message #1: Nets');
      expect(received[0]).toContain('Reply-To: asha@example.com');
      expect(received[0]).toContain('Which net suits a balcony?');
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row!.processedAt).toBeInstanceOf(Date);

      // The customer gets the secret link; the outbox keeps it withheld once the mail went.
      await writeMail(database.db, mail({ text: 'Confirm: https://shop.example.test/confirm-order/Zq3xY8vB1nM4kL7pR2tW5sD9fG6hJ0aC3eU8iO1yT4w' }));
      await deliverDue(outboxSender(database.db, quietLogger(), { transport }));
      expect(received[1]!.replace(/=\r?\n/g, '')).toContain('/confirm-order/Zq3xY8vB1nM4kL7pR2tW5sD9fG6hJ0aC3eU8iO1yT4w');
      expect((await rows())[1]).toMatchObject({ status: 'sent', textBody: 'Confirm: https://shop.example.test/confirm-order/[withheld]' });

      // Marketing mail carries its one-click way out (RFC 8058), kept only until it is sent.
      const oneClick = 'https://shop.example.test/api/user/offer-unsubscribe/7.AAAAAAAAAAAAAAAAAAAAAA/';
      await writeMail(database.db, mail({ kind: 'cart_reminder', unsubscribeUrl: oneClick }));
      await deliverDue(outboxSender(database.db, quietLogger(), { transport }));
      const headers = received[2]!.replace(/\r\n[ \t]+/g, ' '); // long headers are folded
      expect(headers).toContain(`List-Unsubscribe: <${oneClick}>`);
      expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(received[0]).not.toContain('List-Unsubscribe');
      expect((await rows())[2]).toMatchObject({ status: 'sent', unsubscribeUrl: null });
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('retries a failed delivery later, and gives up after the last attempt', async () => {
    const failing: MailTransport = { send: vi.fn().mockRejectedValue(new Error('connection refused')), close: () => {} };
    const id = await writeMail(database.db, mail());
    const options = outboxSender(database.db, quietLogger(), { transport: failing });

    expect(await deliverDue(options)).toBe(1);
    const [afterFirst] = await rows();
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(afterFirst!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await deliverDue(options)).toBe(0); // not due yet

    await database.db
      .update(outbox)
      .set({ attempts: 5, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, id));
    expect(await deliverDue(options)).toBe(1);
    const [afterLast] = await rows();
    expect(afterLast).toMatchObject({ status: 'failed', attempts: 6 });
  });

  it('sends one order’s mails in the order they were written: a retried one holds the later ones, not other orders’', async () => {
    const sent: string[] = [];
    let refuseNext = true;
    const flaky: MailTransport = {
      send: vi.fn(async (message) => {
        if (refuseNext) {
          refuseNext = false;
          throw new Error('connection refused');
        }
        sent.push(message.subject);
      }),
      close: () => {},
    };
    const options = outboxSender(database.db, quietLogger(), { transport: flaky });
    const shipped = await writeMail(database.db, mail({ kind: 'order_shipped', orderId: 7, subject: '#7 is on its way' }));
    await writeMail(database.db, mail({ kind: 'order_returned', orderId: 7, subject: '#7 came back to us' }));
    await writeMail(database.db, mail({ kind: 'order_shipped', orderId: 8, subject: '#8 is on its way' }));

    // "On its way" fails and waits for its retry; "came back" waits behind it; order 8 does not.
    expect(await deliverDue(options)).toBe(2);
    expect(sent).toEqual(['#8 is on its way']);
    await database.db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(outbox.id, shipped));
    expect(await deliverDue(options)).toBe(2);
    expect(sent).toEqual(['#8 is on its way', '#7 is on its way', '#7 came back to us']);

    // One given up on holds nothing back.
    await database.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, await writeMail(database.db, mail({ orderId: 9, subject: 'lost' }))));
    await writeMail(database.db, mail({ orderId: 9, subject: '#9 delivered' }));
    expect(await deliverDue(options)).toBe(1);
    expect(sent.at(-1)).toBe('#9 delivered');
  });
});

describe.each(RULE_DRIVERS)('immediate delivery on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await resetDatabase(database.db);
  });

  it('sends a mail held for its sender at once, and only once', async () => {
    const sent: string[] = [];
    const transport: MailTransport = { send: async (message) => void sent.push(message.subject), close: () => {} };
    const sender = outboxSender(database.db, quietLogger(), { transport });
    const id = await writeMail(database.db, mail(), { deliverNow: true });
    expect(await deliverDue(sender)).toBe(0); // held for its sender
    expect(await deliverNow(sender, id)).toBe('sent');
    expect(await deliverNow(sender, id)).toBe('not_claimed');
    expect(sent).toEqual(['Contact message #1: Nets']);
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps a mail it could not send for the retry, and logs why without the recipient address', async () => {
    const failing: MailTransport = {
      send: vi.fn().mockRejectedValue(new Error('550 5.1.1 <asha@example.com>: Recipient address rejected')),
      close: () => {},
    };
    const logger = quietLogger();
    const id = await writeMail(database.db, mail({ to: 'asha@example.com' }), { deliverNow: true });
    expect(await deliverNow(outboxSender(database.db, logger, { transport: failing }), id)).toBe('retrying');
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('asha@example.com');
    const logged = JSON.stringify(logger.warn.mock.calls);
    expect(logged).toContain('Recipient address rejected');
    expect(logged).not.toContain('asha@example.com');
  });
});

describe('mail outbox with two senders on one PostgreSQL', () => {
  it('delivers each mail once', async () => {
    const first = await openTestDatabase('postgres');
    const second = await connectDatabase({ dataDir: 'memory://', databaseUrl: first.url, poolSize: 2 });
    try {
      for (let i = 0; i < 30; i += 1) await writeMail(first.db, mail({ subject: `Mail ${i}` }));
      const sent: string[] = [];
      const transport = (): MailTransport => ({
        send: async (message) => {
          await new Promise((resolve) => setTimeout(resolve, 2));
          sent.push(message.subject);
        },
        close: () => {},
      });
      const drain = async (db: typeof first.db) => {
        while ((await deliverDue(outboxSender(db, quietLogger(), { transport: transport() }))) > 0);
      };
      await Promise.all([drain(first.db), drain(second.db)]);
      expect(sent).toHaveLength(30);
      expect(new Set(sent).size).toBe(30);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
