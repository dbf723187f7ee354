/**
 * pg-boss speaks to the database through an object with one method, `executeSql(text, values)`. This one sits
 * on our Drizzle database (PGlite or postgres-js alike) or on a transaction of it, so the engine needs no
 * connection pool of its own and a job can be enqueued in the transaction of the change that causes it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, Transaction } from '../db/database';
import { rowsOf } from '../db/rows';

/** pg-boss's upkeep commands come as `BEGIN; SET LOCAL …; SELECT pg_advisory_xact_lock(…); <command>; COMMIT;`. */
const LOCKED_BLOCK = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

export function sqlExecutor(db: Database | Transaction): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const locked = LOCKED_BLOCK.exec(text);
      if (locked) {
        // One statement at a time inside a transaction of our own, which rolls back on an error: sent as one
        // string, a failure midway would leave the connection inside an aborted transaction.
        await db.transaction(async (tx) => {
          for (const statement of locked[1]!.split(/;\s*\n/)) if (statement.trim()) await tx.execute(sql.raw(statement));
        });
        return { rows: [] };
      }
      return { rows: rowsOf(await db.execute(withParameters(text, values))) };
    },
  };
}

/** `$1`… placeholders as Drizzle parameters, each bound to its value (a placeholder may appear twice). */
function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(asParameter(values[Number(match[1]) - 1]))}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * pg-boss passes job data and options as objects for json columns, which postgres-js (as Drizzle sets it up)
 * does not serialise: they go as JSON text, which both drivers accept. Absent values are SQL nulls.
 */
function asParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) return JSON.stringify(value);
  return value;
}
