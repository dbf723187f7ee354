/**
 * Fills the database the configuration names (DATA_DIR, or DATABASE_URL) with the migrated demo shop and exits,
 * as the shop's first start would, without serving: `tsx scripts/seed-demo.ts`. The browser journeys make one
 * such PGlite directory and copy it for each of their shops (e2e/shopData.ts).
 */
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import { seedDemoIfEmpty } from '../src/seed/seed';

const config = loadConfig(process.env);
const handle = await connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  console.log(`seed-demo: ${await seedDemoIfEmpty(handle.db)}`);
} finally {
  await handle.close();
}
