-- The migrator runs every pending migration in one transaction; a shop coming from before 0031 still holds the
-- deferred checks of the packs 0031 moved into product_variants, and PostgreSQL alters no table with checks pending.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "max_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "max_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cod_remittances" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "line_total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "discount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "cod_fee_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "rate_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "amount_off_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "amount_off_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "min_order_paise" SET DATA TYPE bigint;