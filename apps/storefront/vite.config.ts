/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
// Relative, not `@shop/ui/…`: Vite loads its config with Node, which does not compile a workspace package's TypeScript.
import { reactAriaLocale } from '../../packages/ui/build/reactAriaLocale.ts';
import { localeModules } from './build/localeModules.ts';
import { minifiedPublicScripts } from './build/minifiedPublicScripts.ts';
import { pageChunks, preloadedWith } from './build/pageChunks.ts';
import { pageInLanguage } from './build/pageInLanguage.ts';
import { productionReactRouter } from '../../scripts/productionReactRouter.mjs';

/**
 * The API client re-exports each generated file whole, and every one of them exports its own `addTagTypes`, which
 * nothing reads: the bundler warned of the clash in every build. TypeScript already refuses a clash of names anything
 * could import (two files' hooks of one name), so the warning would only repeat it.
 */
const bundlerChecks = { namespaceConflict: false };

/**
 * The server renderer (src/entry-server.tsx) for apps/api, which renders the public pages with it
 * (docs/decisions/022-server-rendering.md). Everything is bundled into dist-server/, React and Redux as
 * their production builds whatever NODE_ENV the API runs with (their development builds render several
 * times slower and check every action). Class names are the browser build's: vanilla-extract names them
 * by file and position.
 */
const serverBuild = {
  outDir: 'dist-server',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { checks: bundlerChecks },
};

/**
 * The modules of the `page-kit` chunk: tiny components and helpers that the home, listing and product pages
 * share (the product cards' price and stars, the carousel's swipe, the busy overlay, reading a page of products,
 * and the calls for a list of products and for the site's home, FAQ and seller pages, which the shell does not make).
 * One request instead of several (measured with `pnpm bench:pages`).
 */
const pageKit = new RegExp(
  [
    String.raw`packages[\/]ui[\/]src[\/]components[\/](Stack|Rating|Price|LoaderOverlay)[\/.]`,
    String.raw`packages[\/]ui[\/]src[\/]components[\/]Carousel[\/](inlineVars|hooks[\/]useSwipe)\.`,
    String.raw`packages[\/]shop-rules[\/]src[\/]money\.`,
    String.raw`packages[\/]api-client[\/]src[\/](productList|generated[\/](catalog|site))\.`,
    String.raw`apps[\/]storefront[\/]src[\/](shared[\/](pictureSources|deferredPart)|copy[\/]faq)\.`,
  ].join('|'),
);

/**
 * The small parts the listing and a product share that home does not show (product words, icons, fields'
 * labels, empty states, the free-shipping promise): a chunk apart from page-kit, so that home does not fetch them
 * (about 3 KB).
 */
const productKit = new RegExp(
  [
    String.raw`packages[\/]ui[\/]src[\/]components[\/](Grid|Heading|EmptyState|TextField[\/]FieldParts)[\/.]`,
    String.raw`packages[\/]ui[\/]src[\/]components[\/]Icon[\/]icons[\/](product|promise|purchase|account)\.`,
    String.raw`apps[\/]storefront[\/]src[\/](copy[\/](product|wishlist|shipping)|features[\/]shipping[\/]shippingRule)\.`,
    String.raw`packages[\/]shop-rules[\/]src[\/]shipping\.`,
    String.raw`react-aria-components[\/]dist[\/]private[\/]Heading\.`,
    String.raw`react-aria[\/]dist[\/]private[\/](utils[\/](useEvent|useSlot)|visually-hidden[\/])`,
  ].join('|'),
);

/**
 * The button and the failed-to-load message, which an article shares with every page: apart from page-kit,
 * which an article would otherwise load whole (about 6 KB compressed) for them alone.
 */
const controls = /packages[\\/]ui[\\/]src[\\/]components[\\/](Button|LoadFailed)[\\/.]/;

/**
 * India's clock (an article's date, a sale's end, a delivery day): a chunk of its own, which an article, a product, the
 * cart and the checkout ask for beside the others. With the button it cost home and the listing 0.6 KB they never
 * run; in the article's chunk, which took it in once, a product fetched that whole chunk for its sale notice.
 */
const indiaTime = /packages[\\/]shop-rules[\\/]src[\\/]indiaTime\./;

/**
 * React-aria's form validation and controlled state under every field (the listing's filters, and
 * the search field and the quantity stepper once wanted), and the autocomplete's contexts its fields and dialogs
 * read: one chunk, not three that the listing fetches apart.
 */
const fieldState = new RegExp(
  [
    String.raw`react-stately[\/]dist[\/]private[\/](form[\/]|utils[\/]useControlledState\.)`,
    String.raw`react-aria[\/]dist[\/]private[\/](form[\/]|label[\/]useField\.|utils[\/]useFormReset\.)`,
    String.raw`react-aria-components[\/]dist[\/]private[\/](Form|Autocomplete)\.`,
  ].join('|'),
);

/**
 * React-aria's checkbox, a group of them and the toggle state under both, with the design system's two components:
 * one chunk, where the listing's filters fetched four.
 */
const checkbox = new RegExp(
  [
    String.raw`react-aria(-components)?[\/]dist[\/]private[\/](Checkbox\.|checkbox[\/]|toggle[\/])`,
    String.raw`react-stately[\/]dist[\/]private[\/](checkbox|toggle)[\/]`,
    String.raw`packages[\/]ui[\/]src[\/]components[\/]Checkbox(Group)?[\/]`,
  ].join('|'),
);

/**
 * The home page and the modules its sections below the fold (fetched later, shared/deferredPart) share with
 * it, in one chunk: not in small chunks of their own that the first load would fetch beside the page's.
 */
const homePage = new RegExp(
  String.raw`apps[\/]storefront[\/]src[\/](pages[\/]HomePage[\/](HomePage|sections[\/](HomeSectionTitle|SectionHeader|HomeSection))|copy[\/]home)[\/.]`,
);

/**
 * An article and the blog's helpers and words it shares with the blog list and the legal pages (dates,
 * in-app links, summaries), in one chunk instead of four.
 */
const blogPage = new RegExp(
  String.raw`apps[\/]storefront[\/]src[\/](pages[\/](BlogPage[\/]|BlogsPage[\/]useBlogSummaries)|features[\/]blog[\/]|copy[\/]blogs)`,
);

/**
 * The trail, which a product, an article, the checkout and the account's pages show and home and the listing do not:
 * a chunk of its own, which one page's group would otherwise take in and the others fetch whole.
 */
const breadcrumbs = /packages[\\/]ui[\\/]src[\\/]components[\\/]Breadcrumbs[\\/]/;

/**
 * A text field, whole: react-aria's text field and input, and the design system's field. Every form page (signing up,
 * the cart's coupon and pincode, the checkout, the account's pages) asked for it as two or three chunks of a few
 * hundred bytes to 2 KB each, every one a request of its own.
 */
const textField = new RegExp(
  [
    String.raw`react-aria-components[\/]dist[\/]private[\/](Input|TextField|TextArea)\.`,
    String.raw`react-aria[\/]dist[\/]private[\/]textfield[\/]`,
    String.raw`packages[\/]ui[\/]src[\/]components[\/]TextField[\/]TextField\.`,
  ].join('|'),
);

/**
 * The small parts the signed-in and task pages share (the cart, the checkout, the account's pages, orders): their
 * frame, a surface, a list of amounts, a product's thumbnail, the delivery icons, a debounced value and the orders'
 * calls. One chunk (1.6 KB compressed), where the checkout asked for seven of a few hundred bytes each; a page that
 * needs one of them (the return policy's surface) takes the rest along.
 */
const taskKit = new RegExp(
  [
    String.raw`apps[\/]storefront[\/]src[\/](components[\/](TaskPage|ProductThumb)[\/]|shared[\/]hooks[\/]useDebouncedValue\.)`,
    String.raw`packages[\/]ui[\/]src[\/]components[\/](Surface|AmountList)[\/]`,
    String.raw`packages[\/]ui[\/]src[\/]components[\/]Icon[\/]icons[\/]delivery\.`,
    String.raw`packages[\/]api-client[\/]src[\/]generated[\/]orders\.`,
  ].join('|'),
);

/**
 * React-aria's way of reading its own words in the page's language, which a stepper, a search field, a dialog and the
 * trail each use: a chunk of its own (0.9 KB compressed). In the trail's chunk, which took it in, the cart fetched the
 * whole trail (5 KB) for its steppers; a page with a trail now asks for the two.
 */
const ariaWords = new RegExp(
  String.raw`@internationalized[\/]string[\/]|react-aria[\/]dist[\/]private[\/]i18n[\/]useLocalizedStringFormatter\.`,
);

/** Paths the API serves; in development the Vite server forwards them so the app stays same-origin. */
const apiPaths = ['/api', '/media', '/seo-json'];

/**
 * The languages the shop is built in beside English, each a build of its own (`vite build --mode hi`): its modules'
 * `.hi.ts` siblings in place of the English ones, its page under dist/hi/ and its server renderer under
 * dist-server/hi/, its scripts beside English's in dist/assets/ (decision 063).
 */
const SECOND_LANGUAGES = ['hi'];

/**
 * React-aria's own words in each second language, which it does not ship (its `hi-IN` is English): the design
 * system's translations of them, added to react-aria's strings in that language's build alone (decision 066).
 */
const REACT_ARIA_STRINGS: Record<string, { locale: string; directory: string }> = {
  hi: { locale: 'hi-IN', directory: fileURLToPath(new URL('../../packages/ui/src/reactAriaHindi', import.meta.url)) },
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // `API_ORIGIN` (from the environment or a .env file) points the dev proxy at another API.
  const { API_ORIGIN } = loadEnv(mode, '.', 'API_');
  const target = API_ORIGIN || 'http://127.0.0.1:3000';
  const language = SECOND_LANGUAGES.includes(mode) ? mode : undefined;

  return {
    plugins: [
      localeModules(language),
      ...(language && !isSsrBuild ? [pageInLanguage(language)] : []),
      react(),
      // Short class names in every build: the plugin keeps them for the mode called production, and a second
      // language's build runs in a mode of its own name (its script and stylesheet were 3.4 KB heavier).
      vanillaExtractPlugin({ identifiers: command === 'build' ? 'short' : 'debug' }),
      // react-aria ships its components' words (a button's "Clear search", a dialog's "Dismiss") in 34
      // languages; the shop speaks one. Its locale, en-IN (SHOP_LOCALE in @shop/rules), finds react-aria's
      // English by language, so English is all the browser build keeps.
      optimizeLocales.vite({ locales: ['en'] }),
      ...(language && REACT_ARIA_STRINGS[language] ? [reactAriaLocale(REACT_ARIA_STRINGS[language])] : []),
      // Brotli (quality 11) and gzip (level 9) copies of every script, style and SVG, written once at
      // build time and sent as they are (apps/api http/static.ts): about 13% smaller than the server
      // could afford to compress on each request. index.html is a template the server fills per page.
      // The server renderer's bundle (dist-server) is read by Node, never sent: nothing to compress there.
      // Which scripts each path's page needs, for the server to name in the pages the browser renders.
      ...(isSsrBuild ? [] : [pageChunks(language)]),
      ...(isSsrBuild ? [] : [minifiedPublicScripts(['hydrate-after-load.js'])]),
      ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/, /\.vite\//], threshold: 1024, logLevel: 'silent' })]),
    ],
    ...(command === 'build' ? { resolve: { alias: productionReactRouter(import.meta.url) } } : {}),
    server: {
      port: 5173,
      strictPort: true,
      proxy: Object.fromEntries(apiPaths.map((path) => [path, { target, changeOrigin: true }])),
    },
    ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: isSsrBuild ? { ...serverBuild, outDir: language ? `dist-server/${language}` : serverBuild.outDir } : {
      outDir: 'dist',
      // A second language's build adds its page and scripts to English's (built first), sharing the identical ones.
      emptyOutDir: language === undefined,
      // The first page waits for one script and one stylesheet, not for seventeen small files: on a slow
      // phone network every request costs a round trip, and HTTP/1.1 allows six at a time. Measured with
      // `pnpm bench:pages` (docs/decisions/012-fewer-requests-first.md).
      // All styles in one file (17 KB compressed): a page's own styles no longer hold back its script.
      cssCodeSplit: false,
      // A page's scripts come from the build's list, not from the entry (build/pageChunks.ts).
      modulePreload: { resolveDependencies: preloadedWith },
      rolldownOptions: {
        checks: bundlerChecks,
        output: {
          // Everything the entry imports statically in one chunk; pages and overlays keep their own.
          // The small parts most public pages share (buttons, grids, prices, ratings, their icons) in one
          // more: left to themselves they were a dozen chunks of a few hundred bytes each, each a request
          // whose headers (about 450 bytes: caching, type, nosniff, resource policy) were as large as its script.
          // A group takes in what its modules import as well: the shell and page-kit come first, so a page's
          // group never takes their modules, and the parts two pages' groups share have groups of their own.
          codeSplitting: {
            groups: [
              { name: 'shell', tags: ['$initial'], priority: 2 },
              { name: 'page-kit', test: pageKit, priority: 2 },
              { name: 'product-kit', test: productKit, priority: 2 },
              { name: 'controls', test: controls, priority: 2 },
              { name: 'india-time', test: indiaTime, priority: 2 },
              { name: 'field-state', test: fieldState, priority: 1 },
              { name: 'Checkbox', test: checkbox },
              { name: 'HomePage', test: homePage },
              { name: 'BlogPage', test: blogPage },
              { name: 'aria-words', test: ariaWords, priority: 2 },
              { name: 'Breadcrumbs', test: breadcrumbs, priority: 1 },
              { name: 'text-field', test: textField, priority: 1 },
              { name: 'task-kit', test: taskKit, priority: 1 },
              // The listing's grid, shared by home's bestsellers and the product lists: kept out of home's chunk.
              { name: 'ProductGrid', test: /apps[\\/]storefront[\\/]src[\\/]components[\\/]ProductGrid[\\/]/, priority: 1 },
            ],
          },
        },
      },
      // That entry chunk is about 355 kB minified (95 kB as sent, brotli), React DOM's client another 207 kB
      // (56 kB), a chunk of its own (main.tsx imports it dynamically). The budgets that matter are the
      // compressed JavaScript of each page above the libraries' own (`pnpm bench:floor`), at most 40 KB on
      // home and an article and 60 KB on the product pages, which `pnpm bench:pages` checks. The warning
      // stays just above the entry chunk, so a chunk that grows says so.
      chunkSizeWarningLimit: 400,
    },
    test: {
      // The page tests render whole pages and type into their forms: on a busy two-core machine, beside the
      // browser journeys and the other packages' tests, one takes several seconds.
      testTimeout: 20_000,
      // A worker keeps the modules it loaded (React, react-aria, the design system) for its next file instead of
      // importing them again: 74 core-s became 28. Each test file makes its own store and cleans up after itself.
      isolate: false,
    },
  };
});
