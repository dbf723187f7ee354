import { errorCode, errorDetail, fieldProblems, type ShopApiError } from '@shop/api-client';
import { errorMessages, type ErrorMessages } from '../../copy/errors';

/** Field name the contract uses for problems of the whole request; shown without a prefix. */
const NON_FIELD_ERRORS = 'non_field_errors';

/**
 * The shop's words for a code, or the server's own sentence when the catalogue has none for it (a code this
 * build does not know, a sentence with values in it, or a server that sends no code).
 */
export function wordsFor(code: string | undefined, serverWords: string, catalogue: ErrorMessages = errorMessages): string {
  return (code !== undefined && Object.hasOwn(catalogue, code) ? catalogue[code as keyof ErrorMessages] : undefined) ?? serverWords;
}

/** The answer's `detail` in the shop's words (by its `code`), or undefined when the answer has none. */
export function shownDetail(error: ShopApiError | undefined): string | undefined {
  const detail = errorDetail(error);
  return detail === undefined ? undefined : wordsFor(errorCode(error), detail);
}

/** Each field message of the answer in the shop's words, in the server's order. */
export function shownFieldProblems(error: ShopApiError | undefined): { field: string; message: string }[] {
  return fieldProblems(error).map(({ field, code, message }) => ({ field, message: wordsFor(code, message) }));
}

/** One 'field: message' line per field message, whole-request problems without a field name. */
export function shownFieldLines(error: ShopApiError | undefined): string[] {
  return shownFieldProblems(error).map(({ field, message }) => (field === NON_FIELD_ERRORS ? message : `${field}: ${message}`));
}
