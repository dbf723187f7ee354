import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';

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
};

/** Paths the API serves; in development the Vite server forwards them so the app stays same-origin. */
const apiPaths = ['/api', '/media', '/seo-json'];

export default defineConfig(({ mode, isSsrBuild }) => {
  // `API_ORIGIN` (from the environment or a .env file) points the dev proxy at another API.
  const { API_ORIGIN } = loadEnv(mode, '.', 'API_');
  const target = API_ORIGIN || 'http://127.0.0.1:3000';

  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      // Brotli (quality 11) and gzip (level 9) copies of every script, style and SVG, written once at
      // build time and sent as they are (apps/api http/static.ts): about 13% smaller than the server
      // could afford to compress on each request. index.html is a template the server fills per page.
      // The server renderer's bundle (dist-server) is read by Node, never sent: nothing to compress there.
      ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.html$/, threshold: 1024, logLevel: 'silent' })]),
    ],
    server: {
      port: 5173,
      strictPort: true,
      proxy: Object.fromEntries(apiPaths.map((path) => [path, { target, changeOrigin: true }])),
    },
    ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: isSsrBuild ? serverBuild : {
      outDir: 'dist',
      emptyOutDir: true,
      // The first page waits for one script and one stylesheet, not for seventeen small files: on a slow
      // phone network every request costs a round trip, and HTTP/1.1 allows six at a time. Measured with
      // `pnpm bench:pages` (docs/decisions/012-fewer-requests-first.md).
      // All styles in one file (17 KB compressed): a page's own styles no longer hold back its script.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically in one chunk; pages and overlays keep their own.
          codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
        },
      },
      // That entry chunk is about 530 kB minified (145 kB as sent, brotli). The budget that matters is the
      // compressed JavaScript of the home page, at most 200 KB, which `pnpm bench:pages` checks.
      chunkSizeWarningLimit: 600,
    },
  };
});
