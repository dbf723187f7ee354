/**
 * Cache rules of the built apps the API serves (the storefront and the back-office alike): Vite
 * fingerprints everything under assets/, so those files never change under the same name; the page and
 * the list of each page's scripts always revalidate, as they name the current asset files; anything else
 * may be kept an hour.
 */
import path from 'node:path';

const ONE_YEAR = 'public, max-age=31536000, immutable';
export const ONE_HOUR = 'public, max-age=3600';
export const ALWAYS_REVALIDATE = 'no-cache';

/** The files that name a build's current assets: its page, and the storefront's list of each page's scripts (web/page-scripts.ts). */
const NAMING_ASSETS: ReadonlySet<string> = new Set(['index.html', 'page-scripts.json']);

/** The Cache-Control of a file of a build rooted at `root`. */
export function cacheControlFor(filePath: string, root: string): string {
  const relative = path.relative(root, filePath).split(path.sep);
  if (relative[0] === 'assets') return ONE_YEAR;
  if (NAMING_ASSETS.has(relative.at(-1)!)) return ALWAYS_REVALIDATE;
  return ONE_HOUR;
}
