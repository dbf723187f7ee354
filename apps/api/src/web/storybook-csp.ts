/**
 * The built Storybook's pages carry inline <script> elements (its configuration and bootstrapping). The
 * CSP allows exactly those by their SHA-256 hashes, computed here from the built files at start-up, so a
 * rebuilt Storybook needs no change to the policy and no other inline script ever runs under it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cspHash } from '../http/security-headers';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `'sha256-…'` sources of every inline script in `html`; scripts loaded by src need none. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.push(cspHash(body));
  }
  return hashes;
}

/** The hashes of the inline scripts of every page at the top of the Storybook build. */
export async function storybookScriptHashes(storybookDist: string): Promise<string[]> {
  const pages = (await readdir(storybookDist)).filter((name) => name.endsWith('.html'));
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const hash of inlineScriptHashes(await readFile(path.join(storybookDist, page), 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}
