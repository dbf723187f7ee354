/**
 * Password hashing with scrypt (memory-hard, built into Node: no native dependency). A hash describes
 * itself — `scrypt$N$r$p$salt$hash`, salt and hash in base64url — so the cost can be raised later while
 * old hashes still verify (and `needsRehash` tells when to upgrade one). Demo accounts hold a value
 * starting with '!', which no password matches.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** N = 2^15, r = 8, p = 1: 32 MiB and roughly 50–100 ms per hash on one core of a small server. */
const CURRENT = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** scrypt needs about 128·r·(N + p + 2) bytes; Node's default ceiling (32 MiB) is just too small for N = 2^15. */
const MAX_MEMORY = 64 * 1024 * 1024;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, CURRENT);
  return ['scrypt', CURRENT.N, CURRENT.r, CURRENT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`. An unusable or malformed hash matches nothing. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash could ever match a password (demo accounts' '!…' cannot). */
export function isUsableHash(stored: string): boolean {
  return parseHash(stored) !== null;
}

/** A usable hash made with older (weaker) parameters; hash the password again when it is next known. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return parsed !== null && (parsed.N !== CURRENT.N || parsed.r !== CURRENT.r || parsed.p !== CURRENT.p);
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a corrupted row from asking for gigabytes of memory.
  const sane = isPowerOfTwo(N) && N >= 2 ** 10 && N <= 2 ** 20 && Number.isInteger(r) && r >= 1 && r <= 32 && Number.isInteger(p) && p >= 1 && p <= 16;
  if (!sane || 128 * r * (N + p + 2) > MAX_MEMORY) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || key.length < 16 || key.length > 64) return null;
  return { N, r, p, salt, key };
}

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
}

function derive(password: string, salt: Buffer, length: number, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
