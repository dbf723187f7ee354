/** The one server secret accounts' keys come from, as the configuration sets it (src/config.ts). */
export interface AccountSettings {
  /** When absent, a secret is generated once and kept in the database (jwt-secret.ts). */
  jwtSecret: string | undefined;
}
