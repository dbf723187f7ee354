/**
 * `staff:add` and `staff:remove` (scripts/staff.ts), apart from the process: what the owner typed, the
 * database, and the lines the command prints, so its every answer is tested without starting a process.
 */
import type { Database } from '../db/database';
import { STAFF_ROLES, type StaffRole } from '../db/tables/values';
import { InvalidInputError, NotFoundError } from '../errors';
import { grantStaffRole, revokeStaffRole } from './roster';

export const STAFF_COMMAND_USAGE = 'usage: staff:add <e-mail> [--role owner|staff] | staff:remove <e-mail>';

export type StaffCommandResult = { exitCode: 0 | 1 | 2; output: string[]; errors: string[] };

type StaffCommand = { command: 'add' | 'remove'; email: string; role: StaffRole | undefined };

/** What the owner asked for, or undefined for arguments the command cannot act on (answered before the database opens). */
export function parseStaffCommand(args: string[]): StaffCommand | undefined {
  const [command, email, ...options] = args;
  const role = roleOption(options);
  if ((command !== 'add' && command !== 'remove') || !email || role === 'invalid' || (command === 'remove' && role)) return undefined;
  return { command, email, role };
}

export async function runStaffCommand(db: Database, args: string[], staffEmails: string[]): Promise<StaffCommandResult> {
  const parsed = parseStaffCommand(args);
  if (!parsed) return { exitCode: 2, output: [], errors: [STAFF_COMMAND_USAGE] };
  const { command, email, role } = parsed;
  const output: string[] = [];
  const errors: string[] = [];
  try {
    if (command === 'add') {
      const grant = await grantStaffRole(db, email, role);
      if (grant.outcome === 'created') {
        output.push(`Created staff account ${email} (${grant.role}). Its password, shown only this once:\n\n    ${grant.password}\n`);
        output.push('Sign in at /admin with it and the code mailed to that address, then change the password in the shop’s account page.');
      } else {
        output.push(grant.outcome === 'already_staff' ? `${email} is already staff (${grant.role}).` : `${email} is now staff (${grant.role}).`);
      }
    } else {
      const { sessionsEnded } = await revokeStaffRole(db, email);
      output.push(`${email} is no longer staff; ${sessionsEnded} back-office session(s) ended.`);
      if (staffEmails.includes(email.trim().toLowerCase())) {
        errors.push(`Warning: ${email} is still listed in STAFF_EMAILS, which keeps the role: remove it there too.`);
      }
    }
    return { exitCode: 0, output, errors };
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof InvalidInputError) {
      errors.push(error instanceof InvalidInputError ? Object.values(error.fieldErrors).flat().join(' ') : error.detail);
      return { exitCode: 1, output, errors };
    }
    throw error;
  }
}

function roleOption(args: string[]): StaffRole | undefined | 'invalid' {
  if (args.length === 0) return undefined;
  const value = args.length === 1 ? /^--role=(.+)$/.exec(args[0]!)?.[1] : args[0] === '--role' && args.length === 2 ? args[1] : undefined;
  return STAFF_ROLES.find((known) => known === value) ?? 'invalid';
}
