import type { MessagingOptIn } from '@shop/api-client';
import { normaliseIndianMobile } from '@shop/rules';
import { signupCopy } from '../../copy/signup';

/**
 * The sign-up page's form values and the product brief's client checks (section 5). Only presence,
 * the two passwords and the number for WhatsApp or SMS updates (when ticked) are checked here; formats (e-mail, contact number, password strength) are
 * the server's to judge, and its answers are shown as they come.
 */

export interface LoginFields {
  email: string;
  password: string;
}

export interface RegisterFields {
  name: string;
  email: string;
  contact: string;
  password: string;
  confirmPassword: string;
  /** WhatsApp or SMS updates, ticked or not (nothing is ticked at first). */
  messaging: MessagingOptIn;
}

export const emptyLogin: LoginFields = { email: '', password: '' };
export const emptyRegister: RegisterFields = { name: '', email: '', contact: '', password: '', confirmPassword: '', messaging: {} };

/** 'Please fill all required signup fields' covers these; the contact number is optional. */
const REQUIRED_TO_REGISTER = ['name', 'email', 'password', 'confirmPassword'] as const satisfies readonly (keyof RegisterFields)[];
const REQUIRED_TO_LOG_IN = ['email', 'password'] as const satisfies readonly (keyof LoginFields)[];

/** Blank is empty: spaces alone do not fill a field. */
const isBlank = (value: string) => value.trim() === '';

export function missingRegisterFields(fields: RegisterFields): (keyof RegisterFields)[] {
  return REQUIRED_TO_REGISTER.filter((name) => isBlank(fields[name]));
}

function missingLoginFields(fields: LoginFields): (keyof LoginFields)[] {
  return REQUIRED_TO_LOG_IN.filter((name) => isBlank(fields[name]));
}

/** The toast that stops a registration before any call, or null when it may go ahead. */
export function registrationProblem(fields: RegisterFields): string | null {
  if (missingRegisterFields(fields).length > 0) return signupCopy.toasts.fillSignupFields;
  if (fields.password !== fields.confirmPassword) return signupCopy.toasts.passwordsDontMatch;
  // Checked before the code is mailed: the account would otherwise be refused after the code was typed.
  if (fields.messaging.order_updates?.length && !normaliseIndianMobile(fields.messaging.mobile ?? '')) return signupCopy.toasts.messagingMobile;
  return null;
}

/** The toast that stops a login before any call, or null when it may go ahead. */
export function loginProblem(fields: LoginFields): string | null {
  return missingLoginFields(fields).length > 0 ? signupCopy.toasts.enterLoginCredentials : null;
}

/** The one-time password is exactly six digits. */
export function isValidOtp(code: string): boolean {
  return /^\d{6}$/.test(code);
}
