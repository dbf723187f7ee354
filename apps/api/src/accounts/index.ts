/**
 * Accounts' public face: signing up with a mailed code, signing in, sessions and their keys, the profile,
 * changing a password, and what staff sign-in shares with shoppers' (the password check, the code limits, the
 * staff role), as the rest of the API uses them. Everything else in this folder is its own business.
 */
export { deleteStaleCodes } from './accounts-store';
export { PASSWORD_CHANGED, changePassword } from './change-password';
export { lazyAccountKeys } from './keys';
export type { AccountKeys } from './keys';
export { OTP, RATE_LIMITS } from './limits';
export { LOGGED_IN, accountByPassword, login } from './login';
export { hashPassword } from './password-hash';
export { getProfile, updateProfile } from './profile';
export { REGISTERED, register } from './register';
export { OTP_SENT, sendSignupOtp } from './send-otp';
export { authenticateSession, endSession, forgetExpiredEndedSessions } from './sessions';
export type { SignedIn } from './sessions';
export { staffRoleOf } from './staff';
export { OTP_VERIFIED, verifySignupOtp } from './verify-otp';
