// Lint for the whole workspace: TypeScript's recommended rules, React hooks rules for the
// front end. Type errors are the type checker's job (`pnpm typecheck`), not this file's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';


// The apps' layers only point down. The storefront: app (router, root layout, store) → pages →
// components → features → shared → copy. The back-office: app (router, the route list, shell, store)
// → pages → features → copy. An import that runs back up fails lint.
const storefrontLayers = ['app', 'pages', 'components', 'features', 'shared', 'copy'];
const adminLayers = ['app', 'pages', 'features', 'copy'];
const layerRulesFor = (appFolder, layers) => layers.slice(1).map((layer, index) => {
  const above = layers.slice(0, index + 1).flat();
  const folders = [layer].flat();
  return {
    files: folders.map((folder) => `${appFolder}/src/${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\.?/)+(.*/)?(${above.join('|')})(/|$)`,
              message: `${folders.join(' and ')} may not import from a layer above (${above.join(', ')}): move the shared piece down.`,
            },
          ],
        },
      ],
    },
  };
});
const layerRules = [...layerRulesFor('apps/storefront', storefrontLayers), ...layerRulesFor('apps/admin', adminLayers)];

// The API: the capability folders (catalog, orders…) know nothing of HTTP; http/ holds the API's own
// plumbing and routes, web/ the web host (pages, back-office, Storybook, static files), which uses
// http/'s plumbing. Only http/server.ts, which composes the two, imports the web host. Every message (mail,
// WhatsApp, SMS) is written to the one outbox by notify(tx, event, recipient) only: the outbox's writer,
// notify/outbox.ts, is imported by nothing outside notify/ (test/one-message-path.test.ts also refuses a raw
// insert into the table anywhere else). A module (a folder that
// is not flows/, http/, web/, kernel/ or db/) imports no flow: flows/ holds the processes that cross modules
// and calls them, never the reverse (docs/decisions/042). ESLint keeps one no-restricted-imports per file (the
// last block that matches), so each block lists all that applies to it. The checkout's money is added up in one
// place, flows/checkout/price-checkout.ts: every other file of the API is kept from the shared rules' sums, so
// the cart, the quote, the order and the delivery estimate cannot come to different totals. A module that has an
// index.ts is imported through it from anywhere outside its folder.
const PRICE_FILE = 'apps/api/src/flows/checkout/price-checkout.ts';
const oneCheckoutSum = {
  regex: '^@shop/rules$',
  importNames: ['orderTotalPaise', 'shippingFeePaise'],
  message: 'The checkout is priced in one place: take the figure from priceCheckout (flows/checkout/price-checkout.ts), or from what the order stored.',
};
// A module with a face (its index.ts) is used through it alone, so what it keeps to itself can change freely.
const MODULES_WITH_A_FACE = ['shipping', 'notify', 'validation', 'money', 'rate-limit', 'audit', 'media', 'seo', 'sales', 'site', 'catalog', 'content', 'reviews', 'wishlist', 'addresses', 'invoices', 'refunds', 'coupons', 'dashboard', 'orders', 'payments', 'accounts', 'messaging', 'mail', 'carts', 'contact', 'staff', 'customers', 'returns', 'quotes', 'bookings'];
const throughFaces = MODULES_WITH_A_FACE.map((folder) => ({
  regex: `^(\\.\\./)+${folder}/|^\\./${folder}/`,
  message: `Import ${folder} through its face ('…/${folder}'); export from its index.ts what others may use.`,
}));
const outboxThroughNotify = {
  regex: '(^|/)notify/outbox$',
  message: 'Only notify/ writes to the outbox: send a message with notify(tx, event, recipient) from src/notify, its event registered in notify/registry.ts.',
};
const restrictImports = (patterns, { pricing = false } = {}) => ({
  'no-restricted-imports': ['error', { patterns: [...patterns, outboxThroughNotify, ...throughFaces, ...(pricing ? [] : [oneCheckoutSum])] }],
});
const domainFreeOfWeb = { regex: '^(\\.\\./)+(http|web)(/|$)', message: 'The domain is free of the web framework: move what it needs out of http/ or web/.' };
const plumbingFreeOfHost = { regex: '^(\\.\\./)+web(/|$)', message: 'The API\'s plumbing does not depend on the web host: move the shared piece into http/.' };
const moduleFreeOfFlows = { regex: '^(\\.\\./)+flows(/|$)', message: 'A module imports no flow: flows call modules. Move the piece both need into the module that owns its data.' };
const ordersApartFrom = (other) => ({ regex: `^(\\.\\./)+${other}(/|$)`, message: 'Orders and shipping import nothing of each other: a process that crosses them is a flow in src/flows/.' });
const moduleRules = (more = []) => restrictImports([domainFreeOfWeb, moduleFreeOfFlows, ...more]);
const notModules = ['flows', 'http', 'web', 'kernel', 'db'].map((folder) => `apps/api/src/${folder}/**`);
const apiLayerRules = [
  // The folders no layer rule below names (web/, http/server.ts) are kept from the sums too.
  { files: ['apps/api/src/**/*.ts'], rules: restrictImports([]) },
  { files: ['apps/api/src/kernel/**/*.ts', 'apps/api/src/db/**/*.ts'], rules: restrictImports([domainFreeOfWeb]) },
  { files: ['apps/api/src/*/**/*.ts'], ignores: notModules, rules: moduleRules() },
  { files: ['apps/api/src/notify/**/*.ts', 'apps/api/src/messaging/**/*.ts'], rules: restrictImports([domainFreeOfWeb, moduleFreeOfFlows]) },
  { files: ['apps/api/src/orders/**/*.ts'], rules: moduleRules([ordersApartFrom('shipping')]) },
  { files: ['apps/api/src/shipping/**/*.ts'], rules: moduleRules([ordersApartFrom('orders')]) },
  { files: ['apps/api/src/flows/**/*.ts'], rules: restrictImports([domainFreeOfWeb]) },
  { files: [PRICE_FILE], rules: restrictImports([domainFreeOfWeb], { pricing: true }) },
  {
    files: ['apps/api/src/http/**/*.ts'],
    ignores: ['apps/api/src/http/server.ts'],
    rules: restrictImports([plumbingFreeOfHost]),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      // Earlier builds' assets the server keeps for pages loaded before a release (web/previous-assets.ts).
      '**/previous-build/**',
      'storybook-static/**',
      '**/generated/**',
      '**/data/**',
      'apps/api/drizzle/**',
      'e2e/.output/**',
      'contracts/pacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/storefront/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Plain scripts the storefront serves as they are (public/): run in the browser, no module, no build.
    files: ['apps/storefront/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  ...layerRules,
  ...apiLayerRules,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
