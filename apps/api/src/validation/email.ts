/** E-mail addresses are compared and stored trimmed and lower-cased: one account per address, however typed. */
import { z } from 'zod';
import { requiredText } from './fields';
import { EMAIL_MESSAGE } from './shape-problems';


export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** A required e-mail field: trimmed, lower-cased, and shaped like an address (its length is the contract's to bound). */
export const emailAddress = () =>
  requiredText()
    .transform(normaliseEmail)
    .pipe(z.email(EMAIL_MESSAGE));
