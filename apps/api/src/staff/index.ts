/**
 * Staff's public face: the back-office sign-in (password and a mailed code), staff sessions and who is signed
 * in, as the rest of the API uses them. Everything else in this folder is its own business.
 */
export { authenticateStaffToken, endBackOfficeTrust, missingStaffToken, revokeAllStaffSessions, revokeStaffSession, staffSessionExpiry } from './sessions';
export type { SignedInStaff } from './sessions';
export { startStaffSignIn, verifyStaffSignIn } from './sign-in';
export { staffMember } from './staff-member';
