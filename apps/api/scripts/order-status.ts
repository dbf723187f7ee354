/**
 * Moves an order along its delivery from the command line, for scripts (staff use the back-office):
 *
 *   pnpm --filter @shop/api order:status <order id> processing
 *   pnpm --filter @shop/api order:status <order id> shipped <courier> <tracking number> [tracking URL]
 *   pnpm --filter @shop/api order:status <order id> delivered
 *   pnpm --filter @shop/api order:status <order id> cancelled
 *   pnpm --filter @shop/api order:status <order id> returned
 *
 * The same domain code as the back-office: the same rules, stock, timeline and customer mail. There is
 * no staff member to name in the audit log, and no version to check.
 * Reads the same configuration as the API (DATABASE_URL, or DATA_DIR for the embedded database).
 * PGlite admits one process per directory: with the embedded database, stop the shop first, or use
 * the back-office while it runs.
 */
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import { ConflictError, InvalidInputError, NotFoundError } from '../src/errors';
import { changeDeliveryStatus, type DeliveryMove } from '../src/orders/delivery';

const USAGE = [
  'usage: order:status <order id> processing|delivered|cancelled|returned',
  '       order:status <order id> shipped <courier> <tracking number> [tracking URL]',
].join('\n');

function parseArguments(args: string[]): { orderId: number; move: DeliveryMove } | undefined {
  const [orderArgument, status, ...rest] = args;
  const orderId = Number(orderArgument);
  if (!Number.isInteger(orderId)) return undefined;
  if (status === 'shipped') {
    const [courier, trackingNumber, trackingUrl, ...extra] = rest;
    if (!courier || !trackingNumber || extra.length > 0) return undefined;
    return { orderId, move: { to: 'shipped', shipment: { courier, trackingNumber, trackingUrl } } };
  }
  if ((status === 'processing' || status === 'delivered' || status === 'cancelled' || status === 'returned') && rest.length === 0) return { orderId, move: { to: status } };
  return undefined;
}

const parsed = parseArguments(process.argv.slice(2));
if (!parsed) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig(process.env);
const database = await connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const { from, to } = await changeDeliveryStatus(database.db, parsed.orderId, parsed.move, { siteUrl: config.siteUrl, seller: config.seller });
  console.log(`Order #${parsed.orderId}: ${from} → ${to}`);
} catch (error) {
  if (error instanceof InvalidInputError || error instanceof ConflictError) {
    console.error([error.detail, ...Object.values(error.fieldErrors ?? {}).flat()].join(' '));
    process.exitCode = 1;
  } else if (error instanceof NotFoundError) {
    console.error(error.detail);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
