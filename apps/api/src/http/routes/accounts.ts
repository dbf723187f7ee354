/** Sign-up with an e-mail code, login, and the customer's own account. */
import type { FastifyInstance } from 'fastify';
import { LOGGED_IN, OTP_SENT, OTP_VERIFIED, PASSWORD_CHANGED, REGISTERED, authenticateSession, endSession, getProfile, login, register, sendSignupOtp, updateProfile, verifySignupOtp, type AccountKeys } from '../../accounts';
import { changePassword } from '../../flows/change-password';
import type { Database } from '../../db/database';
import { ServiceUnavailableError, UnauthorizedError, problem } from '../../errors';
import { deliverNow, type MailSender } from '../../notify';
import { bearerToken, signedIn } from '../authenticate';
import { registerOperation } from '../contract';
import { requestLanguage } from '../request-language';

const MAIL_UNAVAILABLE = problem('mail_unavailable', 'We could not send the e-mail just now. Please try again in a few minutes.');

export function registerAccountRoutes(app: FastifyInstance, db: Database, keys: () => Promise<AccountKeys>, mail: MailSender): void {
  registerOperation(app, 'sendOtp', async (request) => {
    const { mailId } = await sendSignupOtp(db, await keys(), request.body, { ip: request.ip }, requestLanguage(request).code);
    // The code is stored either way; if its mail cannot go now it stays in the outbox and is retried.
    const outcome = await deliverNow(mail, mailId);
    if (outcome === 'retrying' || outcome === 'failed') throw new ServiceUnavailableError(MAIL_UNAVAILABLE, 60);
    return { message: OTP_SENT };
  });

  registerOperation(app, 'verifyOtp', async (request) => {
    await verifySignupOtp(db, await keys(), request.body, { ip: request.ip });
    return { message: OTP_VERIFIED };
  });

  registerOperation(app, 'register', async (request, reply) => {
    const user = await register(db, request.body, requestLanguage(request).code);
    return reply.code(201).send({ msg: REGISTERED, user });
  });

  registerOperation(app, 'login', async (request) => {
    const { token } = await login(db, await keys(), request.body, { ip: request.ip });
    return { token: { access: token }, msg: LOGGED_IN };
  });

  // Logout cannot fail: a token that no longer opens a session has nothing left to end.
  registerOperation(app, 'logout', async (request, reply) => {
    const session = await authenticateSession(db, await keys(), bearerToken(request.headers.authorization)).catch((error: unknown) => {
      if (error instanceof UnauthorizedError) return undefined;
      throw error;
    });
    if (session) await endSession(db, session);
    return reply.code(204).send();
  });

  registerOperation(app, 'getProfile', async (request) => getProfile(db, signedIn(request).userId));

  registerOperation(app, 'updateProfile', async (request) => updateProfile(db, signedIn(request).userId, request.body));

  registerOperation(app, 'changePassword', async (request) => {
    await changePassword(db, signedIn(request), request.body);
    return { message: PASSWORD_CHANGED };
  });
}
