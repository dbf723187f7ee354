/**
 * Calls whose 401 is an answer about the request, not about the session: a login with a wrong
 * password. Every other 401 means the API no longer accepts the stored token (it expired early, the
 * password was changed on another device, the account was closed).
 */
const UNAUTHORIZED_IS_AN_ANSWER = new Set(['login']);

/** True for a failed API call (an RTK Query rejected action) whose 401 says the token is refused. */
export function isRefusedToken(action: { payload?: unknown; meta?: unknown }): boolean {
  const status = (action.payload as { status?: unknown } | undefined)?.status;
  const endpoint = (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg?.endpointName;
  return status === 401 && typeof endpoint === 'string' && !UNAUTHORIZED_IS_AN_ANSWER.has(endpoint);
}
