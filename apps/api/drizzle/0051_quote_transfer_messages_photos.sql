CREATE TABLE "quote_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer,
	"claim_hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_photos_claim_hash_key" UNIQUE("claim_hash"),
	CONSTRAINT "quote_photos_size_positive" CHECK ("quote_photos"."width" > 0 and "quote_photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_cod_fields_match_method";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_known";--> statement-breakpoint
ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_provider_known";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_message_event_known";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_order_event_has_order";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_provider_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "bank_transfer_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_photos" ADD CONSTRAINT "quote_photos_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_photos_quote_idx" ON "quote_photos" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "orders_transfer_pay_by_idx" ON "orders" USING btree ("transfer_pay_by") WHERE "orders"."payment_method" = 'bank_transfer' and "orders"."payment_status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transfer_pay_by_matches_method" CHECK (("orders"."payment_method" = 'bank_transfer') = ("orders"."transfer_pay_by" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('online', 'cash_on_delivery', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fields_match_method" CHECK (("orders"."payment_method" = 'cash_on_delivery' and "orders"."cod_confirmation" is not null and "orders"."cod_confirm_by" is not null) or ("orders"."payment_method" in ('online', 'bank_transfer') and "orders"."cod_fee_paise" = 0 and "orders"."cod_confirmation" is null and "orders"."cod_confirm_token_hash" is null and "orders"."cod_confirm_by" is null and "orders"."cod_collected_at" is null and "orders"."cod_remittance_id" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_known" CHECK ("payments"."provider" in ('razorpay', 'demo', 'cash_on_delivery', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_provider_known" CHECK ("webhook_events"."provider" in ('razorpay', 'demo', 'cash_on_delivery', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_message_event_known" CHECK ("outbox"."channel" = 'email' or "outbox"."event" in ('order_placed', 'cod_confirmation', 'shipped', 'out_for_delivery', 'delivery_problem', 'delivered', 'return_update', 'refund_processed', 'abandoned_cart', 'complaint_update', 'quote_update'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_event_has_order" CHECK ("outbox"."channel" = 'email' or "outbox"."order_id" is not null or "outbox"."event" in ('abandoned_cart', 'complaint_update', 'quote_update'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider_known" CHECK ("refunds"."provider" in ('razorpay', 'demo', 'cash_on_delivery', 'bank_transfer'));