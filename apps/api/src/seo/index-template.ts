/**
 * The built storefront's index.html as a template for per-page heads. It is parsed once at start-up (the
 * build is immutable): the elements each page gets its own of (title, description, robots, canonical,
 * Open Graph, Twitter, JSON-LD) are taken out of its head, and each page's are put back before </head>.
 */

/** A page rendered on the server: the markup of #root and the state the browser hydrates from. */
export interface PageBody {
  rootHtml: string;
  /** JSON already escaped for a script element (the storefront's pageState.ts). */
  pageStateJson: string;
  /** Class names for <html> (the storefront's theme), which the browser's script would add later. */
  htmlClassName: string;
}

export interface IndexTemplate {
  /**
   * The page with `headHtml` (from renderHead) in its head and, when given, the rendered `body` in its
   * #root, followed by its state as a JSON data block, which the Content-Security-Policy does not govern.
   * The "needs JavaScript" notice is left out then: the page reads without it. `scripts` are the page's
   * own beyond the entry (web/page-scripts.ts): the shell names them in its head as module preloads, to be
   * fetched at once; a rendered page's loader asks for them with the entry, after the page has loaded.
   */
  render(headHtml: string, body?: PageBody, scripts?: readonly string[]): string;
}

/** The element the storefront renders into, empty in the built index.html. */
const EMPTY_ROOT = /<div id="root"><\/div>/;
const NOSCRIPT = /[ \t]*<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>\r?\n?/gi;
/** The id the storefront reads its page state from (apps/storefront/src/app/pageState.ts). */
const PAGE_STATE_ELEMENT_ID = 'shop-page-state';

const PER_PAGE_ELEMENTS = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>/gi,
  /<script\b[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script\s*>/gi,
  /<meta\b[^>]*>/gi,
  /<link\b[^>]*>/gi,
];

/** meta name/property values and link rel values that renderHead writes. */
const PER_PAGE_KEYS = /^(description|robots|canonical|og:.*|twitter:.*|product:.*|article:.*)$/i;

export function parseIndexTemplate(html: string): IndexTemplate {
  const headEnd = html.search(/<\/head\s*>/i);
  let before: string;
  let after: string;
  if (headEnd !== -1) {
    const insertAt = lineStart(html, headEnd);
    before = withoutPerPageElements(html.slice(0, insertAt));
    after = html.slice(insertAt);
  } else {
    // HTML lets a page leave out <head>; then the elements may be anywhere, and the new ones go first.
    const page = withoutPerPageElements(html);
    const insertAt = afterDoctype(page);
    before = page.slice(0, insertAt);
    after = page.slice(insertAt);
  }
  const rendered = (body: PageBody) =>
    after
      .replace(NOSCRIPT, '')
      .replace(
        EMPTY_ROOT,
        () => `<div id="root">${body.rootHtml}</div>\n    <script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${body.pageStateJson}</script>`,
      );
  // A rendered page reads and paints without its script, which only makes it interactive (hydration):
  // the storefront's hydrate-after-load.js adds it once the page has loaded, so it neither takes a slow
  // phone network's bandwidth from the stylesheet and images nor holds back their paint (decision 023).
  // The shell (no body) needs its script to show anything, so it keeps loading it at once.
  const themed = (body: PageBody, scripts: readonly string[]) =>
    withScriptsAfterLoad(before, scripts).replace(
      /<html\b([^>]*)>/i,
      (_tag, attributes: string) => `<html${attributes} class="${escapeAttribute(body.htmlClassName)}">`,
    );
  const preloads = (scripts: readonly string[]) => scripts.map((script) => `    <link rel="modulepreload" crossorigin href="${escapeAttribute(script)}">\n`).join('');
  return {
    render: (headHtml, body, scripts = []) =>
      body ? `${themed(body, scripts)}${headHtml}${rendered(body)}` : `${before}${headHtml}${preloads(scripts)}${after}`,
  };
}

/** The storefront's loader that adds a rendered page's module script after the load event and the first paint (apps/storefront/public). */
const HYDRATE_AFTER_LOAD_SCRIPT = '/hydrate-after-load.js';

/**
 * Each `<script type="module" src=…></script>` becomes the loader, which adds it after the page has loaded and painted,
 * and with it preloads of the page's `scripts` (`data-preload`, decision 078).
 */
function withScriptsAfterLoad(html: string, scripts: readonly string[]): string {
  const preloads = scripts.length > 0 ? ` data-preload="${escapeAttribute(scripts.join(' '))}"` : '';
  return html.replace(/<script\b([^>]*)>\s*<\/script\s*>/gi, (element, attributes: string) => {
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const entry = src?.[1] ?? src?.[2] ?? src?.[3];
    if (!/\btype\s*=\s*["']?module\b/i.test(attributes) || entry === undefined) return element;
    return `<script src="${HYDRATE_AFTER_LOAD_SCRIPT}" data-module="${escapeAttribute(entry)}"${preloads} defer></script>`;
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function withoutPerPageElements(head: string): string {
  let result = head;
  for (const pattern of PER_PAGE_ELEMENTS) {
    result = result.replace(pattern, (element) => (isPerPage(element) ? '' : element));
  }
  // Drop the lines the removed elements leave empty (the template's own line breaks stay as they were).
  return result.replace(/^[ \t]*\r?\n/gm, '');
}

function isPerPage(element: string): boolean {
  if (/^<(title|script)\b/i.test(element)) return true;
  const key = /\s(?:name|property|rel)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(element);
  const value = key?.[1] ?? key?.[2] ?? key?.[3];
  return value !== undefined && PER_PAGE_KEYS.test(value.trim());
}

/** Back from `index` to the start of its line, when only indentation precedes it there. */
function lineStart(html: string, index: number): number {
  let start = index;
  while (start > 0 && (html[start - 1] === ' ' || html[start - 1] === '\t')) start--;
  return start > 0 && html[start - 1] !== '\n' ? index : start;
}

function afterDoctype(html: string): number {
  const doctype = /^\s*<!doctype[^>]*>\s*/i.exec(html);
  return doctype ? doctype[0].length : 0;
}
