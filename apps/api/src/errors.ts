/**
 * Errors the domain raises for a client's mistake. They carry what the client should be told; the HTTP
 * layer turns them into 4xx answers. Anything else that escapes the domain is a bug (500).
 */

/** Field name -> messages, the shape of the `errors` member of a 400 answer. */
export type FieldErrors = Record<string, string[]>;

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
