/**
 * How an error is written to the log (pino's `err` serializer): its type, message, stack and codes, never
 * the SQL or the values of a failed query. Drizzle's DrizzleQueryError carries the query text and its
 * parameters (an e-mail address, a password hash, a code digest) in `query`, `params` and in its message;
 * postgres-js and PGlite errors carry `query`, `parameters` and a `detail` such as
 * `Key (email)=(asha@example.in) already exists`, and their messages quote offending values. What is kept
 * is enough to find the fault: SQLSTATE, the constraint, table and column names, and the stack.
 */

const MAX_CAUSES = 3;

/** Fields of a database error that name things in the schema, never values. */
const SCHEMA_FIELDS = ['code', 'severity', 'routine', 'schema_name', 'table_name', 'column_name', 'constraint_name', 'schema', 'table', 'column', 'constraint'];

export interface LoggedError {
  type: string;
  message: string;
  /** '' when the error had none. */
  stack: string;
  [field: string]: unknown;
}

export function errorForLog(error: unknown): LoggedError {
  return describe(error, 0);
}

function describe(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A non-Error value was thrown.', stack: '' };
  const type = error.constructor.name === 'Error' ? error.name : error.constructor.name;
  const record = error as unknown as Record<string, unknown>;
  const message = isQueryError(record)
    ? 'Failed query (its text and parameters are left out of the log).'
    : isDatabaseError(record)
      ? withoutQuotedValues(error.message)
      : error.message;
  const logged: LoggedError = { type, message, stack: error.stack === undefined ? '' : `${type}: ${message}${framesOf(error.stack)}` };
  if (isDatabaseError(record)) {
    for (const field of SCHEMA_FIELDS) if (typeof record[field] === 'string') logged[field] = record[field];
  } else if (typeof record.code === 'string') {
    logged.code = record.code; // Fastify's and Node's error codes (FST_ERR_…, ECONNREFUSED)
  }
  if (typeof record.statusCode === 'number') logged.statusCode = record.statusCode;
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = describe(error.cause, depth + 1);
  return logged;
}

/** Drizzle's wrapper of a failed query. */
function isQueryError(error: Record<string, unknown>): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

/** A PostgreSQL error as postgres-js or PGlite raise it: a five-character SQLSTATE and a severity. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';
}

/** PostgreSQL quotes the offending value in its messages (`value "…" is out of range`); keep the words only. */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");
}

/** The stack's frames without its first lines, which repeat the (possibly sensitive) message. */
function framesOf(stack: string): string {
  const firstFrame = stack.search(/\n\s+at /);
  return firstFrame === -1 ? '' : stack.slice(firstFrame);
}
