/**
 * The shop's staff, from the command line:
 *
 *   pnpm --filter @shop/api staff:add <e-mail>      promotes the account, or creates it and prints a
 *                                                   generated password once
 *   pnpm --filter @shop/api staff:remove <e-mail>   takes the role away and ends their back-office sessions
 *
 * Reads the same configuration as the API (DATABASE_URL, or DATA_DIR for the embedded database). PGlite
 * admits one process per directory: with the embedded database, stop the shop first.
 */
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import { InvalidInputError, NotFoundError } from '../src/errors';
import { grantStaffRole, revokeStaffRole } from '../src/staff/roster';

const [command, email] = process.argv.slice(2);
if ((command !== 'add' && command !== 'remove') || !email) {
  console.error('usage: staff:add <e-mail> | staff:remove <e-mail>');
  process.exit(2);
}

const config = loadConfig(process.env);
const database = await connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  if (command === 'add') {
    const grant = await grantStaffRole(database.db, email);
    if (grant.outcome === 'created') {
      console.log(`Created staff account ${email}. Its password, shown only this once:\n\n    ${grant.password}\n`);
      console.log('Sign in at /admin with it and the code mailed to that address, then change the password in the shop’s account page.');
    } else {
      console.log(grant.outcome === 'promoted' ? `${email} is now staff.` : `${email} is already staff.`);
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
