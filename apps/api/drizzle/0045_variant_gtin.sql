ALTER TABLE "product_variants" ADD COLUMN "gtin" text;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_gtin_key" ON "product_variants" USING btree ("gtin");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_gtin_shape" CHECK ("product_variants"."gtin" is null or "product_variants"."gtin" ~ '^([0-9]{8}|[0-9]{12,14})$');