/** The rows of a raw query's result on either driver: postgres-js answers the rows as an array, PGlite `{ rows }`. */
export function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  return Array.isArray(result) ? ([...result] as Row[]) : (result as { rows: Row[] }).rows;
}
