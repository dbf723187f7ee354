import { LANGUAGE } from '../shared/language';

/**
 * The scripts each page of the route table needs beyond the entry, by route path, as the build lists them
 * (build/pageChunks.ts) beside index.html; the server names them in the pages it sends from the same file. A move
 * asks for all of a page's scripts at once, beside its own chunk, instead of learning of each only once the chunk
 * that imports it has come: a round trip for every level on a phone's network. The list is fetched once the first
 * page is up rather than written into the entry, where it was about 1.7 KB (compressed) of what every first visit
 * waits for (decision 089).
 */
type PageScriptList = Partial<Record<string, readonly string[]>>;

let list: Promise<PageScriptList> | undefined;
const asked = new Set<string>();

function pageScriptList(): Promise<PageScriptList> {
  list ??= fetch(`${LANGUAGE.basename}/page-scripts.json`)
    .then((response) => (response.ok ? (response.json() as Promise<PageScriptList>) : {}))
    .catch(() => {
      // Offline for a moment: the page's own imports still bring its scripts, and the next move asks again.
      list = undefined;
      return {};
    });
  return list;
}

/** Fetches the list when the browser has a moment after the first page, so that the first move need not wait for it. */
export function listPageScriptsWhenIdle(): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => void pageScriptList(), { timeout: 3000 });
  else setTimeout(() => void pageScriptList(), 1000);
}

/** Asks for every script of the page at `routePath` (a path of the route table) that this visit has not asked for. */
export function preloadPageScripts(routePath: string): void {
  void pageScriptList().then((scripts) => {
    for (const script of scripts[routePath] ?? []) {
      if (asked.has(script)) continue;
      asked.add(script);
      // A script already run (the entry's, React DOM's) is in the browser's module map: asking again fetches nothing.
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: script }));
    }
  });
}
