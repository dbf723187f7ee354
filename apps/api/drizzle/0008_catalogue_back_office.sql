CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	"media_id" integer,
	CONSTRAINT "product_images_product_position_key" UNIQUE("product_id","position"),
	CONSTRAINT "product_images_position_range" CHECK ("product_images"."position" between 1 and 5),
	CONSTRAINT "product_images_url_filled" CHECK (length(btrim("product_images"."url")) > 0 and char_length("product_images"."url") <= 2000),
	CONSTRAINT "product_images_alt_filled" CHECK (length(btrim("product_images"."alt")) > 0 and char_length("product_images"."alt") <= 300)
);
--> statement-breakpoint
CREATE TABLE "product_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_slug_redirects_slug_shape" CHECK ("product_slug_redirects"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_image1_filled";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_percent" smallint;--> statement-breakpoint
-- Hand-written data migration: existing products get their customs heading (nets 5608, steel 7326, other
-- plastics 3926) at 18%; staff correct any product from the back-office.
UPDATE "products" SET "gst_rate_percent" = 18, "hsn_code" = CASE
	WHEN "category_id" IN (SELECT "id" FROM "categories" WHERE lower("name") LIKE '%net%') THEN '5608'
	WHEN "material" = 'Stainless Steel' THEN '7326'
	ELSE '3926' END;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "gst_rate_percent" SET NOT NULL;--> statement-breakpoint
-- Categories keep the order they had (creation order).
UPDATE "categories" SET "position" = "id";--> statement-breakpoint
-- Pictures move to product_images in their order; the product's title is their first alt text.
INSERT INTO "product_images" ("product_id", "position", "url", "alt")
	SELECT "id", "position", "url", CASE WHEN "position" = 1 THEN left("title", 300) ELSE left("title", 280) || ', photo ' || "position" END
	FROM "products", LATERAL (VALUES (1, "image1"), (2, "image2"), (3, "image3"), (4, "image4"), (5, "image5")) AS "pictures" ("position", "url")
	WHERE "url" IS NOT NULL AND length(btrim("url")) > 0;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_media_id_media_images_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product_idx" ON "product_slug_redirects" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "categories_position_idx" ON "categories" USING btree ("position","id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "image1";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "image2";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "image3";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "image4";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "image5";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_shape" CHECK ("products"."hsn_code" ~ '^[0-9]{4,8}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_known" CHECK ("products"."gst_rate_percent" in (0, 5, 12, 18, 28));