/**
 * Security headers on every answer: pages, API, media, Storybook and errors alike (on the onRequest hook, so
 * even a 404 carries them). Why each directive is there: docs/decisions/015-security-headers.md.
 *
 * The built apps' fingerprinted files (the storefront's /assets/ and the back-office's) and the script every
 * served page loads first (the storefront's hydrate-after-load.js) get only the headers a script, stylesheet,
 * font or image obeys: nosniff, the resource policy and HSTS. The rest (the CSP, framing, permissions, opener,
 * referrer and the like) govern a document, and a browser ignores them on a subresource; sent with each of a
 * page's dozen scripts they cost it several KB on a slow network.
 * Uploaded media keeps them all, as an SVG opened on its own is a document.
 *
 * The shop's token sits in localStorage, so a script injected into a page could take the account: the
 * Content-Security-Policy lets scripts come only from the shop's own files (and Razorpay's Checkout when
 * Razorpay is configured), never inline. Storybook's built pages carry inline scripts of their own; they
 * get a policy of their own that allows exactly those scripts by hash (storybook-csp.ts), and may be
 * framed by the Storybook manager, which is the same origin.
 *
 * Helmet chooses the other headers; the CSP is written here, as Storybook's paths get a policy of their own.
 * None of them depends on the request, so each set is made once at start-up and a request costs one
 * assignment of ready strings rather than a dozen middleware calls.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { ADMIN_BASENAME } from '@shop/rules/adminPaths';
import type { Config } from '../config';

/** Razorpay Checkout: its script, the frames it opens and what those frames call. */
const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/** The storefront's contact map (apps/storefront/src/pages/ContactPage/mapLinks.ts). */
const MAP_EMBED_ORIGIN = 'https://www.google.com';

type Directives = Record<string, string[]>;

/**
 * The stylesheets react-aria adds to the page at run time, verbatim (react-aria's usePress, and
 * usePreventScroll on iOS), and usePress's as the storefront's pages carry it from the start (its
 * index.html, as the build minifies it: react-aria adds none where one of its id is there, and a stylesheet
 * added after hydration restyled and laid out the whole page again). The policy allows exactly these by
 * hash, so pages need no per-answer nonce and stay the same bytes for every visitor (kept-answers.ts). If a
 * react-aria upgrade or the build changes one, the browser refuses it with a console error, which fails the
 * browser journeys: copy the new text here.
 */
const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

/** A CSP hash source for an inline element's text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

export interface SecurityHeadersOptions {
  config: Pick<Config, 'siteUrl' | 'razorpay'>;
  /** The inline scripts of the built Storybook, as CSP hash sources (`'sha256-…'`); undefined when it is not served. */
  storybookScriptHashes?: string[];
}

/** The shop's policy: same-origin everything, no inline script, no plugins, never framed. */
function shopDirectives(config: SecurityHeadersOptions['config']): Directives {
  const razorpay = config.razorpay !== undefined;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(razorpay ? [RAZORPAY.script] : [])],
    // vanilla-extract compiles to the built stylesheet, and React sets style props through the CSSOM, which
    // style-src does not govern; react-aria's <style> elements are allowed by their hashes.
    'style-src': ["'self'", ...REACT_ARIA_STYLES.map(cspHash)],
    // Server-rendered pages carry the style attributes React writes (a rating's clip, a carousel's
    // variables, react-aria's visually hidden input); in the browser React sets them through the CSSOM,
    // which CSP does not govern, so in HTML they are the same styles. Style attributes cannot load or run
    // anything; <style> elements still need their hash (docs/decisions/022-server-rendering.md).
    'style-src-attr': ["'unsafe-inline'"],
    // Product and gallery images are under /media, answered as absolute URLs on SITE_URL, which is 'self'
    // unless the page was opened by another name (127.0.0.1 for localhost); an article may show a picture
    // from any https host (decision 013 keeps https image sources). An image cannot run script.
    'img-src': ["'self'", new URL(config.siteUrl).origin, 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(razorpay ? RAZORPAY.connect : [])],
    // The contact page's map, embedded only when the shopper asks for it (ContactMap), and Razorpay's frames.
    'frame-src': [MAP_EMBED_ORIGIN, ...(razorpay ? RAZORPAY.frames : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(isHttps(config.siteUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Storybook: its own scripts by hash, its stories' inline styles, and framed only by its own manager. */
function storybookDirectives(config: SecurityHeadersOptions['config'], scriptHashes: string[]): Directives {
  return {
    ...shopDirectives(config),
    'script-src': ["'self'", ...scriptHashes],
    // Storybook's manager and the docs pages inject <style> elements at run time (emotion).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'https:', 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** Camera, microphone and location are never used; payment only by the shop and Razorpay's frames. */
function permissionsPolicy(config: SecurityHeadersOptions['config']): string {
  const payment = ['self', ...(config.razorpay ? RAZORPAY.frames.map((origin) => `"${origin}"`) : [])].join(' ');
  return `camera=(), microphone=(), geolocation=(), payment=(${payment})`;
}

export function registerSecurityHeaders(app: FastifyInstance, { config, storybookScriptHashes }: SecurityHeadersOptions): void {
  const common = {
    ...helmetHeaders({
      // Written below: Storybook's paths get a policy of their own.
      contentSecurityPolicy: false,
      // HSTS only when the shop is served over https: on http://localhost it would be ignored at best.
      strictTransportSecurity: isHttps(config.siteUrl) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      // Razorpay Checkout opens some payment methods (net banking, wallets) in a pop-up that reports back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Product images are linked from link previews, e-mails and a storefront on another origin (CORS_ORIGINS).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
    'permissions-policy': permissionsPolicy(config),
  };
  const shopHeaders = { ...common, 'content-security-policy': serialise(shopDirectives(config)) };
  const subresourceHeaders = Object.fromEntries(Object.entries(common).filter(([name]) => SUBRESOURCE_HEADERS.has(name)));
  const storybookHeaders = storybookScriptHashes && {
    ...common,
    'content-security-policy': serialise(storybookDirectives(config, storybookScriptHashes)),
    'x-frame-options': 'SAMEORIGIN',
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (isSubresource(request.url)) void reply.headers(subresourceHeaders);
    else void reply.headers(storybookHeaders && isStorybookPath(request.url) ? storybookHeaders : shopHeaders);
    done();
  });
}

/** The headers helmet writes with `options`: the same for every request, so asked once. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error as Error;
  });
  return headers;
}

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** What a subresource obeys: the browser's type sniffing, who may embed it, and https for the host. */
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);

/**
 * The storefront's and the back-office's fingerprinted build files (cache-rules.ts), and the storefront's loader of a
 * served page's script (seo/index-template.ts), a script every served page loads.
 */
function isSubresource(url: string): boolean {
  return url.startsWith('/assets/') || url.startsWith(`${ADMIN_BASENAME}/assets/`) || url === '/hydrate-after-load.js';
}

function isStorybookPath(url: string): boolean {
  return url === '/storybook' || url.startsWith('/storybook/') || url.startsWith('/storybook?');
}

function isHttps(siteUrl: string): boolean {
  return siteUrl.startsWith('https://');
}
