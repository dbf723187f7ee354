/** Free text staff write (a reason, a reply, a note): trimmed, and refused by field when empty or too long. */
import { InvalidInputError } from '../errors';

export function requiredStaffText(value: string, field: string, limit: number, emptyMessage: string): string {
  const text = value.trim();
  if (text === '') throw new InvalidInputError({ [field]: [emptyMessage] });
  if (text.length > limit) throw new InvalidInputError({ [field]: [`Ensure this field has no more than ${limit} characters.`] });
  return text;
}
