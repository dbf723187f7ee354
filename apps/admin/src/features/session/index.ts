export { ADMIN_TOKEN_KEY, endSession, startSession, staffToken } from './staffSession';
export { useStaffSession } from './useStaffSession';
export { HOME_PATH, SIGN_IN_PATH, returnPathAfterSignIn, type SignInState } from './returnPath';
export { RequireStaff } from './RequireStaff';
export { useSignOut } from './useSignOut';
