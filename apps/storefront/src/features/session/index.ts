export { useSession, type Session } from './useSession';
export { useProfileSync } from './useProfileSync';
export { useSignOut, SIGNED_OUT_PATH } from './useSignOut';
export { notifySessionChanged } from './sessionEvents';
export { TOKEN_STORAGE_KEY, USER_STORAGE_KEY, readToken, storeUser, clearStoredSession } from './sessionStorage';
