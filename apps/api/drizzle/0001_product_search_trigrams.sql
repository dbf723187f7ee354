-- Custom SQL migration: product search tolerates typos with trigram similarity (pg_trgm).
-- pg_trgm is a trusted extension (PostgreSQL 13+), so a database owner may create it without superuser
-- rights; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (see src/db/connect.ts).
-- The trigram indexes themselves are declared in src/db/tables/catalog.ts and created by the next migration.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
