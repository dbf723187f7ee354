import {
  ELEMENT_NODE,
  NON_CONTENT_TAGS,
  TEXT_NODE,
  attributeOf,
  childrenOf,
  parseHtmlWithDomParser,
  tagOf,
  type HtmlNode,
  type ParseHtml,
} from './htmlTree';
import { isSafeImageSrc, isSafeLinkHref } from './safeUrl';
import { escapeAttribute, escapeText } from './serializeHtml';

/**
 * Article HTML comes from our own database, but an admin account can be phished or a rich-text
 * paste can carry anything, so it is treated as untrusted: only these elements survive, and
 * only the attributes written out below. Tags not listed are unwrapped (their text stays);
 * the content of scripts, styles and embedded documents is dropped whole.
 */
const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'h1', 'h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img', 'blockquote', 'br',
]);

/** Rich-text editors still write <b> and <i>; they mean what <strong> and <em> mean. */
const RENAMED_TAGS: Readonly<Record<string, string>> = { b: 'strong', i: 'em' };

/** Anything more is not an image size but an attempt to break the layout. */
const IMAGE_DIMENSION = /^\d{1,4}$/;

export interface SanitizeOptions {
  /** Parses the HTML; the browser's DOMParser unless a test gives its own. */
  parse?: ParseHtml;
  /** Where the browser fetches an image path (the API may live on another origin). */
  resolveImageSrc?: (src: string) => string;
  /**
   * Load the first image at once and first (it is usually the article's largest visible
   * element); every other image loads lazily.
   */
  eagerFirstImage?: boolean;
  /**
   * Turn h1s into h2s: the article page shows the title as the page's one h1 and removes it from
   * the body, so any other h1 in the body is a section heading.
   */
  demoteH1?: boolean;
}

/** The article's HTML reduced to the allow-list, safe for `dangerouslySetInnerHTML`. */
export function sanitizeBlogHtml(html: string, options: SanitizeOptions = {}): string {
  const { parse = parseHtmlWithDomParser, resolveImageSrc = (src: string) => src, eagerFirstImage = false, demoteH1 = false } = options;
  const renamed: Readonly<Record<string, string>> = demoteH1 ? { ...RENAMED_TAGS, h1: 'h2' } : RENAMED_TAGS;
  let imagesSeen = 0;

  const image = (node: HtmlNode): string => {
    const src = attributeOf(node, 'src') ?? '';
    if (!isSafeImageSrc(src)) return '';
    const isEager = eagerFirstImage && imagesSeen === 0;
    imagesSeen += 1;
    let attributes = ` src="${escapeAttribute(resolveImageSrc(src.trim()))}" alt="${escapeAttribute(attributeOf(node, 'alt') ?? '')}"`;
    for (const dimension of ['width', 'height']) {
      const value = attributeOf(node, dimension)?.trim();
      if (value !== undefined && IMAGE_DIMENSION.test(value)) attributes += ` ${dimension}="${value}"`;
    }
    attributes += isEager ? ' loading="eager" fetchpriority="high"' : ' loading="lazy"';
    return `<img${attributes} decoding="async">`;
  };

  const nodes = (list: readonly HtmlNode[]): string => list.map(node).join('');

  const node = (current: HtmlNode): string => {
    if (current.nodeType === TEXT_NODE) return escapeText(current.nodeValue ?? '');
    if (current.nodeType !== ELEMENT_NODE) return ''; // comments, processing instructions
    const original = tagOf(current);
    if (NON_CONTENT_TAGS.has(original)) return '';
    const tag = renamed[original] ?? original;
    const inner = () => nodes(childrenOf(current));
    if (!ALLOWED_TAGS.has(tag)) return inner();
    if (tag === 'img') return image(current);
    if (tag === 'br') return '<br>';
    if (tag === 'a') {
      const href = attributeOf(current, 'href');
      // A link we cannot keep becomes its text, rather than a link that goes nowhere.
      if (href === undefined || !isSafeLinkHref(href)) return inner();
      return `<a href="${escapeAttribute(href.trim())}" rel="noopener">${inner()}</a>`;
    }
    return `<${tag}>${inner()}</${tag}>`;
  };

  return nodes(childrenOf(parse(html)));
}
