import { addPackers } from './packers';

/**
 * `PORT=… DATA_DIR=… node --import tsx addPackers.ts <project>…`: the packers of those projects, made in the
 * PGlite shop before it starts (playwright.config.ts).
 */
await addPackers(Number(process.env.PORT), process.argv.slice(2));
