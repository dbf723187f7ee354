/**
 * Cache rules of the built apps the API serves (the storefront and the back-office alike): Vite
 * fingerprints everything under assets/, so those files never change under the same name; the page
 * always revalidates, as it names the current asset files; anything else may be kept an hour.
 */
import path from 'node:path';

const ONE_YEAR = 'public, max-age=31536000, immutable';
export const ONE_HOUR = 'public, max-age=3600';
export const ALWAYS_REVALIDATE = 'no-cache';

/** The Cache-Control of a file of a build rooted at `root`. */
export function cacheControlFor(filePath: string, root: string): string {
  const relative = path.relative(root, filePath).split(path.sep);
  if (relative[0] === 'assets') return ONE_YEAR;
  if (relative.at(-1) === 'index.html') return ALWAYS_REVALIDATE;
  return ONE_HOUR;
}
