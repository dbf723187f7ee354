/**
 * A release must not break the pages shoppers and staff already have open: the scripts an old page
 * names still answer after the build they came from was replaced, while pages get the new build.
 * No database behaviour is involved, so PGlite alone is enough here.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepBuildAssets, PREVIOUS_ASSETS_KEPT_MS, previousBuildDir } from '../src/web/previous-assets';
import { startTestApp, type TestApp } from './support/app';

const oldScript = 'export const faqs = ["Do spikes hurt birds?"];\n'.repeat(100);
const newScript = 'export const faqs = ["Do spikes hurt birds? No."];\n'.repeat(100);

/** What `vite build` leaves: dist/ emptied and written anew. */
async function build(dist: string, label: string, assets: Record<string, string | Buffer>, base = '/') {
  await rm(dist, { recursive: true, force: true });
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  const scripts = Object.keys(assets).filter((name) => name.endsWith('.js'));
  const tags = scripts.map((name) => `<script type="module" src="${base}assets/${name}"></script>`).join('');
  await writeFile(path.join(dist, 'index.html'), `<!doctype html><html lang="en-IN"><head><title>${label}</title>${tags}</head><body><div id="root"></div></body></html>`);
  for (const [name, content] of Object.entries(assets)) await writeFile(path.join(dist, 'assets', name), content);
}

describe('releases keep the previous build’s assets', () => {
  let root: string;
  let storefront: string;
  let admin: string;
  let t: TestApp | undefined;
  const start = async () => {
    t = await startTestApp('pglite', { STOREFRONT_DIST: storefront, ADMIN_DIST: admin });
    return t;
  };
  const get = (app: TestApp, url: string, headers: Record<string, string> = { accept: '*/*' }) => app.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-release-'));
    storefront = path.join(root, 'storefront', 'dist');
    admin = path.join(root, 'admin', 'dist');
    await build(storefront, 'first build', { 'FaqsPage-1a2b3c.js': oldScript, 'FaqsPage-1a2b3c.js.br': brotliCompressSync(oldScript) });
    await build(admin, 'first admin build', { 'AuditPage-4d5e6f.js': oldScript }, '/admin/');
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  // Two PGlite boots, each running every migration: slow on a busy machine, not stuck.
  it('an old page’s lazily loaded script still answers while the build is replaced, and after the restart', { timeout: 120_000 }, async () => {
    const first = await start();
    expect((await get(first, '/assets/FaqsPage-1a2b3c.js')).statusCode).toBe(200);

    // The build is redone under the running server: dist/ is emptied and gets new hashed names.
    await build(storefront, 'second build', { 'FaqsPage-9z8y7x.js': newScript });
    await build(admin, 'second admin build', { 'AuditPage-0a0b0c.js': newScript }, '/admin/');
    const during = await get(first, '/assets/FaqsPage-1a2b3c.js');
    expect(during.statusCode).toBe(200);
    expect(during.body).toBe(oldScript);
    expect((await get(first, '/admin/assets/AuditPage-4d5e6f.js')).statusCode).toBe(200);
    await first.close();
    t = undefined;

    const second = await start();
    const page = await get(second, '/faqs', { accept: 'text/html' });
    expect(page.body).toContain('/assets/FaqsPage-9z8y7x.js');
    for (const url of ['/assets/FaqsPage-9z8y7x.js', '/assets/FaqsPage-1a2b3c.js', '/admin/assets/AuditPage-0a0b0c.js', '/admin/assets/AuditPage-4d5e6f.js']) {
      const response = await get(second, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/javascript/);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(second, '/admin/', { accept: 'text/html' })).body).toContain('/admin/assets/AuditPage-0a0b0c.js');
    // The kept copy is sent precompressed as the build wrote it.
    const compressed = await get(second, '/assets/FaqsPage-1a2b3c.js', { accept: '*/*', 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    // Only assets are kept, and nothing outside them can be reached through the second root.
    expect((await get(second, '/assets/never-built-000000.js')).statusCode).toBe(404);
    expect((await get(second, '/assets/..%2f..%2fstorefront%2fdist%2findex.html')).statusCode).toBe(404);
  });

  it('prunes assets no build has shipped for a week, and keeps the current ones', async () => {
    const dist = path.join(root, 'prune', 'dist');
    await build(dist, 'old', { 'old-111111.js': oldScript });
    const logger = { warn: () => undefined };
    const longAgo = Date.now() - PREVIOUS_ASSETS_KEPT_MS - 60_000;
    await keepBuildAssets(dist, logger, longAgo);
    await build(dist, 'new', { 'new-222222.js': newScript });
    await keepBuildAssets(dist, logger, longAgo + 60_000);
    expect((await readdir(path.join(previousBuildDir(dist), 'assets'))).sort()).toEqual(['new-222222.js', 'old-111111.js']);
    await keepBuildAssets(dist, logger);
    expect(await readdir(path.join(previousBuildDir(dist), 'assets'))).toEqual(['new-222222.js']);
  });

  it('never rewrites a kept asset another shop on the same build may be serving, and leaves nothing half-copied', async () => {
    const dist = path.join(root, 'shared', 'dist');
    await build(dist, 'shared', { 'serverProblem-BG0RY_dx.js': newScript, 'AuditPage-4d5e6f.js': oldScript });
    const kept = path.join(previousBuildDir(dist), 'assets');
    await mkdir(kept, { recursive: true });
    // What a running shop is sending: a hashed name is one content, so a start has no reason to write it again.
    await writeFile(path.join(kept, 'serverProblem-BG0RY_dx.js'), 'being sent');
    await keepBuildAssets(dist, { warn: () => undefined });
    expect(await readFile(path.join(kept, 'serverProblem-BG0RY_dx.js'), 'utf8')).toBe('being sent');
    expect(await readFile(path.join(kept, 'AuditPage-4d5e6f.js'), 'utf8')).toBe(oldScript);
    expect((await readdir(kept)).sort()).toEqual(['AuditPage-4d5e6f.js', 'serverProblem-BG0RY_dx.js']);
  });

  it('a folder it cannot write costs only the old assets, never the start', async () => {
    const warnings: unknown[] = [];
    expect(await keepBuildAssets('/nonexistent/dist', { warn: (...args: unknown[]) => warnings.push(args) })).toBeUndefined();
    expect(warnings).toHaveLength(1);
  });
});
