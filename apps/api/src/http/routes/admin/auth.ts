/** Back-office sign-in (password, then a mailed code), sign-out and who is signed in. */
import type { FastifyInstance } from 'fastify';
import type { AccountKeys } from '../../../accounts';
import type { Database } from '../../../db/database';
import { ServiceUnavailableError, problem } from '../../../errors';
import { deliverNow, type MailSender } from '../../../notify';
import { revokeStaffSession, staffMember, staffSessionExpiry, startStaffSignIn, verifyStaffSignIn } from '../../../staff';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

const MAIL_UNAVAILABLE = problem('mail_unavailable', 'We could not send the sign-in code just now. Please try again in a few minutes.');

export interface AdminAuthDeps {
  db: Database;
  keys: () => Promise<AccountKeys>;
  mail: MailSender;
  staffEmails: readonly string[];
}

export function registerAdminAuthRoutes(app: FastifyInstance, { db, keys, mail, staffEmails }: AdminAuthDeps): void {
  registerOperation(app, 'adminStartSignIn', async (request, reply) => {
    const started = await startStaffSignIn(db, await keys(), request.body, { ip: request.ip }, staffEmails);
    const outcome = await deliverNow(mail, started.mailId);
    if (outcome === 'retrying' || outcome === 'failed') throw new ServiceUnavailableError(MAIL_UNAVAILABLE, 60);
    return reply.code(202).send({ challenge: started.challenge, expires_at: started.expiresAt.toISOString() });
  });

  registerOperation(app, 'adminVerifySignIn', async (request) => verifyStaffSignIn(db, await keys(), request.body, { ip: request.ip }, staffEmails));

  registerOperation(app, 'adminSignOut', async (request, reply) => {
    await revokeStaffSession(db, signedInStaff(request).sessionId);
    return reply.code(204).send();
  });

  registerOperation(app, 'getAdminMe', async (request) => {
    const { userId, sessionId, role } = signedInStaff(request);
    const [staff, expiresAt] = await Promise.all([staffMember(db, userId), staffSessionExpiry(db, sessionId)]);
    return { staff: { ...staff, role }, expires_at: expiresAt.toISOString() };
  });
}
