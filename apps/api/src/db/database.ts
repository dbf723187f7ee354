/** The one database type the domain codes against, whichever driver (PGlite or postgres-js) is underneath. */
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema';

type Schema = typeof schema;

export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction is usable wherever a Database is; functions that must join the caller's transaction take this. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Largest value of a PostgreSQL `integer` key; anything beyond cannot name a row. */
const MAX_ID = 2_147_483_647;

export function isPossibleId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_ID;
}

/** `DATA_DIR`'s value for a throw-away PGlite database that lives in memory. */
export const IN_MEMORY_DATA_DIR = 'memory://';
