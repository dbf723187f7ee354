import { shellCopy } from './shell';

/**
 * The copy folder is the one place for words: this file holds the shell's and shared strings, and each
 * area of the shop has a file beside it (copy/home.ts, copy/products.ts, …).
 *
 * Every user-visible string of the storefront, so the owner can change words
 * without reading components. Quoted strings from the product brief are kept
 * exactly as written there, typos included; the rest is marked as ours.
 */
export const copy = {
  shopName: shellCopy.shopName,

  // The shell's words live in ./shell.ts; these aliases keep older imports working.
  shell: {
    skipToContent: shellCopy.skipToContent,
    loadingPage: shellCopy.loadingPage,
  },

  notFound: shellCopy.notFound,

  routeError: {
    // Ours: shown when a page fails to load or render (for example after a deploy replaced its code).
    title: 'Something went wrong',
    body: 'This page could not be shown. Please reload it, or start again from the home page.',
  },
} as const;
