/**
 * Sign-in for the operations the contract marks with bearer security: their requests are authenticated
 * before anything else runs (a 401 beats a 400), and handlers read who is asking with `signedIn(request)`.
 * Which operations need it is read from the contract, never listed here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountKeys } from '../accounts/keys';
import { authenticateSession, type SignedIn } from '../accounts/sessions';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by registerOperation: the contract operation the route serves. */
    operationId?: string;
  }
  interface FastifyRequest {
    signedInAs: SignedIn | null;
  }
}

export function registerAuthentication(app: FastifyInstance, db: Database, keys: () => Promise<AccountKeys>): void {
  app.decorateRequest('signedInAs', null);
  app.addHook('onRequest', async (request) => {
    const operationId = request.routeOptions.config.operationId;
    if (operationId === undefined || !app.contract.operations.get(operationId)?.requiresAuth) return;
    request.signedInAs = await authenticateSession(db, await keys(), bearerToken(request.headers.authorization));
  });
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
