/**
 * Errors the domain raises for a client's mistake. They carry what the client should be told; the HTTP
 * layer turns them into 4xx answers. Anything else that escapes the domain is a bug (500).
 */

/** Field name -> messages, the shape of the `errors` member of a 400 answer. */
export type FieldErrors = Record<string, string[]>;

/** What any order someone may not see answers: another customer's order does not exist as far as they can tell. */
export const ORDER_NOT_FOUND = 'Order not found.';

export class NotFoundError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'NotFoundError';
  }
}

export class InvalidInputError extends Error {
  constructor(
    readonly fieldErrors: FieldErrors,
    readonly detail: string = 'Invalid request.',
  ) {
    super(`${detail} ${Object.keys(fieldErrors).join(', ')}`);
    this.name = 'InvalidInputError';
  }
}

export class RateLimitedError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly detail: string = 'Too many requests. Please try again later.',
  ) {
    super(detail);
    this.name = 'RateLimitedError';
  }
}

/**
 * The caller is not (or no longer) signed in, or gave wrong credentials. `fieldErrors` is for the login
 * form, which shows the server's errors; token failures carry only the detail.
 */
export class UnauthorizedError extends Error {
  constructor(
    readonly detail: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(detail);
    this.name = 'UnauthorizedError';
  }
}

/** The caller is signed in but may not do this (a customer calling a staff operation). */
export class ForbiddenError extends Error {
  constructor(
    readonly detail: string,
    /** The fields the refusal is about, when it is about some (a packer's change of a price). */
    readonly fieldErrors?: FieldErrors,
  ) {
    super(detail);
    this.name = 'ForbiddenError';
  }
}

/**
 * Something the request needs (e-mail delivery, the courier aggregator) is down for now; the client may retry
 * later. `fieldErrors` names what was down when the client should know which (`carrier`).
 */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly detail: string,
    readonly retryAfterSeconds?: number,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(detail);
    this.name = 'ServiceUnavailableError';
  }
}

/**
 * The request is sound but collides with the record's state: most often someone else saved it since the
 * caller read it (a version check). `fieldErrors` names what to look at, e.g. `version`.
 */
export class ConflictError extends Error {
  constructor(
    readonly detail: string,
    readonly fieldErrors?: FieldErrors,
    /** Members the contract adds to this 409's body (a taken slot's `next_starts_at`). */
    readonly more?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = 'ConflictError';
  }
}
