import type { Plugin } from 'vite';
import { PAGE_MODULES, pageComponentName } from '../src/app/pageModules.ts';

/**
 * Where the list is written, in the build's folder beside index.html, from where the API serves it to the browser
 * (src/app/pageScripts.ts) and reads it (apps/api src/web/page-scripts.ts, which names the same file: the build's
 * config is loaded by Node before any TypeScript of the workspace could be shared).
 */
const PAGE_SCRIPTS_FILE = 'page-scripts.json';

interface BuiltChunk {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  moduleIds: string[];
}

/** A page's chunk is named after its component (`CartPage-…`), or after the group that holds it, named the same. */
const PAGE_CHUNK = new RegExp(`^assets/(${[...new Set(Object.values(PAGE_MODULES).map(pageComponentName))].join('|')})-[\\w-]+\\.js$`);

/**
 * What Vite writes into the entry for a dynamic import of `file`: the chunks to preload with it. None for a page's
 * chunk, whose scripts the list below gives the browser (src/app/pageScripts.ts): Vite's own lists for every page,
 * with the names of all their chunks, were about 1.7 KB of the entry's compressed script (decision 089). A part's
 * chunk (a menu, a dialog, a section fetched when seen) keeps them.
 */
export function preloadedWith(file: string, dependencies: string[]): string[] {
  return PAGE_CHUNK.test(file) ? [] : dependencies;
}

/**
 * Writes, for each path of the route table, the scripts its page needs beyond the entry chunk: React DOM's client
 * (main.tsx imports it apart), the page's chunk and every chunk it imports. A page starts only once all of them
 * have run; without this list the browser learns of them only after the entry chunk has downloaded and run, one
 * round trip and one long task later, and of each chunk only once the one that imports it has come. The server
 * names them as `<link rel="modulepreload">` in the heads of the pages the browser renders itself (the cart, sign-up,
 * the signed-in pages), and to the loader of a page it rendered, which asks for them with the entry (decision 078);
 * the running shop fetches the list once its first page has loaded and asks for a page's scripts when it moves
 * there (decision 089).
 */
export function pageChunks(language?: string): Plugin {
  return {
    name: 'shop-page-chunks',
    apply: 'build',
    // Last: Vite drops the chunks that only held styles (all styles are one file) in its own generateBundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output): output is typeof output & BuiltChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) this.error('The storefront build has no entry chunk');
        // What the entry's own script tag brings (it and its static imports) needs no second mention.
        const loaded = closure([entry.fileName], byFile);
        // The chunk a module went into: its own, or a group's (vite.config.ts puts home and an article in groups).
        const moduleChunk = (ending: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(ending)));
        const reactDomClient = moduleChunk('/react-dom/client.js');
        if (!reactDomClient) this.error("React DOM's client is not a chunk of its own (main.tsx imports it dynamically)");
        const list: Record<string, string[]> = {};
        for (const [path, module] of Object.entries(PAGE_MODULES)) {
          const page = moduleChunk(`/src/pages/${module}.tsx`);
          if (!page) this.error(`No chunk for the page of ${path} (src/pages/${module}.tsx)`);
          // React DOM's client first: the largest, it should not be the last to start downloading.
          const needed = [...closure([reactDomClient.fileName, page.fileName], byFile)].filter((file) => !loaded.has(file));
          const gone = needed.find((file) => !(file in bundle));
          if (gone) this.error(`The page of ${path} imports ${gone}, which is no longer in the build`);
          list[path] = needed.map((file) => `/${file}`);
        }
        // A second language's list goes beside its page (dist/hi/), where the API reads it and the browser asks for it.
        this.emitFile({ type: 'asset', fileName: language ? `${language}/${PAGE_SCRIPTS_FILE}` : PAGE_SCRIPTS_FILE, source: `${JSON.stringify(list, null, 2)}\n` });
      },
    },
  };
}

/** The files and every file they import statically, transitively. */
function closure(files: string[], byFile: ReadonlyMap<string, BuiltChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  files.forEach(visit);
  return seen;
}
