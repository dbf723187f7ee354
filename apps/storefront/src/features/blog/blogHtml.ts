/**
 * What the blog pages read from an article's HTML (product brief, "Blogs"): the first image for
 * its card, the first h1 as its title, the body without that h1, and a plain-text snippet.
 *
 * The API stores every article already reduced to the shop's allow-list (apps/api, content/
 * sanitize-html.ts), so nothing here cleans anything: these are reads of an inert parsed document
 * (shared/parseHtml.ts; nothing in it runs or loads), and the body only gets the page's own
 * presentation (one h1 per page, image loading and where images are fetched from).
 */

import { ELEMENT_NODE, parseHtmlBody, TEXT_NODE } from '../../shared/parseHtml';

/** The product brief's title when an article has no h1. */
export const FALLBACK_BLOG_TITLE = 'Blog Title';

/** The product brief's snippet length. */
export const SNIPPET_LENGTH = 250;

const ELLIPSIS = '...';

/** The article as an inert document's body. */
export function parseArticle(html: string): HTMLElement {
  return parseHtmlBody(html);
}

/** The src of the first image, or undefined when there is none. */
export function firstImage(article: HTMLElement): string | undefined {
  return article.querySelector('img[src]')?.getAttribute('src')?.trim() || undefined;
}

/** The text of the first h1, whitespace collapsed; the fallback when there is none or it is empty. */
export function titleFromArticle(article: HTMLElement, fallback: string = FALLBACK_BLOG_TITLE): string {
  const heading = article.querySelector('h1');
  const title = heading ? visibleText(heading) : '';
  return title === '' ? fallback : title;
}

/** A copy of the article without its first h1 (the page shows the title itself). */
export function withoutFirstH1(article: HTMLElement): HTMLElement {
  const copy = article.cloneNode(true) as HTMLElement;
  copy.querySelector('h1')?.remove();
  return copy;
}

export interface ArticleBodyOptions {
  /** Where the browser fetches an image path (the API may live on another origin). */
  resolveImageSrc?: (src: string) => string;
}

/**
 * The HTML the article page shows under its title: the first h1 left out, any other h1 made an h2
 * (the page keeps one h1), the first image loaded at once and first (it is usually the largest
 * thing on screen), every other image lazily.
 */
export function articleBodyHtml(html: string, { resolveImageSrc = (src) => src }: ArticleBodyOptions = {}): string {
  const body = withoutFirstH1(parseArticle(html));
  for (const heading of Array.from(body.querySelectorAll('h1'))) {
    const section = body.ownerDocument.createElement('h2');
    section.append(...Array.from(heading.childNodes));
    heading.replaceWith(section);
  }
  Array.from(body.querySelectorAll('img')).forEach((image, index) => {
    const src = image.getAttribute('src');
    if (src !== null) image.setAttribute('src', resolveImageSrc(src.trim()));
    image.setAttribute('loading', index === 0 ? 'eager' : 'lazy');
    if (index === 0) image.setAttribute('fetchpriority', 'high');
    image.setAttribute('decoding', 'async');
  });
  return body.innerHTML;
}

/** Tags that end a line of text: their text is kept apart from the text around them. */
const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'BLOCKQUOTE', 'BR', 'CAPTION', 'H1', 'H2', 'H3', 'H4', 'LI', 'OL', 'P', 'TABLE', 'TD', 'TH', 'TR', 'UL',
]);

/** The text a reader sees, with a space wherever a block ends ("<p>a</p><p>b</p>" → "a b"), whitespace collapsed. */
function visibleText(root: Node): string {
  const parts: string[] = [];
  const collect = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === TEXT_NODE) {
        parts.push(child.nodeValue ?? '');
      } else if (child.nodeType === ELEMENT_NODE) {
        const isBlock = BLOCK_TAGS.has(child.nodeName);
        if (isBlock) parts.push(' ');
        collect(child);
        if (isBlock) parts.push(' ');
      }
    }
  };
  collect(root);
  return parts.join('').replace(/[\s\u00a0]+/g, ' ').trim();
}

/**
 * The reader-visible text (tags stripped, entities decoded, whitespace collapsed), cut to at most
 * `maxLength` characters at a word boundary where there is one, followed by '...'. Empty text
 * gives ''.
 */
export function plainTextSnippet(article: HTMLElement, maxLength: number = SNIPPET_LENGTH): string {
  const text = visibleText(article);
  if (text === '') return '';
  return `${cutAtWord(text, maxLength)}${ELLIPSIS}`;
}

/** Cuts at the last space inside the limit, unless that throws away more than a fifth of it. */
function cutAtWord(text: string, maxLength: number): string {
  let cut = text;
  if (text.length > maxLength) {
    cut = text.slice(0, maxLength);
    const nextIsBoundary = /\s/.test(text.charAt(maxLength));
    const lastSpace = cut.lastIndexOf(' ');
    if (!nextIsBoundary && lastSpace >= maxLength * 0.8) cut = cut.slice(0, lastSpace);
    // Never leave half of a surrogate pair (an emoji) at the end.
    if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  }
  // "…sentence." + "..." would read as four dots; a dangling comma or dash looks broken.
  return cut.replace(/[\s.,;:\u2013\u2014-]+$/, '');
}
