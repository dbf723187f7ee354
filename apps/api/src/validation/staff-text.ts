/**
 * Free text staff write (a reason, a reply, a note): trimmed, and refused by field when nothing is left.
 * How long it may be is the contract's to say; trimming only shortens what it let through.
 */
import { InvalidInputError } from '../errors';
import { shapeProblem } from './shape-problems';

export function requiredStaffText(value: string, field: string, emptyMessage: string): string {
  const text = value.trim();
  if (text === '') throw new InvalidInputError({ [field]: [shapeProblem(emptyMessage, 'blank')] });
  return text;
}
