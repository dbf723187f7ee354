/**
 * The shop's staff, from the command line:
 *
 *   pnpm --filter @shop/api staff:add <e-mail> [--role owner|staff]
 *       promotes the account, or creates it and prints a generated password once. Without --role the
 *       first staff member of a shop (a shop without an owner) becomes its owner, and anyone later staff;
 *       with it, an existing member's role changes.
 *   pnpm --filter @shop/api staff:remove <e-mail>   takes the role away and ends their back-office sessions
 *
 * Reads the same configuration as the API (DATABASE_URL, or DATA_DIR for the embedded database). PGlite
 * admits one process per directory: with the embedded database, stop the shop first.
 */
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import { parseStaffCommand, runStaffCommand, STAFF_COMMAND_USAGE } from '../src/staff/command';

const args = process.argv.slice(2);
// Wrong arguments are answered before the database is opened (with PGlite, that is a few seconds).
if (!parseStaffCommand(args)) {
  console.error(STAFF_COMMAND_USAGE);
  process.exit(2);
}

const config = loadConfig(process.env);
const database = await connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const result = await runStaffCommand(database.db, args, config.staffEmails);
  for (const line of result.output) console.log(line);
  for (const line of result.errors) console.error(line);
  process.exitCode = result.exitCode;
} finally {
  await database.close();
}
