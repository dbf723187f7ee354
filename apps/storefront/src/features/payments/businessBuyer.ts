import type { OrderCreate, Profile } from '@shop/api-client';
import { checkBusinessBuyer } from '@shop/rules';

/** The checkout's "Buying for a business?" fields, as typed. */
export interface BusinessFields {
  isBusiness: boolean;
  gstin: string;
  businessName: string;
}

/** What the fields start as: ticked and filled with the GSTIN the customer's last business order saved, if any. */
export function businessFromProfile(profile: Pick<Profile, 'gstin' | 'business_name'> | undefined): BusinessFields {
  const gstin = profile?.gstin ?? '';
  return { isBusiness: gstin !== '', gstin, businessName: profile?.business_name ?? '' };
}

/** What is wrong with the fields, in the server's words (the same check, from @shop/rules); nothing when unticked. */
export interface BusinessProblems {
  gstin?: string;
  businessName?: string;
}

export function businessProblems(fields: BusinessFields, blankMessage: string): BusinessProblems {
  if (!fields.isBusiness) return {};
  const checked = checkBusinessBuyer({ gstin: fields.gstin, businessName: fields.businessName });
  // Ticked but left empty: the server would take a consumer order, so ask rather than drop the box silently.
  if (checked.ok && checked.business === null) return { gstin: blankMessage };
  if (checked.ok) return {};
  return { gstin: checked.errors.gstin?.[0], businessName: checked.errors.business_name?.[0] };
}

/** The order's `gstin` and `business_name`, normalised; nothing for a consumer order. */
export function businessPayload(fields: BusinessFields): Pick<OrderCreate, 'gstin' | 'business_name'> | undefined {
  if (!fields.isBusiness) return undefined;
  const checked = checkBusinessBuyer({ gstin: fields.gstin, businessName: fields.businessName });
  return checked.ok && checked.business ? { gstin: checked.business.gstin, business_name: checked.business.name } : undefined;
}
