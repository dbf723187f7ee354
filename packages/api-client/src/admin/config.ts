/**
 * Run-time configuration of the back-office client. The admin app calls `configureAdminApi` once at
 * start-up with where its staff token lives and what to do when the server says the session is over.
 */
export interface AdminApiConfig {
  /** Origin (and optional path prefix) of the shop's API; '' = same origin. */
  baseUrl: string;
  /** The staff session token, or null/undefined when signed out. */
  getToken: () => string | null | undefined;
  /** A 401 from a call that needed a session: it expired, was signed out elsewhere, or the role was taken away. */
  onUnauthorized: () => void;
  /** Abort a call after this many milliseconds; none by default. */
  timeoutMs?: number;
}

const defaults: AdminApiConfig = { baseUrl: '', getToken: () => null, onUnauthorized: () => {} };

let current: AdminApiConfig = defaults;

export function configureAdminApi(options: Partial<AdminApiConfig> = {}): void {
  current = { ...defaults, ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) };
}

export function adminApiConfig(): Readonly<AdminApiConfig> {
  return current;
}
