/**
 * Sign-in for the operations the contract marks with a security scheme: their requests are authenticated
 * before anything else runs (a 401 beats a 400). Shopper operations (bearerAuth) take a customer's session
 * and handlers read it with `signedIn(request)`; back-office operations (staffAuth) take a staff session,
 * read with `signedInStaff(request)`, and answer 403 to a customer's token, or to a staff member whose role
 * the operation does not list (`staffAuth: [owner]`). Which operations need which is read from the
 * contract, never listed here. Every answer of these operations is `private, no-store`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateSession, type AccountKeys, type SignedIn } from '../accounts';
import type { Database } from '../db/database';
import type { ContractOperation } from './contract';
import { ForbiddenError, problem } from '../errors';
import { authenticateStaffToken, missingStaffToken, type SignedInStaff } from '../staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by registerOperation: the contract operation the route serves. */
    operationId?: string;
  }
  interface FastifyRequest {
    signedInAs: SignedIn | null;
    staffSignedIn: SignedInStaff | null;
  }
}

const PRIVATE_ANSWER = 'private, no-store';
const STAFF_ONLY = problem('staff_only', 'This needs a back-office sign-in: sign in at /admin with your staff account.');
const OWNER_ONLY = problem('owner_only', 'Only the shop’s owner may do this.');

export function registerAuthentication(app: FastifyInstance, db: Database, keys: () => Promise<AccountKeys>, staffEmails: readonly string[]): void {
  app.decorateRequest('signedInAs', null);
  app.decorateRequest('staffSignedIn', null);
  const signIn = async (request: FastifyRequest, operation: ContractOperation): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    if (operation.auth === 'customer') request.signedInAs = await authenticateSession(db, await keys(), token);
    if (operation.auth === 'staff') {
      const staff = await authenticateStaff(db, await keys(), token, staffEmails);
      if (operation.staffRoles.length > 0 && !operation.staffRoles.includes(staff.role)) throw new ForbiddenError(OWNER_ONLY);
      request.staffSignedIn = staff;
    }
  };
  // A callback hook, so the many requests that need no sign-in (pages, files, public reads) wait for nothing.
  app.addHook('onRequest', (request, reply, done) => {
    const operationId = request.routeOptions.config.operationId;
    const operation = operationId === undefined ? undefined : app.contract.operations.get(operationId);
    if (!operation?.auth) {
      done();
      return;
    }
    // Whatever it answers, success or refusal, is one person's: never kept by a browser or a shared cache.
    void reply.header('cache-control', PRIVATE_ANSWER);
    signIn(request, operation).then(() => done(), done);
  });
}

/** A live staff session; a customer's valid token is told it is in the wrong place (403), anything else 401. */
async function authenticateStaff(db: Database, keys: AccountKeys, token: string | undefined, staffEmails: readonly string[]): Promise<SignedInStaff> {
  if (!token) throw missingStaffToken();
  const staff = await authenticateStaffToken(db, keys, token, staffEmails);
  if (staff) return staff;
  await authenticateSession(db, keys, token);
  throw new ForbiddenError(STAFF_ONLY);
}

/** The signed-in staff member of a back-office operation. */
export function signedInStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staffSignedIn) throw new Error(`${request.routeOptions.config.operationId ?? 'This route'} is not marked with staffAuth in the contract`);
  return request.staffSignedIn;
}

/** The signed-in customer of an operation that requires sign-in. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.signedInAs) throw new Error(`${request.routeOptions.config.operationId ?? 'This route'} is not marked as requiring sign-in in the contract`);
  return request.signedInAs;
}

/** The `Bearer` token of an Authorization header (the scheme is case-insensitive), or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')?.[1];
}
