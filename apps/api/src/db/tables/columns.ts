/** Column and constraint helpers shared by every table, so each table file reads as the domain it stores. */
import { BUSINESS_NAME_MAX_LENGTH, GSTIN_SHAPE } from '@shop/rules';
import { sql, type SQL } from 'drizzle-orm';
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Surrogate key: an integer identity, as the API shows numeric ids. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** `column IN ('a', 'b')` for a CHECK constraint; the values are our own constants, never user input. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}

/** Text that holds at least one non-space character and at most `max` characters. */
export function filledText(column: AnyPgColumn, max: number): SQL {
  return sql`length(btrim(${column})) > 0 and char_length(${column}) <= ${sql.raw(String(max))}`;
}

/** URL path segment used in shop links: lowercase words joined by single hyphens. */
export function slugShape(column: AnyPgColumn): SQL {
  return sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;
}

/** The edit count of a record staff change, for version checks (src/audit/versions.ts). */
export const version = () => integer('version').notNull().default(1);

/**
 * A business buyer's GSTIN and name: both or neither, the GSTIN in the shape @shop/rules checks (its state
 * code and check character are checked there), the name filled and within the rules' length.
 */
export function businessComplete(gstin: AnyPgColumn, name: AnyPgColumn): SQL {
  return sql`(${gstin} is null and ${name} is null) or (${gstin} ~ ${sql.raw(`'${GSTIN_SHAPE.source}'`)} and ${filledText(name, BUSINESS_NAME_MAX_LENGTH)})`;
}
