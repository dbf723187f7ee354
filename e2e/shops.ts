/**
 * The shops a run of the journeys starts (serveShops.ts) and where each is reached: the demo shop on PGlite, which
 * most journeys use; the same on PostgreSQL; a catalogue of over 200 products; and the sales shop, whose clock the
 * sales journey moves, so no other journey sees a sale's prices. Each listens at a port derived from E2E_PORT
 * (ports.ts), and the PGlite ones keep their data in the run's output folder.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAIL_FROM, smtpUrl } from './mail/mailConfig';
import { e2ePort, largeCataloguePort, postgresShopPort, salesShopPort } from './ports';
import { STAFF_EMAILS } from './staff';

export const outputDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.output');

const at = (port: number) => ({ port, baseURL: `http://127.0.0.1:${port}` });
const onPglite = (port: number, folder: string) => ({ ...at(port), dataDir: path.join(outputDir, `${folder}-${port}`) });

export const shops = {
  demo: onPglite(e2ePort(), 'data'),
  postgres: at(postgresShopPort()),
  largeCatalogue: onPglite(largeCataloguePort(), 'data-large'),
  sales: onPglite(salesShopPort(), 'data-sales'),
};

/**
 * What every shop of the run is started with.
 * TRUST_PROXY=1: the journeys' API sign-ups say which customer they are with X-Forwarded-For, as the one load
 * balancer in front of a shop would, so one machine's many test customers do not share one address's limits.
 * STAFF_EMAILS: the accounts the journeys sign in to the back-office with (owners, by that list).
 * SITE_URL: the origin the browser loads the shop from, since the API's answers carry absolute image URLs built
 * from it (and links in mail); the default, http://localhost:3000, is another server.
 */
export function shopEnv(shop: { port: number; baseURL: string }): Record<string, string> {
  return { PORT: String(shop.port), SITE_URL: shop.baseURL, SMTP_URL: smtpUrl(), MAIL_FROM, TRUST_PROXY: '1', STAFF_EMAILS: STAFF_EMAILS.join(',') };
}
