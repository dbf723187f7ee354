/**
 * The fake WhatsApp and MSG91 beside the PGlite shop, as a process of its own for Playwright's webServer list
 * (the PostgreSQL shop's run inside postgres/serveOnPostgres.ts). SHOP_PORT names the shop; it stops on SIGTERM.
 */
import { startFakeMessaging } from './fakeMessaging';

const shopPort = Number(process.env.SHOP_PORT);
if (!Number.isInteger(shopPort) || shopPort <= 0) throw new Error('serveFakeMessaging: set SHOP_PORT to the port of the shop it serves');
const fakes = await startFakeMessaging(shopPort);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void fakes.stop().then(() => process.exit(0)));
