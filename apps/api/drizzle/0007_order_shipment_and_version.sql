ALTER TABLE "orders" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_delivery_status_created_idx" ON "orders" USING btree ("delivery_status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_complete" CHECK (("orders"."courier_name" is null and "orders"."tracking_number" is null and "orders"."tracking_url" is null) or ("orders"."courier_name" is not null and "orders"."tracking_number" is not null and length(btrim("orders"."courier_name")) > 0 and char_length("orders"."courier_name") <= 100 and length(btrim("orders"."tracking_number")) > 0 and char_length("orders"."tracking_number") <= 100));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_url_https" CHECK ("orders"."tracking_url" is null or ("orders"."tracking_url" ~ '^https://[^[:space:]]+$' and char_length("orders"."tracking_url") <= 500));