import type { ContactMessage } from '@shop/api-client';

/** The contact form's fields, in the order they are shown (and the first blank one is focused). */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const satisfies readonly (keyof ContactMessage)[];

export type ContactField = (typeof CONTACT_FIELDS)[number];

export const emptyContactMessage: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * The contract's length limits (contracts/openapi.yaml, ContactMessage), set on the inputs so a
 * visitor cannot type more than the server accepts.
 */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = { name: 100, email: 254, subject: 200, message: 5000 };

/** The message as sent: every field trimmed (the server trims too; the check below needs it). */
export function trimContactMessage(message: ContactMessage): ContactMessage {
  return {
    name: message.name.trim(),
    email: message.email.trim(),
    subject: message.subject.trim(),
    message: message.message.trim(),
  };
}

/**
 * The fields that are empty once trimmed, in form order. The product brief's only client-side
 * rule: all four must be filled, else nothing is sent. (No e-mail format check is shown; the
 * server checks the format and its answer is shown on the field.)
 */
export function blankContactFields(message: ContactMessage): ContactField[] {
  const trimmed = trimContactMessage(message);
  return CONTACT_FIELDS.filter((field) => trimmed[field] === '');
}
