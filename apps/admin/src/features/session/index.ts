export { endSession, startSession, staffToken } from './staffSession';
export { useStaffSession } from './useStaffSession';
export { HOME_PATH, SIGN_IN_PATH, returnPathAfterSignIn } from './returnPath';
export { RequireStaff } from './RequireStaff';
export { useSignOut } from './useSignOut';
export { useIsOwner } from './useStaffRole';
