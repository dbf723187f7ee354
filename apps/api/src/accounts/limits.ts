/**
 * Every number that governs sign-up and sign-in, in one place. Why these values: docs/decisions/006-otp-design.md
 * and 007-session-tokens.md.
 */
import type { RateLimitRule } from '../rate-limit';
import { CODE_DIGITS } from '../kernel';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** One-time codes sent by e-mail. */
export const OTP = {
  digits: CODE_DIGITS,
  /** A code can be entered for this long after it was sent (the contract says 10 minutes). */
  validSeconds: 10 * MINUTE,
  /** Wrong guesses a code survives; after that it is dead and a new one must be requested. */
  maxWrongAttempts: 5,
  /** Least time between two codes for one address. */
  resendCooldownSeconds: MINUTE,
  /** How long a verified code lets its address register. */
  registerWithinSeconds: 15 * MINUTE,
} as const;

/** Failed logins of one address, from anywhere, counted (never refused): past `after` in the window, logins of that address are paced. */
export const LOGIN_SLOW_DOWN = { bucket: 'login_email_failures', windowSeconds: 15 * MINUTE, after: 10 } as const;

/** How long a session token is valid; the storefront logs out at its `exp`. */
export const SESSION_LIFETIME_SECONDS = 24 * HOUR;

/** The shortest new password; the longest is the contract's (maxLength), which also caps the work a login can ask of scrypt. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Database-backed rate limits (src/rate-limit/limiter.ts). Keys are noted per rule. A limit that blocks is
 * keyed on the address AND the client together, so nobody can lock someone else out of their own account
 * by failing on purpose; what one address suffers from everywhere only slows it down (`LOGIN_SLOW_DOWN`).
 */
export const RATE_LIMITS = {
  /** Key: e-mail address + client IP. Codes one client has sent to one address (the address's own pace is the resend cooldown). */
  otpPerEmailAndClient: {
    bucket: 'otp_send_email_client',
    limit: 5,
    windowSeconds: HOUR,
    detail: 'Too many codes have been requested for this email address. Please try again later.',
  },
  /** Key: client IP. Codes requested from one address, whatever the e-mail (also slows probing for accounts). */
  otpPerIp: {
    bucket: 'otp_send_ip',
    limit: 20,
    windowSeconds: HOUR,
    detail: 'Too many codes have been requested. Please try again later.',
  },
  /** Key: e-mail + client IP. Attempts to enter a code; each code also dies after OTP.maxWrongAttempts. */
  otpVerify: {
    bucket: 'otp_verify',
    limit: 20,
    windowSeconds: 15 * MINUTE,
    detail: 'Too many attempts to verify a code. Please try again later.',
  },
  /** Key: e-mail address + client IP. Failed logins of one client at one address (a successful one gives its try back). */
  loginPerEmailAndClient: {
    bucket: 'login_email_client',
    limit: 10,
    windowSeconds: 15 * MINUTE,
    detail: 'Too many failed login attempts. Please try again later.',
  },
  /**
   * Key: e-mail address + client IP. Once an address has many failures from anywhere, each client may try it
   * once per window: guessing slows to a crawl while the owner waits seconds, not a quarter of an hour.
   */
  loginPacePerEmailAndClient: {
    bucket: 'login_pace',
    limit: 1,
    windowSeconds: 30,
    detail: 'Too many failed login attempts for this account. Please wait a few seconds and try again.',
  },
  /** Key: client IP. Failed logins from one address, across e-mails (password spraying). */
  loginPerIp: {
    bucket: 'login_ip',
    limit: 100,
    windowSeconds: 15 * MINUTE,
    detail: 'Too many failed login attempts. Please try again later.',
  },
  /** Key: e-mail address + client IP. Failed back-office sign-ins (password or code); a success gives its try back. */
  staffSignInPerEmailAndClient: {
    bucket: 'staff_sign_in_email_client',
    limit: 10,
    windowSeconds: 15 * MINUTE,
    detail: 'Too many failed sign-in attempts. Please try again later.',
  },
  /**
   * Key: the staff member's user id. Codes tried for one account from anywhere: a thief with the password
   * and many addresses still gets this many guesses an hour, and the owner of the account is told by mail
   * when the last one is used. A right code gives its try back.
   */
  staffSignInCodesPerAccount: {
    bucket: 'staff_sign_in_codes_account',
    limit: 10,
    windowSeconds: 60 * MINUTE,
    detail: 'Too many wrong sign-in codes for this account. Please try again later.',
  },
  /** Key: client IP. Failed back-office sign-ins from one address, across e-mails. */
  staffSignInPerIp: {
    bucket: 'staff_sign_in_ip',
    limit: 50,
    windowSeconds: 15 * MINUTE,
    detail: 'Too many failed sign-in attempts. Please try again later.',
  },
  /** Key: user id. Password change attempts, right or wrong. */
  changePassword: {
    bucket: 'change_password',
    limit: 5,
    windowSeconds: 15 * MINUTE,
    detail: 'Too many password change attempts. Please try again later.',
  },
} as const satisfies Record<string, RateLimitRule>;
