/**
 * The fake Shiprocket beside the PGlite shop, as a process of its own for Playwright's webServer list
 * (the PostgreSQL shop's runs inside postgres/serveOnPostgres.ts). SHOP_PORT names the shop it posts its
 * webhooks to; it stops on SIGTERM.
 */
import { startFakeShiprocket } from './fakeShiprocket';

const shopPort = Number(process.env.SHOP_PORT);
if (!Number.isInteger(shopPort) || shopPort <= 0) throw new Error('serveFakeShiprocket: set SHOP_PORT to the port of the shop it serves');
const fake = await startFakeShiprocket(shopPort);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void fake.stop().then(() => process.exit(0)));
