/** Account rows become the API's Profile here, and only here. Never any password data. */
import type { Schema } from '@shop/contracts';
import type { users } from '../db/schema';

export type ProfileView = Schema<'Profile'>;

type UserRow = Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'contact' | 'address' | 'city' | 'state' | 'postalcode' | 'gstin' | 'businessName' | 'language'>;

/** The storefront keeps the record whole and reads strings, so an unknown value is ''. */
export function reshapeProfile(row: UserRow): ProfileView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    contact: row.contact ?? '',
    address: row.address ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    postalcode: row.postalcode ?? '',
    // Saved by the last business checkout, offered at the next.
    gstin: row.gstin,
    business_name: row.businessName,
    language: row.language,
  };
}
