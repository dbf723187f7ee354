import type { PasswordChange } from '@shop/api-client';
import { accountCopy } from '../../../copy/account';

const copy = accountCopy.manageAccount.password;

export interface PasswordFields {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/** In the form's order; the names are the contract's, so the server's field errors land on them. */
export const PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const satisfies readonly (keyof PasswordFields)[];

export const emptyPasswords: PasswordFields = { current_password: '', new_password: '', confirm_password: '' };

export type PasswordProblem = { toast: string; field: keyof PasswordFields; message: string };

/**
 * The checks before the call (the server makes them all again, and judges the new password's
 * strength): all three filled, the new one typed twice alike, and not the current one again.
 * Passwords are taken exactly as typed, never trimmed.
 */
export function passwordProblem(fields: PasswordFields): PasswordProblem | null {
  const blank = PASSWORD_FIELDS.find((field) => fields[field] === '');
  if (blank) return { toast: copy.required, field: blank, message: accountCopy.fieldRequired };
  if (fields.new_password !== fields.confirm_password) return { toast: copy.mismatch, field: 'confirm_password', message: copy.mismatch };
  if (fields.new_password === fields.current_password) return { toast: copy.sameAsCurrent, field: 'new_password', message: copy.sameAsCurrent };
  return null;
}

export function toPasswordChange(fields: PasswordFields): PasswordChange {
  return { ...fields };
}
