/**
 * How the API's web host and the storefront's server renderer meet: the storefront's SSR build
 * (apps/storefront/src/entry-server.tsx) exports `createServerRenderer`, and the API (apps/api
 * src/web/page-renderer.ts) loads that build and asks it for pages. Types only: each side imports them,
 * neither imports the other.
 */
import type { CookieCart } from './cartCookie';

export interface RenderedPage {
  /** The markup that goes inside the page's #root element. */
  html: string;
  /** For <html>: the theme's class, which the browser's entry adds itself, so the first paint has the theme. */
  htmlClassName: string;
  /** The JSON of the page state the browser hydrates from, already safe to write inside a script element. */
  pageState: string;
}

/**
 * What the server knows of one visitor's browser, for the one personal page it renders: the cart's copy in its cookie
 * (decision 075). A page rendered with it is that visitor's alone: answered `private, no-store`, never kept.
 */
export interface VisitorState {
  cart: CookieCart;
}

/**
 * A page by its path and query string (e.g. "/products/bird-spikes?tab=reviews"); undefined when the storefront leaves
 * it to the browser. The cart page is rendered only with a visitor's cart, and every other page only without one.
 */
export type RenderPage = (pathAndQuery: string, visitor?: VisitorState) => Promise<RenderedPage | undefined>;

export interface ServerRendererOptions {
  /** Answers the storefront's API requests in the same process (the API's own `inject`): no network. */
  fetchApi: typeof fetch;
}

/** What the storefront's server build exports. */
export interface ServerEntry {
  createServerRenderer(options: ServerRendererOptions): RenderPage;
}
