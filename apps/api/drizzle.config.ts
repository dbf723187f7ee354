/**
 * drizzle-kit settings: `pnpm --filter @shop/api db:generate` writes a new SQL migration into ./drizzle
 * after a change to src/db/schema.ts. Migrations are committed and applied by the API at start-up.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
