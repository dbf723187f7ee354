-- Product search finds the staff-kept search terms too (src/catalog/search.ts): a lower-cased copy of them, as
-- migration 0019 keeps of title and long description, and its trigram index for LIKE '%…%'.
ALTER TABLE "products" ADD COLUMN "keywords_folded" text GENERATED ALWAYS AS (lower(keywords)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_keywords_folded_trgm_idx" ON "products" USING gin ("keywords_folded" gin_trgm_ops);