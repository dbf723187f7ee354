import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An SMTP server that keeps every message it accepts; stop() and listen() again on the same port. */
export class MailCatcher {
  readonly received: string[] = [];
  port = 0;
  private server: SMTPServer | undefined;

  async listen(port = 0): Promise<this> {
    this.server = new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  withSubject(fragment: string): string[] {
    return this.received.filter((message) => message.includes(fragment));
  }
}
