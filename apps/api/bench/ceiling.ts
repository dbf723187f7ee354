/**
 * The ceiling of a cached read: the same answer (status, headers, body bytes, compression) sent by a bare
 * Fastify from memory (ceiling-server.ts), so `pnpm bench:api` can say what share of it the shop reaches.
 * The answers are recorded from the shop as a browser gets them once they are kept (`accept-encoding: br,
 * gzip`, the second asking), so the ceiling writes the very bytes the shop does.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';

export interface RecordedAnswer {
  path: string;
  status: number;
  headers: Record<string, string>;
  /** base64, to cross the IPC channel. */
  body: string;
}

export interface Ceiling {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Each connection's own, written by Node's HTTP server for the ceiling as for the shop. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One answer's raw bytes (Node's fetch would decompress them). */
function get(baseUrl: string, requestPath: string, headers: Record<string, string>): Promise<Omit<RecordedAnswer, 'body'> & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${baseUrl}${requestPath}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const kept: Record<string, string> = {};
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = response.rawHeaders[index]!;
          if (!PER_CONNECTION.has(name.toLowerCase())) kept[name] = response.rawHeaders[index + 1]!;
        }
        resolve({ path: requestPath, status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** The shop's answer to `requestPath` as it serves it from memory. */
export async function recordAnswer(baseUrl: string, requestPath: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  await get(baseUrl, requestPath, headers);
  const answer = await get(baseUrl, requestPath, headers);
  if (answer.status !== 200) throw new Error(`${requestPath} answered ${answer.status}; the ceiling needs the answer it would serve`);
  return { ...answer, body: answer.body.toString('base64') };
}

/** Starts the ceiling on `port` with the recorded answers, as production starts the shop (NODE_ENV=production). */
export async function startCeiling(port: number, answers: RecordedAnswer[]): Promise<Ceiling> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'ceiling-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the ceiling exited with ${code} before it listened`)));
    child.send({ port, answers });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
