/**
 * Whether an error means the database could not be reached (down, restarting, connection cut), as
 * opposed to a bug or a refused statement. Such a request is answered 503 and may simply be retried:
 * the pool opens fresh connections on its next query, and the transaction that was cut off rolled back.
 */

/** postgres.js's own codes for a lost connection, and Node's for a refused or broken socket. */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now; class 08 is connection exceptions. */
function isUnavailableState(code: string): boolean {
  return code === '57P01' || code === '57P02' || code === '57P03' || /^08[0-9A-Z]{3}$/.test(code);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in `cause`; follow the chain a few steps.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isUnavailableState(code))) return true;
    current = current.cause;
  }
  return false;
}
