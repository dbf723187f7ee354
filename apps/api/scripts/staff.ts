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
import { InvalidInputError, NotFoundError } from '../src/errors';
import { STAFF_ROLES, type StaffRole } from '../src/db/tables/values';
import { grantStaffRole, revokeStaffRole } from '../src/staff/roster';

const USAGE = 'usage: staff:add <e-mail> [--role owner|staff] | staff:remove <e-mail>';
const [command, email, ...options] = process.argv.slice(2);
const role = roleOption(options);
if ((command !== 'add' && command !== 'remove') || !email || role === 'invalid' || (command === 'remove' && role)) {
  console.error(USAGE);
  process.exit(2);
}

function roleOption(args: string[]): StaffRole | undefined | 'invalid' {
  if (args.length === 0) return undefined;
  const value = args.length === 1 ? /^--role=(.+)$/.exec(args[0]!)?.[1] : args[0] === '--role' && args.length === 2 ? args[1] : undefined;
  return STAFF_ROLES.find((known) => known === value) ?? 'invalid';
}

const config = loadConfig(process.env);
const database = await connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  if (command === 'add') {
    const grant = await grantStaffRole(database.db, email, role);
    if (grant.outcome === 'created') {
      console.log(`Created staff account ${email} (${grant.role}). Its password, shown only this once:\n\n    ${grant.password}\n`);
      console.log('Sign in at /admin with it and the code mailed to that address, then change the password in the shop’s account page.');
    } else {
      console.log(grant.outcome === 'already_staff' ? `${email} is already staff (${grant.role}).` : `${email} is now staff (${grant.role}).`);
    }
  } else {
    const { sessionsEnded } = await revokeStaffRole(database.db, email);
    console.log(`${email} is no longer staff; ${sessionsEnded} back-office session(s) ended.`);
    if (config.staffEmails.includes(email.trim().toLowerCase())) {
      console.warn(`Warning: ${email} is still listed in STAFF_EMAILS, which keeps the role: remove it there too.`);
    }
  }
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
