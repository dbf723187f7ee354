/**
 * The small part of the DOM the blog helpers read. In the browser the tree comes from `DOMParser`
 * (an inert document: nothing in it runs or loads); the unit tests hand in a tiny parser of their
 * own, because Node has no DOM. Everything the helpers output is built from this tree by our own
 * code, so what reaches the page never depends on how faithfully a parser read the input.
 */

export interface HtmlAttribute {
  readonly name: string;
  readonly value: string;
}

export interface HtmlNode {
  readonly nodeType: number;
  /** Upper case for HTML elements ('IMG'), '#text' for text. */
  readonly nodeName: string;
  /** A text node's text (entities already decoded); null for elements. */
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<HtmlNode>;
  /** Present on elements only. */
  readonly attributes?: ArrayLike<HtmlAttribute> | null;
}

/** Turns an HTML fragment into a tree whose children are the fragment's top-level nodes. */
export type ParseHtml = (html: string) => HtmlNode;

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;

/** The browser's own parser; the body holds the fragment. */
export const parseHtmlWithDomParser: ParseHtml = (html) => new DOMParser().parseFromString(html, 'text/html').body;

export const tagOf = (node: HtmlNode): string => node.nodeName.toLowerCase();

export const isElement = (node: HtmlNode, tag?: string): boolean =>
  node.nodeType === ELEMENT_NODE && (tag === undefined || tagOf(node) === tag);

export function attributeOf(node: HtmlNode, name: string): string | undefined {
  const attributes = node.attributes;
  if (!attributes) return undefined;
  for (let index = 0; index < attributes.length; index += 1) {
    const attribute = attributes[index];
    if (attribute && attribute.name.toLowerCase() === name) return attribute.value;
  }
  return undefined;
}

export function childrenOf(node: HtmlNode): HtmlNode[] {
  return Array.from(node.childNodes);
}

/** Elements whose text is never reader-visible content (code, styles, embedded documents). */
export const NON_CONTENT_TAGS: ReadonlySet<string> = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math',
  'textarea', 'select', 'title', 'head', 'frame', 'frameset', 'noembed', 'noframes', 'xmp', 'plaintext',
]);

/** The first element in document order that matches, if any. */
export function findElement(root: HtmlNode, matches: (element: HtmlNode) => boolean): HtmlNode | undefined {
  for (const child of childrenOf(root)) {
    if (child.nodeType !== ELEMENT_NODE) continue;
    if (matches(child)) return child;
    if (NON_CONTENT_TAGS.has(tagOf(child))) continue;
    const found = findElement(child, matches);
    if (found) return found;
  }
  return undefined;
}

/** Tags that end a line of text: their text is kept apart from the text around them. */
const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table',
  'td', 'th', 'tr', 'ul',
]);

/**
 * The text a reader sees, with a space wherever a block ends ("<p>a</p><p>b</p>" → "a b") and
 * whitespace collapsed; script and style text are left out.
 */
export function visibleText(node: HtmlNode): string {
  const parts: string[] = [];
  const collect = (current: HtmlNode) => {
    for (const child of childrenOf(current)) {
      if (child.nodeType === TEXT_NODE) {
        parts.push(child.nodeValue ?? '');
      } else if (child.nodeType === ELEMENT_NODE) {
        const tag = tagOf(child);
        if (NON_CONTENT_TAGS.has(tag)) continue;
        const isBlock = BLOCK_TAGS.has(tag);
        if (isBlock) parts.push(' ');
        collect(child);
        if (isBlock) parts.push(' ');
      }
    }
  };
  collect(node);
  return collapseWhitespace(parts.join(''));
}

/** Runs of spaces, tabs, newlines and no-break spaces become one space; the ends are trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}
