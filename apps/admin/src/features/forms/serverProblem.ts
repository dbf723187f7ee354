/**
 * What a refused or failed call means for a form: the server's sentence (`detail`) and its field
 * messages (`errors`), in the shape FormErrorSummary and react-aria's `validationErrors` take. A call
 * that got no answer, or a server failure without a sentence, gets the caller's own words.
 */
export interface ServerProblem {
  detail: string;
  errors: Record<string, string[]>;
}

export interface ProblemWords {
  /** No answer at all (offline, server down). */
  unreachable: string;
  /** An answer without a usable sentence (a 500). */
  unexpected: string;
}

const NON_FIELD_ERRORS = 'non_field_errors';

export function serverProblem(error: unknown, words: ProblemWords): ServerProblem {
  if (typeof error !== 'object' || error === null || !('status' in error)) return { detail: words.unexpected, errors: {} };
  const { status } = error as { status: unknown };
  if (typeof status !== 'number') {
    return { detail: status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' ? words.unreachable : words.unexpected, errors: {} };
  }
  const data = (error as { data?: unknown }).data;
  const body = typeof data === 'object' && data !== null ? (data as { detail?: unknown; errors?: unknown }) : {};
  const detail = typeof body.detail === 'string' && body.detail.trim() !== '' ? body.detail : words.unexpected;
  const errors: Record<string, string[]> = {};
  if (typeof body.errors === 'object' && body.errors !== null) {
    for (const [field, raw] of Object.entries(body.errors)) {
      // The sentence is already shown as the detail; the same words as a list item would only repeat it.
      const messages = (Array.isArray(raw) ? raw : [raw]).filter(
        (message): message is string => typeof message === 'string' && message !== '' && !(field === NON_FIELD_ERRORS && message === detail),
      );
      if (messages.length > 0) errors[field] = messages;
    }
  }
  return { detail, errors };
}

/** The field messages of the given fields only, for a form's `validationErrors`. */
export function fieldMessages(problem: ServerProblem | null, fields: readonly string[]): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const field of fields) {
    const messages = problem?.errors[field];
    if (messages) byField[field] = messages;
  }
  return byField;
}
