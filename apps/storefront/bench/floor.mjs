/**
 * `pnpm bench:floor`: what the client's libraries weigh by themselves, the floor of every page's script.
 *
 * Builds bench/library-floor (React DOM hydrating React Router's data router, RTK Query through
 * react-redux, one react-aria button, and nothing of the shop) with the storefront's own Vite and
 * React plugin, and compresses its scripts as the build's copies are (brotli, quality 11). A page's
 * script budget is this floor plus the shop's own allowance, so `pnpm bench:pages` runs this too and
 * checks what the page sends above it. Deterministic, so unlike bench:pages one run is enough.
 *
 * `--json` prints `{ "minifiedBytes", "compressedBytes", "scripts" }` alone, for bench:pages to read;
 * `--out=DIR` keeps the build there (bench:pages also loads the floor page, to time what the libraries
 * alone cost the main thread).
 */
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { productionReactRouter } from '../../../scripts/productionReactRouter.mjs';

const root = path.join(import.meta.dirname, 'library-floor');
const keptOutDir = process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
const outDir = keptOutDir ? path.resolve(keptOutDir) : mkdtempSync(path.join(tmpdir(), 'library-floor-'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  await build({ root, configFile: false, logLevel: 'silent', plugins: [react()], resolve: { alias: productionReactRouter(import.meta.url) }, build: { outDir, emptyOutDir: true } });
  const assets = path.join(outDir, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  let minifiedBytes = 0;
  let compressedBytes = 0;
  for (const name of scripts) {
    const code = readFileSync(path.join(assets, name));
    minifiedBytes += code.length;
    compressedBytes += brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ minifiedBytes, compressedBytes, scripts: scripts.length }));
  } else {
    console.log(`React DOM, React Router (data router), RTK Query with react-redux, one react-aria button:`);
    console.log(`  ${kb(minifiedBytes)} minified, ${kb(compressedBytes)} compressed (brotli 11), ${scripts.length} script(s)`);
  }
} finally {
  if (!keptOutDir) rmSync(outDir, { recursive: true, force: true });
}
