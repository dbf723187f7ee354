/**
 * When the session token runs out. The token is a JWT; its payload's `exp` (seconds since the epoch)
 * is its expiry. The browser only reads it, to log out on time: it does not check the signature and
 * trusts nothing else in it (the server checks every call). A token that cannot be read counts as
 * expired, as the product brief says.
 */

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The token's expiry in milliseconds since the epoch, or null when the token cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    if (typeof payload !== 'object' || payload === null) return null;
    const exp = (payload as Record<string, unknown>).exp;
    return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Milliseconds until the session ends: 0 when it has already ended or the token cannot be read. */
export function msUntilExpiry(token: string, now: number): number {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null ? 0 : Math.max(0, expiresAt - now);
}

/**
 * The longest delay `setTimeout` keeps (about 24.8 days); a longer one fires at once. A session
 * that lasts longer is checked again after this long.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;
