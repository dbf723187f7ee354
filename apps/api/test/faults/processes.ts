/**
 * Real parts for the fault tests: the API as its own process (`node --import tsx src/main.ts`, as `pnpm start` runs
 * it), a throw-away PostgreSQL server that can be restarted under traffic, and an SMTP server that
 * records what it receives and can be switched off.
 */
import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it answers true; fails with `what` after `timeoutMs`. */
export async function eventually(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export interface ApiProcess {
  url: string;
  child: ChildProcessWithoutNullStreams;
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM and wait (a no-op once it has exited). */
  stop(): Promise<void>;
  /** SIGKILL and wait: no shutdown code runs. */
  kill(): Promise<void>;
}

/** Starts the API (as `pnpm start` does) on a free port with `env` on top of a self-contained base, and waits until it listens. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  // Node itself with tsx's loader, not the tsx CLI: the CLI runs the server in a child process of its own,
  // which a SIGKILL of the CLI would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      STOREFRONT_DIST: '/nonexistent',
      ADMIN_DIST: '/nonexistent',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  let done = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      done = true;
      resolve(code);
    }),
  );
  const api: ApiProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async stop() {
      if (!done) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (!done) child.kill('SIGKILL');
      await exited;
    },
  };
  try {
    // Start-up (tsx compiling, migrations) has taken over 30 s on a busy shared machine.
    await eventually('API start-up', () => {
      if (done) throw new Error(`the API exited during start-up:\n${output}`);
      return output.includes('Server listening');
    }, 150_000);
  } catch (error) {
    await api.kill();
    throw error;
  }
  return api;
}

/** JSON over HTTP, as a browser would call the API; network errors become status 0. */
export async function call(base: string, method: string, url: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the assertion message.
    }
    return { status: response.status, json: json as Record<string, unknown>, text, headers: response.headers };
  } catch (error) {
    return { status: 0, json: {} as Record<string, unknown>, text: String(error), headers: new Headers() };
  }
}

const POSTGRES_BIN = async (): Promise<string> => {
  const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
};

/**
 * A PostgreSQL server of its own in a temporary directory, so it can be stopped and started without
 * touching the shared one. PostgreSQL refuses to run as root, so under root it runs as `postgres`.
 */
export class ThrowawayPostgres {
  private dir = '';
  private bin = '';
  port = 0;

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async init(): Promise<this> {
    this.bin = await POSTGRES_BIN();
    this.dir = await mkdtemp(path.join(tmpdir(), 'shop-faults-pg-'));
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      await chown(this.dir, Number(stdout.trim()), Number(gid.trim()));
    }
    this.port = await freePort();
    await this.pg('initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await this.start();
    return this;
  }

  private get data(): string {
    return path.join(this.dir, 'data');
  }

  private async pg(program: string, args: string[]): Promise<void> {
    const binary = path.join(this.bin, program);
    if (process.getuid?.() === 0) await run('runuser', ['-u', 'postgres', '--', binary, ...args], { cwd: this.dir });
    else await run(binary, args, { cwd: this.dir });
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${this.dir} -c fsync=off`;
    await this.pg('pg_ctl', ['-D', this.data, '-l', path.join(this.dir, 'log'), '-w', '-o', options, 'start']);
  }

  /** `fast`: ends every session (each gets 57P01) and shuts down cleanly. */
  async stop(): Promise<void> {
    await this.pg('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    if (!this.dir) return;
    await this.stop().catch(() => {});
    await rm(this.dir, { recursive: true, force: true });
  }
}
