/// <reference types="vitest/config" />
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { productionReactRouter } from '../../scripts/productionReactRouter.mjs';

/** Paths the API serves; in development the Vite server forwards them so the app stays same-origin. */
const apiPaths = ['/api', '/media'];

/** The back-office lives under /admin/ of the shop's origin (apps/api web/admin-app.ts serves it there). */
export const ADMIN_BASE = '/admin/';

export default defineConfig(({ command, mode }) => {
  // `API_ORIGIN` (from the environment or a .env file) points the dev proxy at another API.
  const { API_ORIGIN } = loadEnv(mode, '.', 'API_');
  const target = API_ORIGIN || 'http://127.0.0.1:3000';

  return {
    base: ADMIN_BASE,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      // The back-office is written in English: react-aria's own words (a table's "Select all", a
      // dialog's "Dismiss") stay English whatever language the staff's browser prefers.
      optimizeLocales.vite({ locales: ['en'] }),
      // As the storefront: brotli (quality 11) and gzip (level 9) copies written once at build time and
      // sent as they are by the API. index.html is sent from memory, so it needs none.
      compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.html$/, threshold: 1024, logLevel: 'silent' }),
    ],
    // React Router's production build, as the storefront's (scripts/productionReactRouter.mjs).
    ...(command === 'build' ? { resolve: { alias: productionReactRouter(import.meta.url) } } : {}),
    server: {
      port: 5174,
      strictPort: true,
      proxy: Object.fromEntries(apiPaths.map((path) => [path, { target, changeOrigin: true }])),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Staff use it all day on a few devices: one stylesheet, and pages in their own chunks.
      cssCodeSplit: false,
    },
    test: {
      // The page tests render whole pages and type into their forms: on a busy two-core machine, beside the
      // browser journeys, one takes several seconds.
      testTimeout: 20_000,
      // A worker keeps the modules it loaded (React, react-aria, the design system) for its next file instead of
      // importing them again: the files share no state but the store and toasts each test makes or clears.
      isolate: false,
      setupFiles: ['test/support/setup.ts'],
    },
  };
});
