/** The real entry point, as `pnpm start` runs it: start-up, serving, graceful shutdown and restart. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

interface Running {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  waitFor: (text: string, timeoutMs?: number) => Promise<void>;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Running {
  // As `pnpm start` runs it: Node itself, with tsx as a loader, so a signal reaches the server directly.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  let output = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of waiters.filter((w) => output.includes(w.text))) waiter.resolve();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    waitFor: (text, timeoutMs = 40_000) =>
      new Promise<void>((resolve, reject) => {
        if (output.includes(text)) return resolve();
        const timer = setTimeout(() => reject(new Error(`"${text}" did not appear; output:\n${output}`)), timeoutMs);
        waiters.push({
          text,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
        void exited.then(() => setTimeout(() => reject(new Error(`exited before "${text}"; output:\n${output}`)), 50));
      }),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('pnpm start (src/main.ts)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-main-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  /**
   * The shop on `port` and its data directory, without the builds: the journeys, in the other lane, serve the real ones,
   * and a start keeps their assets beside them.
   */
  const shopOn = (port: number) => ({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STOREFRONT_DIST: '/nonexistent', ADMIN_DIST: '/nonexistent', LOG_LEVEL: 'info' });

  it('refuses to start on a bad variable, naming it', async () => {
    const running = start({ PORT: 'eighty', DATA_DIR: 'memory://' });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('Invalid configuration');
    expect(running.output()).toContain('PORT');
  });

  // One test, as a shop's life: the second start opens the directory the first migrated and seeded, and is stopped
  // with a request in flight (a third start for that alone cost the file a quarter of its time).
  it('serves the seeded shop, stops on SIGINT, keeps its data across a restart, and on SIGTERM finishes the request in flight before exiting 0', async () => {
    const port = await freePort();
    const env = shopOn(port);
    const base = `http://127.0.0.1:${port}`;

    const first = start(env);
    try {
      // Migrating and seeding a new directory, as the start-up above: over 80 s on a busy shared machine.
      await first.waitFor('Server listening', 180_000);
      expect(first.output()).toContain('"seed":"seeded"');
      const products = (await (await fetch(`${base}/api/user/products/`)).json()) as unknown[];
      expect(products.length).toBeGreaterThan(0);
      const contact = await fetch(`${base}/api/user/contact/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer secret-token-value' },
        body: JSON.stringify({ name: 'Asha', email: 'asha@example.com', subject: 'Restart test', message: 'Kept?' }),
      });
      expect(contact.status).toBe(201);
      await first.waitFor('Mail kept in the outbox');
      expect(first.output()).not.toContain('secret-token-value');
    } finally {
      first.child.kill('SIGINT');
    }
    expect(await first.exited).toBe(0);

    const second = start(env);
    try {
      await second.waitFor('Server listening', 120_000);
      expect(second.output()).toContain('"seed":"already-seeded"');
      const again = (await (await fetch(`${base}/api/user/products/`)).json()) as unknown[];
      expect(again.length).toBeGreaterThan(0);
      expect((await fetch(`${base}/readyz`)).status).toBe(200);

      // A slow client: the headers and half the body now, the rest after the signal.
      const body = JSON.stringify({ name: 'Asha', email: 'asha@example.com', subject: 'Slow', message: 'Sent in two halves.' });
      const half = Math.floor(body.length / 2);
      const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, method: 'POST', path: '/api/user/contact/', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (incoming) => {
            let text = '';
            incoming.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
            incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, half));
        setTimeout(() => {
          second.child.kill('SIGTERM');
          void second.waitFor('Shutting down').then(() => {
            // New connections are refused while the slow request is still in flight…
            const refused = fetch(`${base}/healthz`).then(
              () => 'answered',
              () => 'refused',
            );
            void refused.then((outcome) => {
              expect(outcome).toBe('refused');
              // …and then the slow client finishes its body.
              request.end(body.slice(half));
            });
          });
        }, 300);
      });
      const { status, text } = await response;
      expect(status, text).toBe(201);
      expect(await second.exited).toBe(0);
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 420_000);
});
