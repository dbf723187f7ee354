import { ELEMENT_NODE, TEXT_NODE, type HtmlAttribute, type HtmlNode, type ParseHtml } from '../htmlTree';

/**
 * A tiny HTML parser for the unit tests only (Node has no DOMParser, and the shop adds no
 * dependency for one): elements, attributes (quoted or not), text, comments, void elements,
 * raw-text elements and the common entities. It does not repair misnested markup the way a
 * browser does; the browser's parser is exercised by the e2e tests.
 */

interface MutableNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: MutableNode[];
  attributes?: HtmlAttribute[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'textarea', 'title', 'xmp']);
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', Tab: '\t', NewLine: '\n',
  hellip: '…', mdash: '—', ndash: '–', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', times: '×',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name] ?? match;
  });
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseAttributes(source: string): HtmlAttribute[] {
  const attributes: HtmlAttribute[] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (attributes.some((attribute) => attribute.name === name)) continue; // the first one wins, as in browsers
    attributes.push({ name, value: decodeEntities(match[2] ?? match[3] ?? match[4] ?? '') });
  }
  return attributes;
}

const text = (value: string): MutableNode => ({ nodeType: TEXT_NODE, nodeName: '#text', nodeValue: value, childNodes: [] });

export const parseHtmlForTests: ParseHtml = (html) => {
  const root: MutableNode = { nodeType: ELEMENT_NODE, nodeName: 'BODY', nodeValue: null, childNodes: [], attributes: [] };
  const open: MutableNode[] = [root];
  const current = () => open[open.length - 1]!;
  const tag = /<!--[\s\S]*?(?:-->|$)|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
  let position = 0;

  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (match.index > position) current().childNodes.push(text(decodeEntities(html.slice(position, match.index))));
    position = tag.lastIndex;
    const [whole, closing, opening, attributeSource = ''] = match;
    if (whole.startsWith('<!--')) {
      current().childNodes.push({ nodeType: 8, nodeName: '#comment', nodeValue: whole, childNodes: [] });
    } else if (closing) {
      const name = closing.toUpperCase();
      const index = open.map((node) => node.nodeName).lastIndexOf(name);
      if (index > 0) open.length = index;
    } else if (opening) {
      const name = opening.toLowerCase();
      const element: MutableNode = { nodeType: ELEMENT_NODE, nodeName: name.toUpperCase(), nodeValue: null, childNodes: [], attributes: parseAttributes(attributeSource) };
      current().childNodes.push(element);
      if (RAW_TEXT.has(name)) {
        const end = html.toLowerCase().indexOf(`</${name}`, position);
        const stop = end === -1 ? html.length : end;
        if (stop > position) element.childNodes.push(text(html.slice(position, stop)));
        const after = end === -1 ? html.length : html.indexOf('>', end) + 1 || html.length;
        position = after;
        tag.lastIndex = after;
      } else if (!VOID.has(name)) {
        // As in browsers, '<p/>' opens a p; only void elements have no content.
        open.push(element);
      }
    }
  }
  if (position < html.length) current().childNodes.push(text(decodeEntities(html.slice(position))));
  return root as HtmlNode;
};
