CREATE TABLE "order_survey_credits" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_adds_up";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "survey_credit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "survey_credit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_survey_credits" ADD CONSTRAINT "order_survey_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_survey_credits" ADD CONSTRAINT "order_survey_credits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_survey_credits_booking_idx" ON "order_survey_credits" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_survey_credit_within_line" CHECK ("order_items"."survey_credit_paise" >= 0 and "order_items"."discount_paise" + "order_items"."survey_credit_paise" <= "order_items"."line_total_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_survey_credit_within_goods" CHECK ("orders"."survey_credit_paise" >= 0 and "orders"."discount_paise" + "orders"."survey_credit_paise" <= "orders"."subtotal_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" - "orders"."survey_credit_paise" + "orders"."shipping_paise" + "orders"."cod_fee_paise");