import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { mailDir, smtpPort } from './mailConfig';

/**
 * A real SMTP server on loopback for the shop under test (its `SMTP_URL` points here): every message
 * it receives is written to e2e/.output/mail-<E2E_PORT>/ for the tests to read (see mailbox.ts).
 * No TLS and no login: it only listens on 127.0.0.1. Returns the teardown that stops it.
 */
export default async function startTestMailServer(): Promise<() => Promise<void>> {
  const folder = mailDir();
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  let count = 0;

  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // The shop sends one message per connection; a few in parallel is plenty.
    maxClients: 20,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        count += 1;
        const message = {
          receivedAt: new Date().toISOString(),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        // Time first, so a listing sorts oldest to newest; the counter keeps same-millisecond mails apart.
        const name = `${Date.now()}-${String(count).padStart(5, '0')}.json`;
        writeFileSync(path.join(folder, name), JSON.stringify(message, null, 2));
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`The test SMTP port ${smtpPort()} is taken; set E2E_SMTP_PORT (or another E2E_PORT).`)
          : error,
      ),
    );
    server.listen(smtpPort(), '127.0.0.1', () => resolve());
  });

  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
