/** What the Site tabs share about a refused save: the words for a call without an answer, and one field's message. */
import { siteCopy as copy } from '../../copy/site';
import type { ServerProblem } from '../../features/forms/serverProblem';

export const problemWords = { unreachable: copy.unreachable, unexpected: copy.unexpected };

/** The first message for a field (`phones`, `address.postal_code`), in the form react-aria fields take. */
export function messageFor(problem: ServerProblem | null, ...fields: string[]): string | undefined {
  if (!problem) return undefined;
  const key = Object.keys(problem.errors).find((name) => fields.some((field) => name === field || name.startsWith(`${field}.`) || name.startsWith(`${field}/`)));
  return key === undefined ? undefined : problem.errors[key]?.join(' ');
}
