import type { copy as English } from './index';
import { shellCopy } from './shell.hi';
import type { Words } from './words';

/** Hindi words shared across the storefront: the shell's aliases and the page-failure message. */
export const copy: Words<typeof English> = {
  shopName: shellCopy.shopName,

  shell: {
    skipToContent: shellCopy.skipToContent,
    loadingPage: shellCopy.loadingPage,
  },

  notFound: shellCopy.notFound,

  routeError: {
    title: 'कुछ गड़बड़ हो गई',
    body: 'यह पेज दिखाया नहीं जा सका। कृपया पेज को रीलोड करें, या होम पेज से फिर शुरू करें।',
  },
};
