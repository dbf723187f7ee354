import {
  attributeOf,
  childrenOf,
  findElement,
  isElement,
  parseHtmlWithDomParser,
  visibleText,
  type HtmlNode,
  type ParseHtml,
} from './htmlTree';
import { isSafeImageSrc } from './safeUrl';
import { serializeNodes } from './serializeHtml';

/**
 * What the blog pages read from an article's HTML (specification, "Blogs"): the first image for
 * its card, the first h1 as its title, the body without that h1, and a plain-text snippet.
 * Each takes the parser last, so the tests can run them without a browser.
 */

/** The specification's title when an article has no h1. */
export const FALLBACK_BLOG_TITLE = 'Blog Title';

/** The specification's snippet length. */
export const SNIPPET_LENGTH = 250;

const ELLIPSIS = '...';

/** The src of the first image we would show (relative or https), or undefined when there is none. */
export function firstImage(html: string, parse: ParseHtml = parseHtmlWithDomParser): string | undefined {
  const image = findElement(parse(html), (element) => isElement(element, 'img') && isSafeImageSrc(attributeOf(element, 'src') ?? ''));
  return image && attributeOf(image, 'src')?.trim();
}

/** The text of the first h1, whitespace collapsed; the fallback when there is none or it is empty. */
export function titleFromHtml(html: string, fallback: string = FALLBACK_BLOG_TITLE, parse: ParseHtml = parseHtmlWithDomParser): string {
  const heading = findElement(parse(html), (element) => isElement(element, 'h1'));
  const title = heading ? visibleText(heading) : '';
  return title === '' ? fallback : title;
}

/** The HTML without its first h1 (the page shows the title itself). Still to be sanitised. */
export function withoutFirstH1(html: string, parse: ParseHtml = parseHtmlWithDomParser): string {
  const root = parse(html);
  const heading = findElement(root, (element) => isElement(element, 'h1'));
  if (!heading) return serializeNodes(childrenOf(root));
  return serializeNodes(removeNode(childrenOf(root), heading));
}

/** A copy of the tree (as far as it differs) without `target`. */
function removeNode(nodes: readonly HtmlNode[], target: HtmlNode): HtmlNode[] {
  return nodes
    .filter((node) => node !== target)
    .map((node) => {
      const children = childrenOf(node);
      if (children.length === 0) return node;
      const kept = removeNode(children, target);
      const changed = kept.length !== children.length || kept.some((child, index) => child !== children[index]);
      return changed ? { ...pick(node), childNodes: kept } : node;
    });
}

const pick = ({ nodeType, nodeName, nodeValue, attributes }: HtmlNode): HtmlNode => ({
  nodeType,
  nodeName,
  nodeValue,
  attributes,
  childNodes: [],
});

/**
 * The reader-visible text (tags stripped, entities decoded, whitespace collapsed), cut to at most
 * `maxLength` characters at a word boundary where there is one, followed by '...'. Empty text
 * gives ''.
 */
export function plainTextSnippet(html: string, maxLength: number = SNIPPET_LENGTH, parse: ParseHtml = parseHtmlWithDomParser): string {
  const text = visibleText(parse(html));
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
