/**
 * Whether a database error is a unique key's refusal, by the key's name: how a save that raced another
 * claiming the same slug, code or number learns it lost, on either driver (PGlite and node-postgres carry the
 * constraint's name in different fields).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown; constraint_name?: unknown; message?: unknown } })?.cause;
  if (cause?.code !== '23505') return false;
  return cause.constraint === constraint || cause.constraint_name === constraint || String(cause.message).includes(constraint);
}
