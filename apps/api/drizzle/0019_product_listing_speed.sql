-- The paged list and product search at 10,000 products (docs/decisions/021-product-paging.md, "What makes it
-- fast"): kept sort key, rating and lower-cased search text, and indexes over the products on sale.
DROP INDEX "products_long_desc_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_sort_key" text GENERATED ALWAYS AS (title_sort_key(title)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_stars" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "long_desc_folded" text GENERATED ALWAYS AS (lower(long_desc)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_title_folded_trgm_idx" ON "products" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_long_desc_folded_trgm_idx" ON "products" USING gin ("long_desc_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_on_sale_id_idx" ON "products" USING btree ("id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_on_sale_price_idx" ON "products" USING btree ("price_paise","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_on_sale_title_sort_idx" ON "products" USING btree ("title_sort_key" collate "C","id") WHERE "products"."is_active";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_stars_range" CHECK ("products"."rating_stars" between 0 and 5);--> statement-breakpoint
-- Hand-written from here: products.rating_stars follows the product's published reviews. The same rule as
-- reshape.ts's averageRating rounded down to whole stars (the mean to one decimal, halves up); recomputed
-- from the product's reviews on every change rather than adjusted, so it cannot drift.
CREATE FUNCTION "product_rating_stars"(product integer) RETURNS smallint
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(floor(round(sum(rating) * 10.0 / count(*)) / 10), 0)::smallint
    FROM reviews WHERE product_id = product AND status = 'published'
  $$;
--> statement-breakpoint
CREATE FUNCTION "keep_product_rating_stars"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products SET rating_stars = product_rating_stars(OLD.product_id)
      WHERE id = OLD.product_id AND rating_stars IS DISTINCT FROM product_rating_stars(OLD.product_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products SET rating_stars = product_rating_stars(NEW.product_id)
      WHERE id = NEW.product_id AND rating_stars IS DISTINCT FROM product_rating_stars(NEW.product_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_keep_product_rating_stars"
  AFTER INSERT OR DELETE OR UPDATE OF product_id, rating, status ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "keep_product_rating_stars"();
--> statement-breakpoint
UPDATE "products" SET "rating_stars" = product_rating_stars("id") WHERE product_rating_stars("id") <> 0;
--> statement-breakpoint
CREATE FUNCTION "clear_product_rating_stars"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET rating_stars = 0 WHERE rating_stars <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_emptied_clear_product_rating_stars"
  AFTER TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "clear_product_rating_stars"();
