/**
 * The scripts each storefront page needs beyond the entry chunk, as the storefront's build lists them (apps/storefront
 * build/pageChunks.ts), so a phone fetches them beside the entry script instead of learning of them only after it has
 * downloaded and run. The index template writes them (seo/index-template.ts). The same file is served as it is to
 * the running shop, which asks for a page's scripts from it when it moves there.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the storefront's build writes the list, in its folder beside index.html (the same name in its build/pageChunks.ts). */
const PAGE_SCRIPTS_FILE = 'page-scripts.json';

/** The scripts of the page of a route path (`/cart`, `/orders/:id`); none for a path the list leaves out. */
export type PageScripts = (routePath: string | undefined) => readonly string[];

/** Only the build's own script paths are written into a page: a file that says otherwise is ignored whole. */
const SCRIPT_PATH = /^\/assets\/[\w.-]+\.js$/;

export async function readPageScripts(storefrontDist: string): Promise<PageScripts> {
  let listed: unknown;
  try {
    listed = JSON.parse(await readFile(path.join(storefrontDist, PAGE_SCRIPTS_FILE), 'utf8'));
  } catch {
    // A build from before the list (or a storefront built by hand without it): pages load as they did.
    return () => [];
  }
  if (!isScriptList(listed)) return () => [];
  const scripts = new Map(Object.entries(listed));
  return (routePath) => (routePath === undefined ? [] : (scripts.get(routePath) ?? []));
}

function isScriptList(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((scripts) => Array.isArray(scripts) && scripts.every((script) => typeof script === 'string' && SCRIPT_PATH.test(script)))
  );
}
