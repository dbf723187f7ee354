/**
 * One limit on guessing coupon codes, wherever a code is evaluated: the cart's check, the checkout's quote and the
 * order. Each code tried is counted before it is evaluated, per client address and (signed in) per account, and
 * given back unless it was refused: a shopper whose code applies can be asked about it again and again as the
 * checkout changes, while a script trying codes is stopped (429) after a few dozen, whichever door it uses and
 * however many accounts it signs up behind one address. Counted first and given back after, as failed logins are,
 * so concurrent guesses cannot slip past the limit.
 */
import type { Database } from '../db/database';
import { InvalidInputError } from '../errors';
import { consumeRateLimit, refundRateLimit, type RateLimitRule } from '../rate-limit';

const HOUR = 60 * 60;
const TOO_MANY = 'Too many coupon codes tried. Please try again later.';

export const COUPON_TRIES = {
  /** Key: client IP. Many shoppers may share one address (a mobile network's), so it allows more. */
  perClient: { bucket: 'coupon_tries_ip', limit: 60, windowSeconds: HOUR, detail: TOO_MANY },
  /** Key: the account. Nobody but its own holder can fail on an account's behalf. */
  perAccount: { bucket: 'coupon_tries_account', limit: 20, windowSeconds: HOUR, detail: TOO_MANY },
} as const satisfies Record<string, RateLimitRule>;

export interface CouponAsker {
  ip: string;
  /** Absent at the cart, which needs no sign-in. */
  userId?: number;
}

/**
 * Runs `evaluate` (which applies `typed`, refusing it with an InvalidInputError naming `field`), counting the try
 * against the asker's limits; a blank or absent code is no try. Refuses with 429 before evaluating once a limit
 * is passed.
 */
export async function countingCouponTries<T>(
  db: Database,
  asker: CouponAsker,
  typed: string | null | undefined,
  field: 'code' | 'coupon_code',
  evaluate: () => Promise<T>,
): Promise<T> {
  if (!typed?.trim()) return evaluate();
  const now = new Date();
  const counted: [RateLimitRule, string][] = [[COUPON_TRIES.perClient, asker.ip]];
  if (asker.userId !== undefined) counted.push([COUPON_TRIES.perAccount, String(asker.userId)]);
  for (const [rule, key] of counted) await consumeRateLimit(db, rule, key, now);
  const giveBack = () => Promise.all(counted.map(([rule, key]) => refundRateLimit(db, rule, key, now)));
  let result: T;
  try {
    result = await evaluate();
  } catch (error) {
    if (!(error instanceof InvalidInputError && field in error.fieldErrors)) await giveBack();
    throw error;
  }
  await giveBack();
  return result;
}
