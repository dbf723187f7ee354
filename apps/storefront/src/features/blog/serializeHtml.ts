import { ELEMENT_NODE, TEXT_NODE, childrenOf, tagOf, type HtmlNode } from './htmlTree';

/** Elements that have no end tag. */
export const VOID_TAGS: ReadonlySet<string> = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A valid attribute name as written in a start tag; anything else is left out when serialising. */
const ATTRIBUTE_NAME = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;
const TAG_NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;

/**
 * HTML for a list of nodes, as they are (every attribute kept, text escaped, comments dropped).
 * Not a sanitiser: its output still goes through `sanitizeBlogHtml` before it is shown.
 */
export function serializeNodes(nodes: readonly HtmlNode[]): string {
  return nodes.map(serializeNode).join('');
}

function serializeNode(node: HtmlNode): string {
  if (node.nodeType === TEXT_NODE) return escapeText(node.nodeValue ?? '');
  if (node.nodeType !== ELEMENT_NODE) return '';
  const tag = tagOf(node);
  if (!TAG_NAME.test(tag)) return serializeNodes(childrenOf(node));
  const attributes = Array.from(node.attributes ?? [])
    .filter((attribute) => ATTRIBUTE_NAME.test(attribute.name))
    .map((attribute) => ` ${attribute.name}="${escapeAttribute(attribute.value)}"`)
    .join('');
  if (VOID_TAGS.has(tag)) return `<${tag}${attributes}>`;
  return `<${tag}${attributes}>${serializeNodes(childrenOf(node))}</${tag}>`;
}
