ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_complete" CHECK (("users"."gstin" is null and "users"."business_name" is null) or ("users"."gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' and length(btrim("users"."business_name")) > 0 and char_length("users"."business_name") <= 100));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_business_complete" CHECK (("orders"."buyer_gstin" is null and "orders"."buyer_business_name" is null) or ("orders"."buyer_gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' and length(btrim("orders"."buyer_business_name")) > 0 and char_length("orders"."buyer_business_name") <= 100));