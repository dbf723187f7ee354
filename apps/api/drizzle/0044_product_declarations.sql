ALTER TABLE "product_variants" ADD COLUMN "net_quantity" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "net_quantity_unit" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "made_month" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "generic_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_kind" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_address" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "net_quantity" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_net_quantity_whole" CHECK (("product_variants"."net_quantity" is null and "product_variants"."net_quantity_unit" is null) or ("product_variants"."net_quantity" > 0 and "product_variants"."net_quantity_unit" in ('pieces', 'g', 'kg', 'ml', 'l', 'm', 'm2')));--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_made_month_shape" CHECK ("product_variants"."made_month" is null or "product_variants"."made_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_generic_name_filled" CHECK ("products"."generic_name" is null or length(btrim("products"."generic_name")) > 0 and char_length("products"."generic_name") <= 120);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_country_of_origin_shape" CHECK ("products"."country_of_origin" is null or "products"."country_of_origin" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_maker_whole" CHECK (("products"."maker_kind" is null and "products"."maker_name" is null and "products"."maker_address" is null) or ("products"."maker_kind" in ('manufacturer', 'packer', 'importer') and length(btrim("products"."maker_name")) > 0 and char_length("products"."maker_name") <= 200 and length(btrim("products"."maker_address")) > 0 and char_length("products"."maker_address") <= 500));--> statement-breakpoint
-- The demo seller (its demo GSTIN) makes its own products: the declarations' default maker. A real shop's
-- details are left alone; its owner names the maker on the seller's details page.
UPDATE "site_documents" SET "body" = "body" || '{"maker":{"kind":"manufacturer","name":"BirdShield India Private Limited","address":"Gala 14, Shree Ganesh Industrial Estate, Waliv Phata, Vasai East, Palghar, Maharashtra 401208"}}'::jsonb
WHERE "key" = 'seller' AND "body"->>'gstin' = '27DEMOS0000D1ZY' AND NOT ("body" ? 'maker');
