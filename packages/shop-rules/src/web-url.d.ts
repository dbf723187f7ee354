/**
 * The WHATWG URL class, a global in browsers and in Node alike. This package compiles without the DOM
 * and Node type libraries, so that nothing else of either slips in; this declares only what it uses.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly origin: string;
  pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly searchParams: { get(name: string): string | null };
}
