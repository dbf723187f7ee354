ALTER TABLE "order_items" DROP CONSTRAINT "order_items_line_total_adds_up";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "variant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "quoted_rate_paise" bigint;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_order_idx" ON "quotes" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_with_variant" CHECK (("order_items"."product_id" is null) = ("order_items"."variant_id" is null));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_service_is_quoted" CHECK ("order_items"."variant_id" is not null or "order_items"."quoted_rate_paise" is not null);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_line_total_adds_up" CHECK (("order_items"."quoted_rate_paise" is null and "order_items"."line_total_paise" = "order_items"."unit_price_paise" * "order_items"."quantity") or ("order_items"."quoted_rate_paise" is not null and "order_items"."quoted_rate_paise" >= 0 and "order_items"."line_total_paise" = "order_items"."quoted_rate_paise" * "order_items"."quantity" + (2 * "order_items"."quoted_rate_paise" * "order_items"."quantity" * "order_items"."gst_rate_percent" + 100) / 200));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_accepted_has_order" CHECK (("quotes"."status" = 'accepted') = ("quotes"."order_id" is not null));