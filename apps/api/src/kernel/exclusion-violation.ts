/**
 * Whether a database error is an exclusion constraint's refusal (SQLSTATE 23P01), by the constraint's name: how a
 * booking that raced another for the same crew's time learns it lost, on either driver (PGlite and postgres-js
 * carry the constraint's name in different fields).
 */
export function isExclusionViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error, depth = 0; depth < 5 && current instanceof Error; depth += 1, current = current.cause) {
    const cause = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; message?: unknown };
    if (cause.code === '23P01') return cause.constraint === constraint || cause.constraint_name === constraint || String(cause.message).includes(constraint);
  }
  return false;
}
