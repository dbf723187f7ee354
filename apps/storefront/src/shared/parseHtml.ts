/**
 * Reading stored HTML (articles, policy pages) as an inert document: nothing in it runs or loads. The
 * browser's own DOMParser by default; the server renderer, which has no DOM, gives one of its own
 * (entry-server.tsx) before it renders anything.
 */
type CreateParser = () => Pick<DOMParser, 'parseFromString'>;

let createParser: CreateParser = () => new DOMParser();

export function setHtmlParser(create: CreateParser): void {
  createParser = create;
}

/** The body of `html` parsed as a whole document. */
export function parseHtmlBody(html: string): HTMLElement {
  return createParser().parseFromString(html, 'text/html').body;
}

/** Node types by name: the server's DOM has no global `Node` to read them from. */
export const TEXT_NODE = 3;
export const ELEMENT_NODE = 1;
