/**
 * The sign-up code's mail over real SMTP (a server on loopback): it arrives with the code; when SMTP is
 * down the customer is told at once (503) and the mail waits in the outbox for the retry. Logs never hold
 * the customer's personal data.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOtps, outbox } from '../src/db/schema';
import type { Logger } from '../src/logger';
import { deliverDue } from '../src/notify/dispatcher';
import { createSmtpTransport, type MailTransport } from '../src/mail/transport';
import { countRows, resetDatabase } from './support/fixtures';
import { outboxSender, writeMail } from './support/outbox';
import { ACCOUNT_ENV, client } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';

const EMAIL = 'meena.iyer@example.in';

interface Inbox {
  messages: string[];
  port: number;
  close(): Promise<void>;
}

async function startInbox(): Promise<Inbox> {
  const messages: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { messages, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: SMTP is down. */
async function deadPort(): Promise<number> {
  const inbox = await startInbox();
  await inbox.close();
  return inbox.port;
}

const quietLogger = (): Logger => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const codeIn = (message: string) => /^\s+(\d{6})\s*$/m.exec(message)?.[1];

describe.each(RULE_DRIVERS)('sign-up mail over SMTP on %s', (driver) => {
  describe('with SMTP working', () => {
    let inbox: Inbox;
    let transport: MailTransport;
    let t: TestApp;
    const logLines: string[] = [];
    beforeAll(async () => {
      inbox = await startInbox();
      transport = createSmtpTransport(`smtp://127.0.0.1:${inbox.port}`);
      t = await startTestApp(driver, { ...ACCOUNT_ENV, LOG_LEVEL: 'trace' }, { mailTransport: transport, logStream: { write: (line) => void logLines.push(line) } });
    });
    afterAll(async () => {
      await t?.close();
      transport?.close();
      await inbox?.close();
    });
    beforeEach(async () => {
      await resetDatabase(t.database.db);
      inbox.messages.length = 0;
    });

    it('delivers the code before answering, and the code it carries works', async () => {
      const api = client(t);
      const sent = await api.post('/api/user/send-otp/', { email: EMAIL });
      expect(sent.statusCode).toBe(200);
      expect(inbox.messages).toHaveLength(1);
      const message = inbox.messages[0]!;
      expect(message).toContain(`To: ${EMAIL}`);
      expect(message).toContain('From: BirdShield India <no-reply@birdshield.invalid>');
      expect(message).toContain('Subject: Your BirdShield India verification code');
      expect(message).toContain('valid for 10 minutes');
      expect(message).toContain('text/html');
      const code = codeIn(message);
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await t.database.db.select().from(outbox);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });

      expect((await api.post('/api/user/verify-otp/', { email: EMAIL, otp: code })).statusCode).toBe(200);
    });

    it('logs nothing personal: no e-mail, name, code, password or token', async () => {
      logLines.length = 0;
      const api = client(t);
      const password = 'secret-pigeon-password';
      await api.post('/api/user/send-otp/', { email: EMAIL });
      const code = codeIn(inbox.messages[0]!)!;
      await api.post('/api/user/verify-otp/', { email: EMAIL, otp: '000000' === code ? '111111' : '000000' });
      await api.post('/api/user/verify-otp/', { email: EMAIL, otp: code });
      await api.post('/api/user/register/', { name: 'Meena Iyer', email: EMAIL, contact: '9988776655', password, confirm_password: password });
      await api.post('/api/user/login/', { email: EMAIL, password: 'a-wrong-password' });
      const token = (await api.post('/api/user/login/', { email: EMAIL, password })).json().token.access as string;
      await api.get('/api/user/profile/', token);
      await api.get('/api/user/profile/', `${token}x`);

      const log = logLines.join('\n');
      expect(log).toContain('request completed'); // the log was collected
      for (const secret of [EMAIL, 'Meena', code, password, 'a-wrong-password', '9988776655', token.split('.')[2]!]) {
        expect(log, secret).not.toContain(secret);
      }
    });
  });

  describe('with SMTP down', () => {
    let t: TestApp;
    let transport: MailTransport;
    beforeAll(async () => {
      transport = createSmtpTransport(`smtp://127.0.0.1:${await deadPort()}`);
      t = await startTestApp(driver, ACCOUNT_ENV, { mailTransport: transport });
    });
    afterAll(async () => {
      await t?.close();
      transport?.close();
    });
    afterEach(async () => {
      await resetDatabase(t.database.db);
    });

    it('answers 503 with a clear detail, and keeps the mail in the outbox for the retry', async () => {
      const response = await client(t).post('/api/user/send-otp/', { email: EMAIL });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'mail_unavailable', detail: 'We could not send the e-mail just now. Please try again in a few minutes.' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      await expectToMatchContract('sendOtp', 503, response.json());

      const [mail] = await t.database.db.select().from(outbox);
      expect(mail).toMatchObject({ event: 'signup_otp', recipient: EMAIL, status: 'pending', attempts: 1 });
      expect(mail!.lastError).toEqual(expect.any(String));
      expect(mail!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      expect(await countRows(t.database.db, emailOtps)).toBe(1);

      // SMTP comes back: the dispatcher's retry delivers the very same code.
      const inbox = await startInbox();
      const working = createSmtpTransport(`smtp://127.0.0.1:${inbox.port}`);
      try {
        await t.database.db.update(outbox).set({ nextAttemptAt: sql`now()` });
        expect(await deliverDue(outboxSender(t.database.db, quietLogger(), { transport: working }))).toBe(1);
        expect(inbox.messages).toHaveLength(1);
        const code = codeIn(inbox.messages[0]!);
        expect((await client(t).post('/api/user/verify-otp/', { email: EMAIL, otp: code })).statusCode).toBe(200);
      } finally {
        working.close();
        await inbox.close();
      }
    });
  });

  describe('mail meant for immediate delivery', () => {
    it('is left to its sender by the dispatcher until its lease runs out', async () => {
      const t = await startTestApp(driver);
      try {
        await writeMail(t.database.db, { kind: 'signup_otp', to: EMAIL, subject: 'Code', text: '123456' }, { deliverNow: true });
        const logger = quietLogger();
        expect(await deliverDue(outboxSender(t.database.db, logger, { transport: null }))).toBe(0);
        await t.database.db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
        expect(await deliverDue(outboxSender(t.database.db, logger, { transport: null }))).toBe(1);
      } finally {
        await t.close();
      }
    });
  });
});
