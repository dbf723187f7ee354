/**
 * Who may act for the shop, and as what. An account is staff when its row names a role (`owner` or
 * `staff`), or when its e-mail is listed in STAFF_EMAILS: the owner names the first staff there, with no
 * database access needed, so those addresses are owners.
 */
import type { StaffRole } from '../db/tables/values';

export function staffRoleOf(user: { email: string; staffRole: StaffRole | null }, staffEmails: readonly string[]): StaffRole | null {
  return user.staffRole ?? (staffEmails.includes(user.email.toLowerCase()) ? 'owner' : null);
}
