import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Schema } from '@shop/contracts';

/** The contract's stable names of errors and field messages (`code`, `error_codes`). */
export type ErrorCode = Schema<'ErrorCode'>;

/** What a query or mutation hook reports in `error`. */
export type ShopApiError = FetchBaseQueryError | SerializedError;

/** The contract's `Error` body: `{ "code": "…", "detail": "…", "errors": { "field": ["…"] }, "error_codes": { "field": ["…"] } }`. */
interface ErrorBody {
  code?: unknown;
  detail?: unknown;
  errors?: unknown;
  error_codes?: unknown;
}

/** Field name the contract uses for problems of the whole request; shown without a prefix. */
const NON_FIELD_ERRORS = 'non_field_errors';

/** True for a failure the product brief alerts on: no HTTP answer, or an answer outside 400–499. */
export function isUnexpectedError(error: FetchBaseQueryError): boolean {
  if (typeof error.status === 'number') return !isClientErrorStatus(error.status);
  // A body that is not JSON still came with a status; judge it by that status.
  if (error.status === 'PARSING_ERROR') return !isClientErrorStatus(error.originalStatus);
  // FETCH_ERROR (network), TIMEOUT_ERROR and CUSTOM_ERROR have no answer to judge.
  return true;
}

function isClientErrorStatus(status: number): boolean {
  return status >= 400 && status <= 499;
}

/** The HTTP status of an error, or undefined when there was no answer. */
export function errorStatus(error: ShopApiError | undefined): number | undefined {
  if (!error || !('status' in error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
}

function errorBody(error: ShopApiError | undefined): ErrorBody | undefined {
  if (!error || !('status' in error) || typeof error.status !== 'number') return undefined;
  const data = error.data;
  return typeof data === 'object' && data !== null ? (data as ErrorBody) : undefined;
}

/** The `detail` sentence of an error answer, or undefined. */
export function errorDetail(error: ShopApiError | undefined): string | undefined {
  const detail = errorBody(error)?.detail;
  return typeof detail === 'string' ? detail : undefined;
}

/**
 * The answer's `code`, or undefined (no answer, or a server that sends none). Typed as the contract's codes, it
 * may still be one this client was built before: a reader falls back to the `detail` sentence for a code it lacks.
 */
export function errorCode(error: ShopApiError | undefined): ErrorCode | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
}

/** One field message with its code (undefined when the server sent none for it), in the server's order. */
export interface FieldProblem {
  field: string;
  code: ErrorCode | undefined;
  message: string;
}

/** Each message of the `errors` map with the code at the same place in `error_codes`; whole-request problems under `non_field_errors`. */
export function fieldProblems(error: ShopApiError | undefined): FieldProblem[] {
  const body = errorBody(error);
  const errors = body?.errors;
  if (typeof errors !== 'object' || errors === null) return [];
  const codes = typeof body?.error_codes === 'object' && body.error_codes !== null ? (body.error_codes as Record<string, unknown>) : {};
  return Object.entries(errors).flatMap(([field, messages]) => {
    const fieldCodes = Array.isArray(codes[field]) ? (codes[field] as unknown[]) : [];
    return (Array.isArray(messages) ? messages : [messages]).flatMap((message: unknown, index) =>
      typeof message === 'string' ? [{ field, code: typeof fieldCodes[index] === 'string' ? (fieldCodes[index] as ErrorCode) : undefined, message }] : [],
    );
  });
}

/**
 * The `errors` map as one 'field: message' line per message, in the server's order, for the
 * storefront's one-toast-per-problem display. Whole-request problems come without a field name.
 */
export function fieldErrors(error: ShopApiError | undefined): string[] {
  const errors = errorBody(error)?.errors;
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors).flatMap(([field, messages]) =>
    (Array.isArray(messages) ? messages : [messages])
      .filter((message): message is string => typeof message === 'string')
      .map((message) => (field === NON_FIELD_ERRORS ? message : `${field}: ${message}`)),
  );
}
