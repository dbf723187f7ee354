-- Product search finds a product by its title in another language (src/catalog/search.ts): a lower-cased copy of
-- the product's translated titles on its row, with a trigram index for LIKE '%…%', as the English title has. A
-- generated column cannot read the translations table, so a trigger keeps the copy whenever a product's
-- translation is written or forgotten.
ALTER TABLE "products" ADD COLUMN "translated_titles_folded" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_translated_titles_folded_trgm_idx" ON "products" USING gin ("translated_titles_folded" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "keep_translated_titles"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed "translations";
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF changed."subject" = 'product' THEN
    UPDATE "products" SET "translated_titles_folded" = coalesce((
      SELECT lower(string_agg("texts" ->> 'title', ' ' ORDER BY "language")) FROM "translations"
      WHERE "subject" = 'product' AND "key" = changed."key"
    ), '')
    WHERE "id" = changed."key"::integer;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "translations_keep_translated_titles" AFTER INSERT OR UPDATE OR DELETE ON "translations"
  FOR EACH ROW EXECUTE FUNCTION "keep_translated_titles"();--> statement-breakpoint
-- The titles already translated.
UPDATE "products" SET "translated_titles_folded" = "titles"."folded"
FROM (
  SELECT "key", lower(string_agg("texts" ->> 'title', ' ' ORDER BY "language")) AS "folded" FROM "translations"
  WHERE "subject" = 'product' AND "texts" ? 'title' GROUP BY "key"
) AS "titles"
WHERE "products"."id" = "titles"."key"::integer;
