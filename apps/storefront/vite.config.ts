import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/** Paths the API serves; in development the Vite server forwards them so the app stays same-origin. */
const apiPaths = ['/api', '/media', '/seo-json'];

export default defineConfig(({ mode }) => {
  // `API_ORIGIN` (from the environment or a .env file) points the dev proxy at another API.
  const { API_ORIGIN } = loadEnv(mode, '.', 'API_');
  const target = API_ORIGIN || 'http://127.0.0.1:3000';

  return {
    plugins: [react(), vanillaExtractPlugin()],
    server: {
      port: 5173,
      strictPort: true,
      proxy: Object.fromEntries(apiPaths.map((path) => [path, { target, changeOrigin: true }])),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
    },
  };
});
