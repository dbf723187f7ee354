/**
 * The libraries' floor as a page (`bench:floor --out=DIR`: React DOM, React Router's data router, RTK
 * Query, one react-aria button, none of the shop), served as the shop serves its assets (brotli, from
 * memory), so bench:pages can load it beside the shop's pages and time what the libraries alone cost the
 * main thread, and bench:taps can press its button beside the shop's taps. Its root comes empty, so React
 * renders it rather than hydrating; evaluating the libraries' script, most of that cost, is the same either way.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { repoRoot } from './shop';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** The one answer the floor page asks for (a product list, as the shop's pages do). */
const PRODUCTS = JSON.stringify([{ id: 1, title: 'Stainless Steel Bird Spikes' }]);

/** `bench:floor`'s compressed bytes, built in this sitting from the lockfile's libraries and kept in `outDir`. */
export function buildFloor(outDir: string): number {
  const output = execFileSync('node', ['bench/floor.mjs', '--json', `--out=${outDir}`], { cwd: path.join(repoRoot, 'apps/storefront'), encoding: 'utf8' });
  return (JSON.parse(output) as { compressedBytes: number }).compressedBytes;
}

export async function serveFloorPage(buildDir: string, port: number): Promise<Server> {
  const files = new Map<string, Buffer>();
  const keep = (urlPath: string, file: string) => files.set(urlPath, brotliCompressSync(readFileSync(file)));
  keep('/', path.join(buildDir, 'index.html'));
  for (const name of readdirSync(path.join(buildDir, 'assets'))) keep(`/assets/${name}`, path.join(buildDir, 'assets', name));

  const server = createServer((request, response) => {
    const urlPath = (request.url ?? '/').split('?')[0]!;
    if (urlPath === '/api/user/products/') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(PRODUCTS);
      return;
    }
    const body = files.get(urlPath);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[path.extname(urlPath)] ?? TYPES['.html']!;
    response.writeHead(200, { 'content-type': type, 'content-encoding': 'br', 'cache-control': 'no-cache' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
