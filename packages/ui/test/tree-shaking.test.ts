import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The promise of per-component entries: a page that renders only a button ships neither the
 * carousel's code nor its styles. Builds a one-line page with Vite, as the storefront would.
 */

const uiSource = fileURLToPath(new URL('../src', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'ui-tree-shaking-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function bundle(importLine: string, use: string): Promise<{ js: string; css: string }> {
  const entry = join(workDir, `entry-${Math.random().toString(36).slice(2)}.tsx`);
  writeFileSync(entry, `${importLine}\nexport const page = ${use};\n`);
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    // Debug identifiers put the file name in each class name, so styles can be traced to components.
    plugins: [vanillaExtractPlugin({ identifiers: 'debug' })],
    resolve: { alias: [{ find: /^@shop\/ui\/(.+)$/, replacement: `${uiSource}/components/$1/index.ts` }, { find: /^@shop\/ui$/, replacement: `${uiSource}/index.ts` }] },
    build: {
      write: false,
      minify: false,
      rollupOptions: { input: entry, preserveEntrySignatures: 'strict', external: [/^react/, /^react-dom/], output: { format: 'es' } },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const js = files.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
  const css = files.flatMap((file) => (file.type === 'asset' && file.fileName.endsWith('.css') ? [String(file.source)] : [])).join('\n');
  return { js, css };
}

describe('a page that uses only a button', () => {
  it('(control) a page that uses the carousel does ship its code and styles', async () => {
    const { js, css } = await bundle(`import { Carousel } from '@shop/ui/Carousel';`, 'Carousel');
    expect(js).toMatch(/Carousel/);
    expect(css).toMatch(/Carousel/);
  }, 60_000);

  it('ships the button and not the carousel, lightbox or their styles', async () => {
    const { js, css } = await bundle(`import { Button } from '@shop/ui/Button';`, 'Button');
    expect(js).toMatch(/Button/);
    expect(js).not.toMatch(/Carousel|Lightbox/);
    expect(css).not.toMatch(/Carousel|Lightbox/);
  }, 60_000);

  it('drops the carousel code even when importing from the convenience entry', async () => {
    const { js } = await bundle(`import { Button } from '@shop/ui';`, 'Button');
    expect(js).toMatch(/Button/);
    expect(js).not.toMatch(/function Carousel|function Lightbox/);
  }, 60_000);
});
