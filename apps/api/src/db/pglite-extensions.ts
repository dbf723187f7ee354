/**
 * The extensions every embedded database loads, as PostgreSQL ships them in contrib: pg_trgm backs the
 * typo-tolerant product search, btree_gist the bookings' exclusion constraint (no crew booked twice at once).
 * A PGlite opened without one cannot run the migration that creates it.
 */
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };
