/** Provider states of the back-office's sign-in, session and audit log pacts. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { users } from '../../../src/db/schema';
import { recordAudit } from '../../../src/audit/audit-log';
import { startStaffSession } from '../../../src/staff/sessions';
import { storeSignInChallenge } from '../../../src/staff/sign-in';
import { createStaff } from '../../support/fixtures';
import { param, type StateContext, type StateHandler } from '../state-support';

/** The staff member with this address, created (with `password`) if the database has none yet. */
export async function staffMember(db: Database, email: string, password?: string) {
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return existing ?? createStaff(db, { email, name: 'Meera Iyer', ...(password ? { password } : {}) });
}

export function adminAuthStates(db: Database, context: StateContext): Record<string, StateHandler> {
  return {
    'staff member {email} exists with password {password}': async (params) => {
      await staffMember(db, param(params, 'email'), param(params, 'password'));
      return undefined;
    },

    'staff member {email} was sent code {code}': async (params) => {
      const member = await staffMember(db, param(params, 'email'));
      const challenge = `pact-challenge-${member.id}`;
      await storeSignInChallenge(db, context.keys, member.id, challenge, param(params, 'code'));
      return { challenge };
    },

    // Returns `staffToken` for the Authorization header.
    'staff member {email} is signed in to the back-office': async (params) => {
      const member = await staffMember(db, param(params, 'email'));
      const { token } = await startStaffSession(db, context.keys, member.id);
      return { staffToken: token, staffId: member.id };
    },

    // Staff who is not the owner (a packer, say): signed in, but refused what only the owner may do. Returns `staffToken` too.
    'staff member {email} who is not the owner is signed in to the back-office': async (params) => {
      const member = await createStaff(db, { email: param(params, 'email'), name: 'Kiran Das', staffRole: 'staff' });
      const { token } = await startStaffSession(db, context.keys, member.id);
      return { staffToken: token, staffId: member.id };
    },

    'staff member {email} changed product {productId}': async (params) => {
      const member = await staffMember(db, param(params, 'email'));
      await recordAudit(db, {
        actorId: member.id,
        action: 'product.update',
        entityType: 'product',
        entityId: param(params, 'productId'),
        before: { title: 'SS Bird Spikes (pack of 10)', price_paise: 129900 },
        after: { title: 'SS Bird Spikes (pack of 10)', price_paise: 119900 },
      });
      return undefined;
    },
  };
}
