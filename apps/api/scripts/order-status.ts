/**
 * Moves an order along its delivery from the command line, until the shop has a back office:
 *
 *   pnpm --filter @shop/api order:status <order id> <processing|shipped|delivered|cancelled>
 *
 * Reads the same configuration as the API (DATABASE_URL, or DATA_DIR for the embedded database).
 * PGlite admits one process per directory: with the embedded database, stop the shop first, or use
 * the staff API call (PATCH /api/staff/orders/{id}/delivery-status/) while it runs.
 */
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../src/db/tables/values';
import { InvalidInputError, NotFoundError } from '../src/errors';
import { changeDeliveryStatus } from '../src/orders/delivery';

const [orderArgument, statusArgument] = process.argv.slice(2);
const orderId = Number(orderArgument);
if (!Number.isInteger(orderId) || !DELIVERY_STATUSES.includes(statusArgument as DeliveryStatus)) {
  console.error(`usage: order:status <order id> <${DELIVERY_STATUSES.filter((status) => status !== 'pending').join('|')}>`);
  process.exit(2);
}

const config = loadConfig(process.env);
const database = await connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const { from, to } = await changeDeliveryStatus(database.db, orderId, statusArgument as DeliveryStatus);
  console.log(`Order #${orderId}: ${from} → ${to}`);
} catch (error) {
  if (error instanceof NotFoundError || error instanceof InvalidInputError) {
    console.error(error instanceof InvalidInputError ? Object.values(error.fieldErrors).flat().join(' ') : error.detail);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
