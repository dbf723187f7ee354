/**
 * `pnpm bench:floor`: how much of the script budgets the client's libraries take by themselves.
 *
 * Builds bench/library-floor (React DOM hydrating React Router's data router, RTK Query through
 * react-redux, one react-aria button, and nothing of the shop) with the storefront's own Vite and
 * React plugin, compresses its scripts as the build's copies are (brotli, quality 11), and prints their
 * weight beside the budgets (120 KB on home, 150 KB on the other pages, compressed). What is left is
 * all the room there is for the shop's own code, its pages and each script's response headers.
 * Deterministic, so unlike bench:pages one run is enough.
 */
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.join(import.meta.dirname, 'library-floor');
const outDir = mkdtempSync(path.join(tmpdir(), 'library-floor-'));
const budgets = { home: 120 * 1024, 'other pages': 150 * 1024 };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  await build({ root, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir, emptyOutDir: true } });
  const assets = path.join(outDir, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  let minified = 0;
  let compressed = 0;
  for (const name of scripts) {
    const code = readFileSync(path.join(assets, name));
    minified += code.length;
    compressed += brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  console.log(`React DOM, React Router (data router), RTK Query with react-redux, one react-aria button:`);
  console.log(`  ${kb(minified)} minified, ${kb(compressed)} compressed (brotli 11), ${scripts.length} script(s)`);
  for (const [page, budget] of Object.entries(budgets)) {
    console.log(`  ${page}: budget ${kb(budget)}, left for the shop ${kb(budget - compressed)}`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
