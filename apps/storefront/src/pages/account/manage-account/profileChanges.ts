import type { Profile, ProfileUpdate } from '@shop/api-client';

export interface ProfileFields {
  name: string;
  contact: string;
  /** The language of the shop's mail, WhatsApp and SMS to the customer. */
  language: Profile['language'];
}

export const PROFILE_FIELDS = ['name', 'contact', 'language'] as const satisfies readonly (keyof ProfileFields)[];

export function profileFields(profile: Pick<Profile, 'name' | 'contact' | 'language'>): ProfileFields {
  return { name: profile.name, contact: profile.contact, language: profile.language };
}

/**
 * What the PATCH sends: only the fields that changed, trimmed (the server trims and checks again).
 * Null when nothing changed. A cleared contact number is sent as '' (the server stores none).
 */
export function profileUpdate(saved: ProfileFields, edited: ProfileFields): ProfileUpdate | null {
  const update: ProfileUpdate = {};
  const name = edited.name.trim();
  const contact = edited.contact.trim();
  if (name !== saved.name.trim()) update.name = name;
  if (contact !== saved.contact.trim()) update.contact = contact;
  if (edited.language !== saved.language) update.language = edited.language;
  return Object.keys(update).length > 0 ? update : null;
}
