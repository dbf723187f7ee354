-- Cash on delivery (the fee, the customer's confirmation, collection and the courier's remittance), parcels booked
-- with the courier aggregator and its tracking updates, and the timeline's courier scans. Orders placed before
-- stay online payments, as they were.
CREATE TABLE "cod_remittances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cod_remittances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"remitted_on" date NOT NULL,
	"amount_paise" integer NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittances_reference_key" UNIQUE("reference"),
	CONSTRAINT "cod_remittances_amount_positive" CHECK ("cod_remittances"."amount_paise" > 0),
	CONSTRAINT "cod_remittances_reference_filled" CHECK (length(btrim("cod_remittances"."reference")) > 0 and char_length("cod_remittances"."reference") <= 100)
);
--> statement-breakpoint
CREATE TABLE "carrier_webhooks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrier" text NOT NULL,
	"awb" text,
	"status" text,
	"raw_body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "carrier_webhooks_carrier_known" CHECK ("carrier_webhooks"."carrier" in ('shiprocket', 'demo')),
	CONSTRAINT "carrier_webhooks_outcome_known" CHECK ("carrier_webhooks"."outcome" in ('applied', 'duplicate', 'unknown_awb', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"state" text DEFAULT 'booking' NOT NULL,
	"carrier_order_id" text,
	"carrier_shipment_id" text,
	"courier_id" text,
	"courier_name" text,
	"awb" text,
	"rate_paise" integer,
	"tracking_url" text,
	"label_url" text,
	"pickup_scheduled_for" date,
	"last_error" text,
	"staff_id" integer,
	"booked_at" timestamp with time zone,
	"last_tracked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order_id_key" UNIQUE("order_id"),
	CONSTRAINT "shipments_carrier_awb_key" UNIQUE("carrier","awb"),
	CONSTRAINT "shipments_carrier_known" CHECK ("shipments"."carrier" in ('shiprocket', 'demo')),
	CONSTRAINT "shipments_state_known" CHECK ("shipments"."state" in ('booking', 'booked')),
	CONSTRAINT "shipments_booked_complete" CHECK ("shipments"."state" <> 'booked' or ("shipments"."awb" is not null and "shipments"."courier_name" is not null and "shipments"."booked_at" is not null)),
	CONSTRAINT "shipments_rate_not_negative" CHECK ("shipments"."rate_paise" is null or "shipments"."rate_paise" >= 0),
	CONSTRAINT "shipments_tracking_url_https" CHECK ("shipments"."tracking_url" is null or "shipments"."tracking_url" ~ '^https://[^[:space:]]+$'),
	CONSTRAINT "shipments_last_error_size" CHECK ("shipments"."last_error" is null or char_length("shipments"."last_error") <= 500)
);
--> statement-breakpoint
ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_adds_up";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_delivery_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_known";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_known";--> statement-breakpoint
ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_provider_known";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_provider_known";--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "scan_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_remittance_id" integer;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_webhooks_outcome_received_idx" ON "carrier_webhooks" USING btree ("outcome","received_at");--> statement-breakpoint
CREATE INDEX "shipments_tracking_idx" ON "shipments" USING btree ("last_tracked_at") WHERE "shipments"."state" = 'booked';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_remittance_id_cod_remittances_id_fk" FOREIGN KEY ("cod_remittance_id") REFERENCES "public"."cod_remittances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_cod_outstanding_idx" ON "orders" USING btree ("cod_collected_at") WHERE "orders"."payment_method" = 'cash_on_delivery' and "orders"."cod_remittance_id" is null;--> statement-breakpoint
CREATE INDEX "orders_cod_awaiting_idx" ON "orders" USING btree ("cod_confirm_by") WHERE "orders"."cod_confirmation" = 'awaiting';--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_scan_key" UNIQUE("order_id","scan_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_confirm_token_hash_key" UNIQUE("cod_confirm_token_hash");--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_detail_size" CHECK ("order_status_history"."detail" is null or char_length("order_status_history"."detail") <= 300);--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_status_known" CHECK ("order_status_history"."status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'delivery_failed', 'rto_initiated', 'rto_delivered'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee_not_negative" CHECK ("orders"."cod_fee_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('online', 'cash_on_delivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_confirmation_known" CHECK ("orders"."cod_confirmation" in ('awaiting', 'confirmed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fields_match_method" CHECK (("orders"."payment_method" = 'cash_on_delivery' and "orders"."cod_confirmation" is not null and "orders"."cod_confirm_by" is not null) or ("orders"."payment_method" = 'online' and "orders"."cod_fee_paise" = 0 and "orders"."cod_confirmation" is null and "orders"."cod_confirm_token_hash" is null and "orders"."cod_confirm_by" is null and "orders"."cod_collected_at" is null and "orders"."cod_remittance_id" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_remitted_after_collected" CHECK ("orders"."cod_remittance_id" is null or "orders"."cod_collected_at" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" + "orders"."shipping_paise" + "orders"."cod_fee_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_status_known" CHECK ("orders"."delivery_status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('pending', 'completed', 'failed', 'refunded', 'partially_refunded', 'to_collect', 'collected'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_known" CHECK ("payments"."provider" in ('razorpay', 'demo', 'cash_on_delivery'));--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_provider_known" CHECK ("webhook_events"."provider" in ('razorpay', 'demo', 'cash_on_delivery'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider_known" CHECK ("refunds"."provider" in ('razorpay', 'demo', 'cash_on_delivery'));