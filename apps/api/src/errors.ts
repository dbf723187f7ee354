/**
 * Errors the domain raises for a client's mistake. They carry what the client should be told; the HTTP
 * layer turns them into 4xx answers. Anything else that escapes the domain is a bug (500).
 *
 * Every message is a `Problem`: the sentence for people with a stable code from the catalogue beside it,
 * so a client can word the problem itself (the storefront in the shopper's language) and no message
 * reaches the wire without one.
 */
import type { ErrorCode } from './error-codes';

export type { ErrorCode } from './error-codes';

/** A message for people and the catalogue's code that names it for programs. */
export interface Problem {
  readonly code: ErrorCode;
  readonly message: string;
}

export function problem(code: ErrorCode, message: string): Problem {
  return { code, message };
}

/** Field name -> problems, what a domain function raises. */
export type FieldProblems = Record<string, Problem[]>;

/** Field name -> messages, the shape of the `errors` member of a 400 answer. */
export type FieldErrors = Record<string, string[]>;

/** Field name -> codes, the `error_codes` member beside `errors`: the same fields, one code per message in order. */
export type FieldCodes = Record<string, ErrorCode[]>;

/** What any order someone may not see answers: another customer's order does not exist as far as they can tell. */
export const ORDER_NOT_FOUND = problem('order_not_found', 'Order not found.');

/** What the error classes share: a detail sentence with its code, and the fields' problems when there are some. */
export abstract class ShopError extends Error {
  readonly detail: string;
  readonly code: ErrorCode;

  protected constructor(
    detail: Problem,
    readonly problems?: FieldProblems,
  ) {
    super(problems ? `${detail.message} ${Object.keys(problems).join(', ')}` : detail.message);
    this.detail = detail.message;
    this.code = detail.code;
  }

  /** The fields' messages, as the answer's `errors` member shows them. */
  get fieldErrors(): FieldErrors | undefined {
    return this.problems && mapProblems(this.problems, (one) => one.message);
  }

  /** The fields' codes, as the answer's `error_codes` member shows them. */
  get fieldCodes(): FieldCodes | undefined {
    return this.problems && mapProblems(this.problems, (one) => one.code);
  }
}

function mapProblems<T>(problems: FieldProblems, pick: (one: Problem) => T): Record<string, T[]> {
  return Object.fromEntries(Object.entries(problems).map(([field, list]) => [field, list.map(pick)]));
}

export class NotFoundError extends ShopError {
  constructor(detail: Problem) {
    super(detail);
    this.name = 'NotFoundError';
  }
}

const INVALID_REQUEST = problem('invalid_input', 'Invalid request.');

export class InvalidInputError extends ShopError {
  declare readonly problems: FieldProblems;

  /**
   * `detail` is the answer's sentence: a `Problem` when it is itself the reason (an expired code), or a plain
   * sentence that only sums up the fields' problems (`The refund cannot be made.`), answered with `invalid_input`.
   */
  constructor(problems: FieldProblems, detail: Problem | string = INVALID_REQUEST) {
    super(typeof detail === 'string' ? problem('invalid_input', detail) : detail, problems);
    this.name = 'InvalidInputError';
  }

  override get fieldErrors(): FieldErrors {
    return mapProblems(this.problems, (one) => one.message);
  }

  override get fieldCodes(): FieldCodes {
    return mapProblems(this.problems, (one) => one.code);
  }
}

export class RateLimitedError extends ShopError {
  constructor(
    readonly retryAfterSeconds: number,
    detail: Problem = problem('rate_limited', 'Too many requests. Please try again later.'),
  ) {
    super(detail);
    this.name = 'RateLimitedError';
  }
}

/**
 * The caller is not (or no longer) signed in, or gave wrong credentials. `problems` is for the login
 * form, which shows the server's errors; token failures carry only the detail.
 */
export class UnauthorizedError extends ShopError {
  constructor(detail: Problem, problems?: FieldProblems) {
    super(detail, problems);
    this.name = 'UnauthorizedError';
  }
}

/** The caller is signed in but may not do this (a customer calling a staff operation). */
export class ForbiddenError extends ShopError {
  /** `problems`: the fields the refusal is about, when it is about some (a packer's change of a price). */
  constructor(detail: Problem, problems?: FieldProblems) {
    super(detail, problems);
    this.name = 'ForbiddenError';
  }
}

/**
 * Something the request needs (e-mail delivery, the courier aggregator) is down for now; the client may retry
 * later. `problems` names what was down when the client should know which (`carrier`).
 */
export class ServiceUnavailableError extends ShopError {
  constructor(
    detail: Problem,
    readonly retryAfterSeconds?: number,
    problems?: FieldProblems,
  ) {
    super(detail, problems);
    this.name = 'ServiceUnavailableError';
  }
}

/**
 * The request is sound but collides with the record's state: most often someone else saved it since the
 * caller read it (a version check). `problems` names what to look at, e.g. `version`.
 */
export class ConflictError extends ShopError {
  constructor(
    detail: Problem,
    problems?: FieldProblems,
    /** Members the contract adds to this 409's body (a taken slot's `next_starts_at`). */
    readonly more?: Record<string, unknown>,
  ) {
    super(detail, problems);
    this.name = 'ConflictError';
  }
}
