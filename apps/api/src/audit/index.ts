/**
 * Audit's public face: the log of staff writes and the version check that refuses a stale save, as the rest
 * of the API uses them. Everything else in this folder is its own business.
 */
export { listAuditEntries, recordAudit } from './audit-log';
export { assertVersion } from './versions';
export type { AuditEntityType } from './personal-fields';
